import type { PageInput, SitePage } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentEndpoints, type ContentListQuery } from './contentEndpoints';

export interface PagesPage {
  items: SitePage[];
  total: number;
  page: number;
  pageSize: number;
}

export const pagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const pages = contentEndpoints<SitePage, PageInput, ContentListQuery, PagesPage>(build, { path: '/content/pages', tag: 'Page' });
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
} = pagesApi;
