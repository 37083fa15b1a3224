// The single RTK Query api slice of the whole page. Endpoints are injected per entity
// (endpoints/*.ts) so each stays small; every section shares this one instance. Cache strategy:
// tags alone (docs/patterns.md). Every read provides its entity's tag; every successful write
// invalidates it and the tags of the entities that show it, so every mounted view refetches.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

// Content: a page shows documents and galleries; the trash and search show every kind.
export const TAG_TYPES = ['CurrentUser', 'AboutUs', 'Subject', 'Teacher', 'Class', 'Message', 'User', 'AuditLog', 'News', 'Page', 'Document', 'Gallery', 'Trash', 'Search', 'Media'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** A write's `invalidatesTags`: the given tags once it succeeded, none when it failed. */
export const refreshes =
  (...tags: TagType[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;
