// The async boundary: Module Federation negotiates the shared singletons (React, the router,
// the store, styled-components, @school/shared) before bootstrap evaluates any of them.
import('./bootstrap');
