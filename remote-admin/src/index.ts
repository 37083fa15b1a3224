// Standalone entry. The dynamic import is the async boundary Module Federation needs: the shared
// singletons (React, the router, the store...) are negotiated before any of them is evaluated.
import('./bootstrap');
