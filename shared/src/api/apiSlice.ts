// The single RTK Query api slice of the whole page. Endpoints are injected per entity
// (endpoints/*.ts) so each stays small; every section shares this one instance.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const TAG_TYPES = ['CurrentUser', 'AboutUs', 'Subject', 'Teacher', 'Class'] as const;

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export const LIST_ID = 'LIST';
