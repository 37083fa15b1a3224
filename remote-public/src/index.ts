// The entry of remote-public's own page, for its dev server only (`npm run dev -w
// @school/remote-public`): a production build runs inside the host, on the host's federation
// runtime, so its own page never renders, and leaving the standalone frame out of it spares the
// remoteEntry.js every visitor loads the shared modules only that frame uses.
// The dynamic import is the async boundary Module Federation needs: the shared singletons (React,
// the router, the store...) are negotiated before any of them is evaluated.
if (process.env.NODE_ENV !== 'production') import('./bootstrap');
