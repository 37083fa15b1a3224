// What the built sites use of @reduxjs/toolkit, shared under that name (see ../sharedDependencies.js):
// a shared module keeps every export it has, and the whole toolkit (listener middleware, entity
// adapter, dynamic middleware) costs every page about 5 KB more gzip than these names. Our store
// uses the first three; RTK Query's own modules import the rest by the shared name, so they get
// this file too. It reaches the real build through an alias that is not a shared name
// (realBuildAliases in ../sharedDependencies.js), or it would consume itself.
// sharedLibraryNames.test.js checks the names.
export {
  combineSlices,
  configureStore,
  createSlice,
  SHOULD_AUTOBATCH,
  combineReducers,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@school/real-build/@reduxjs/toolkit';
