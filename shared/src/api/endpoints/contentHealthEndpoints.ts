// The dashboard's "Needs attention" list (editors). It shows every kind of content and media, so
// any write to them refreshes it.
import { CONTENT_TAGS, type HealthEntry, type RolloverResult } from '../../types';
import { apiSlice } from '@school/shared';
import { refreshes } from '../tags';

export const contentHealthApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getContentHealth: build.query<HealthEntry[], void>({ query: () => '/content/health', providesTags: [...CONTENT_TAGS, 'Media', 'Trash'] }),
    /** ADMIN: starts the school year the server's today falls in (archives past years' items). */
    startSchoolYear: build.mutation<RolloverResult, void>({
      query: () => ({ url: '/content/school-year/rollover', method: 'POST' }),
      invalidatesTags: refreshes(...CONTENT_TAGS, 'Search'),
    }),
  }),
});

export const { useGetContentHealthQuery, useStartSchoolYearMutation } = contentHealthApi;
