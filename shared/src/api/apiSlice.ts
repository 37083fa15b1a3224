// The single RTK Query api slice of the whole page. Endpoints are injected per entity
// (endpoints/*.ts) so each stays small; every section shares this one instance. Cache strategy:
// tags alone (docs/patterns.md). Every read provides its entity's tag; every successful write
// invalidates it and the tags of the entities that show it, so every mounted view refetches.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { TAG_TYPES } from './tags';

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
