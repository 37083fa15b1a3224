// What the built sites use of @reduxjs/toolkit/query, shared under that name: our store's
// setupListeners, and what RTK Query's React module imports from it (see reduxToolkit.mjs).
export {
  setupListeners,
  fetchBaseQuery,
  QueryStatus,
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  skipToken,
} from '@school/real-build/@reduxjs/toolkit/query';
