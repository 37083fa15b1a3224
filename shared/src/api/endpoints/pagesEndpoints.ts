// The editors' page calls (issue 11's /api/content/pages).
import type { Page, PageInput } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentCollectionEndpoints } from './contentCollectionEndpoints';

export const pagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const pages = contentCollectionEndpoints<Page, PageInput>(build, { path: '/content/pages', tag: 'Page' });
    return { getPages: pages.list, addPage: pages.add, updatePage: pages.update, deletePage: pages.remove };
  },
});

export const { useGetPagesQuery, useAddPageMutation, useUpdatePageMutation, useDeletePageMutation } = pagesApi;
