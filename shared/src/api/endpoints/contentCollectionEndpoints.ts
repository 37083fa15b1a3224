// The editors' calls of a content collection under /content (news, documents, galleries, pages):
// every item of the chosen status and school year (the API pages by at most 100; the list reads
// every page, as a school's year of items is a few dozen, so the screens search and sort them
// like the other lists), and the writes. Writes refresh the media too (their usages change).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ContentStatus } from '../../types';
import { refreshes, type TagType } from '../apiSlice';
import { plainTextResponse } from '../plainTextResponse';
import type { ApiBuilder } from './collectionEndpoints';

export interface ContentListFilter {
  status: ContentStatus | 'ALL';
  schoolYear?: string;
  /** Documents: one category. */
  category?: string;
}

const PAGE_SIZE = 100;

export function contentCollectionEndpoints<Item, Input>(build: ApiBuilder, { path, tag }: { path: string; tag: TagType }) {
  const invalidatesTags = refreshes(tag, 'Media', 'Trash');
  return {
    list: build.query<Item[], ContentListFilter>({
      async queryFn(filter, _api, _extra, fetchWithBQ) {
        const items: Item[] = [];
        for (let page = 1; ; page += 1) {
          const params = new URLSearchParams({ status: filter.status, page: String(page), pageSize: String(PAGE_SIZE) });
          if (filter.schoolYear) params.set('schoolYear', filter.schoolYear);
          if (filter.category) params.set('category', filter.category);
          const result = await fetchWithBQ(`${path}?${params.toString()}`);
          if (result.error) return { error: result.error as FetchBaseQueryError };
          const answer = result.data as { items: Item[]; total: number };
          items.push(...answer.items);
          if (answer.items.length === 0 || items.length >= answer.total) return { data: items };
        }
      },
      providesTags: [tag],
    }),
    add: build.mutation<Item, Input>({ query: (body) => ({ url: path, method: 'POST', body }), invalidatesTags }),
    update: build.mutation<Item, Input & { id: number }>({
      query: ({ id, ...body }) => ({ url: `${path}/${id}`, method: 'PUT', body }),
      invalidatesTags,
    }),
    remove: build.mutation<string, number>({
      query: (id) => ({ url: `${path}/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      invalidatesTags,
    }),
  };
}
