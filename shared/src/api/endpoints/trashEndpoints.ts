// The trash (editors): what was deleted in the last 30 days, restored or purged for good.
import type { ContentType, TrashItem } from '../../types';
import { apiSlice } from '@school/shared';
import { refreshes } from '../tags';
import { plainTextResponse } from '../plainTextResponse';

const collectionPath: Record<ContentType, string> = { news: 'news', page: 'pages', document: 'documents', gallery: 'galleries' };
const everything = refreshes('Trash', 'Search', 'News', 'Page', 'Document', 'Gallery');

export const trashApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTrash: build.query<TrashItem[], void>({ query: () => '/content/trash', providesTags: ['Trash'] }),
    restoreTrashItem: build.mutation<unknown, { type: ContentType; id: number }>({
      query: ({ type, id }) => ({ url: `/content/${collectionPath[type]}/${id}/restore`, method: 'POST' }),
      invalidatesTags: everything,
    }),
    purgeTrashItem: build.mutation<string, { type: ContentType; id: number }>({
      query: ({ type, id }) => ({ url: `/content/trash/${type}/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      invalidatesTags: everything,
    }),
    /** Purges what has been in the trash for 30 days. */
    purgeExpiredTrash: build.mutation<{ purged: number }, void>({ query: () => ({ url: '/content/trash/purge', method: 'POST' }), invalidatesTags: everything }),
  }),
});

export const { useGetTrashQuery, useRestoreTrashItemMutation, usePurgeTrashItemMutation, usePurgeExpiredTrashMutation } = trashApi;
