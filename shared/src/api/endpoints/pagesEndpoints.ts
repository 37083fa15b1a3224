import type { ArchivedSections } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentKindEndpoints } from './contentKindEndpoints';

export const pagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    // getPage: by id, or by the route's key ('inscrierea', 'activitati/saptamana-verde').
    ...contentKindEndpoints(build, 'page', { revisions: true }),
    /** The sections the school-year rollover archived, of one school year, by page (the archive page's). */
    getArchivedSections: build.query<ArchivedSections, string>({
      query: (schoolYear) => ({ url: '/content/archive/sections', params: { schoolYear }, cache: 'no-cache' }),
      providesTags: ['Page'],
    }),
  }),
});

export const { useGetPagesQuery, useGetPageQuery, useAddPageMutation, useUpdatePageMutation, useDeletePageMutation, useGetPageRevisionsQuery, useRestorePageRevisionMutation, useGetArchivedSectionsQuery } = pagesApi;
