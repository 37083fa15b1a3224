import { CONTENT_KINDS, contentApiPath, type ArchivedSections, type PageInput, type SitePage } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentEndpoints, type ContentListQuery } from './contentEndpoints';

export const pagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const pages = contentEndpoints<SitePage, PageInput, ContentListQuery>(build, { path: contentApiPath('page'), tag: CONTENT_KINDS.page.tag });
    return {
      getPages: pages.list,
      /** By id, or by the route's key ('inscrierea', 'activitati/saptamana-verde'). */
      getPage: pages.one,
      addPage: pages.add,
      updatePage: pages.update,
      deletePage: pages.remove,
      restorePage: pages.restore,
      getPageRevisions: pages.revisions,
      restorePageRevision: pages.restoreRevision,
      /** The sections the school-year rollover archived, of one school year, by page (the archive page's). */
      getArchivedSections: build.query<ArchivedSections, string>({
        query: (schoolYear) => ({ url: '/content/archive/sections', params: { schoolYear }, cache: 'no-cache' }),
        providesTags: ['Page'],
      }),
    };
  },
});

export const {
  useGetPagesQuery,
  useGetPageQuery,
  useAddPageMutation,
  useUpdatePageMutation,
  useDeletePageMutation,
  useRestorePageMutation,
  useGetPageRevisionsQuery,
  useRestorePageRevisionMutation,
  useGetArchivedSectionsQuery,
} = pagesApi;
