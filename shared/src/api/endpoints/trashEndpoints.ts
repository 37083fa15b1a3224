// The trash (editors): what was deleted in the last 30 days, restored or purged for good.
import { CONTENT_TAGS, contentApiPath, type ContentType, type TrashItem } from '../../types';
import { apiSlice } from '@school/shared';
import { refreshes } from '../tags';
import { plainTextResponse } from '../plainTextResponse';

const everything = refreshes('Trash', 'Search', ...CONTENT_TAGS);

export const trashApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTrash: build.query<TrashItem[], void>({ query: () => '/content/trash', providesTags: ['Trash'] }),
    restoreTrashItem: build.mutation<unknown, { type: ContentType; id: number }>({
      query: ({ type, id }) => ({ url: `${contentApiPath(type)}/${id}/restore`, method: 'POST' }),
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
