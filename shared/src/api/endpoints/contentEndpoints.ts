// The calls of a content collection under /content (list with its query, one by id or slug/key,
// add, update, delete to the trash, restore, and for news and pages the revisions), written once
// with the slice's cache strategy: reads provide the kind's tag; each successful write invalidates
// it, the trash, search, and the kinds whose answers show it (a page shows documents and galleries).
// Reads revalidate (`cache: 'no-cache'`; a matching ETag answers 304), so a public page shows an
// edit at its next load despite the API's public max-age.
import type { ContentStatus, Page, Revision } from '../../types';
import { refreshes, type TagType } from '../tags';
import { plainTextResponse } from '../plainTextResponse';
import type { ApiBuilder } from './collectionEndpoints';

/** What every list takes; editors may ask for drafts with `status`. */
export interface ContentListQuery {
  page?: number;
  pageSize?: number;
  schoolYear?: string;
  status?: ContentStatus | 'ALL';
}

export interface ContentCollection {
  /** '/content/news' */
  path: string;
  tag: TagType;
  shownIn?: TagType[];
}

/** Drops the filters left unset, so they do not reach the address as "undefined". */
export const queryParams = (query: object) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export function contentEndpoints<Item, Input, Query extends ContentListQuery>(build: ApiBuilder, { path, tag, shownIn = [] }: ContentCollection) {
  const invalidatesTags = refreshes(tag, 'Trash', 'Search', ...shownIn);
  return {
    list: build.query<Page<Item>, Query | void>({ query: (query) => ({ url: path, params: queryParams(query ?? {}), cache: 'no-cache' }), providesTags: [tag] }),
    /** By id, or by the news slug / page key. */
    one: build.query<Item, number | string>({
      query: (idOrName) => ({ url: `${path}/${typeof idOrName === 'number' ? idOrName : encodeURIComponent(idOrName)}`, cache: 'no-cache' }),
      providesTags: [tag],
    }),
    add: build.mutation<Item, Input>({ query: (body) => ({ url: path, method: 'POST', body }), invalidatesTags }),
    update: build.mutation<Item, Input & { id: number }>({ query: ({ id, ...body }) => ({ url: `${path}/${id}`, method: 'PUT', body }), invalidatesTags }),
    /** Moves to the trash (restorable for 30 days). */
    remove: build.mutation<string, number>({ query: (id) => ({ url: `${path}/${id}`, method: 'DELETE', responseHandler: plainTextResponse }), invalidatesTags }),
    restore: build.mutation<Item, number>({ query: (id) => ({ url: `${path}/${id}/restore`, method: 'POST' }), invalidatesTags }),
    revisions: build.query<Revision[], number>({ query: (id) => `${path}/${id}/revisions`, providesTags: [tag] }),
    restoreRevision: build.mutation<Item, { id: number; revisionId: number }>({
      query: ({ id, revisionId }) => ({ url: `${path}/${id}/revisions/${revisionId}/restore`, method: 'POST' }),
      invalidatesTags,
    }),
  };
}
