// The media library's calls (issue 11's /api/media): a page of media with the editors' filters,
// alt text and "decorative" changed, a file deleted (refused with 409 while something uses it), or
// taken down (removed from everything that uses it, then deleted with its files).
// Uploads go through uploadFile (XMLHttpRequest, for their progress); once one is done the
// screen calls mediaUploaded so every view of the library refetches.
import { mediaTakedownPath } from '../../routing/apiPaths';
import { CONTENT_TAGS, type Media, type MediaPage, type MediaTakedown, type MediaUpdate } from '../../types';
import { apiSlice } from '@school/shared';
import { refreshes } from '../tags';
import { plainTextResponse } from '../plainTextResponse';

export interface MediaQuery {
  q?: string;
  kind?: Media['kind'];
  missingAlt?: boolean;
  /** Only files no content uses. */
  unused?: boolean;
  page: number;
  pageSize: number;
}

const searchOf = ({ q, kind, missingAlt, unused, page, pageSize }: MediaQuery) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set('q', q.trim());
  if (kind) params.set('kind', kind);
  if (missingAlt) params.set('missingAlt', 'true');
  if (unused) params.set('unused', 'true');
  return params.toString();
};

export const mediaApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMedia: build.query<MediaPage, MediaQuery>({ query: (query) => `/media?${searchOf(query)}`, providesTags: ['Media'] }),
    /** One file by id (an address that names it). */
    getMediaItem: build.query<Media, number>({ query: (id) => `/media/${id}`, providesTags: ['Media'] }),
    updateMedia: build.mutation<Media, MediaUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/media/${id}`, method: 'PUT', body }),
      invalidatesTags: refreshes('Media'),
    }),
    deleteMedia: build.mutation<string, number>({
      query: (id) => ({ url: `/media/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      invalidatesTags: refreshes('Media'),
    }),
    takeDownMedia: build.mutation<MediaTakedown, number>({
      query: (id) => ({ url: mediaTakedownPath.of(id), method: 'POST' }),
      invalidatesTags: refreshes('Media', ...CONTENT_TAGS, 'Search', 'AuditLog'),
    }),
  }),
});

export const { useGetMediaQuery, useGetMediaItemQuery, useUpdateMediaMutation, useDeleteMediaMutation, useTakeDownMediaMutation } = mediaApi;

/** The action that refreshes every view of the library after an upload. */
export const mediaUploaded = () => apiSlice.util.invalidateTags(['Media']);
