// The dashboard's "Needs attention" list (editors). It shows every kind of content and media, so
// any write to them refreshes it.
import type { HealthEntry } from '../../types';
import { apiSlice } from '../apiSlice';

export const contentHealthApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getContentHealth: build.query<HealthEntry[], void>({ query: () => '/content/health', providesTags: ['News', 'Page', 'Document', 'Gallery', 'Media', 'Trash'] }),
  }),
});

export const { useGetContentHealthQuery } = contentHealthApi;
