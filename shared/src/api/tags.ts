// The api slice's cache tags, and the helper every write's `invalidatesTags` uses. Apart from the
// slice itself, so the admin's endpoints (adminApi.ts), built into the admin remote, take them
// without making a second slice there.

import { CONTENT_TAGS } from '../types/contentKinds';

// Content: each kind's tag (types/contentKinds.ts); a page shows documents and galleries; the trash and search show every kind.
export const TAG_TYPES = ['CurrentUser', 'AboutUs', 'Subject', 'Teacher', 'Class', 'Message', 'User', 'AuditLog', ...CONTENT_TAGS, 'Trash', 'Search', 'Media', 'School'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** A write's `invalidatesTags`: the given tags once it succeeded, none when it failed. */
export const refreshes =
  (...tags: TagType[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;
