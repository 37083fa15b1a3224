// The public site's reads of the content API: pages by key, news, documents, galleries, search.
// Each read asks the browser to revalidate (the API answers 304 on a matching ETag), so an edit
// shows on the next page load despite the API's short public max-age.
import type { DocumentCategory } from '../../schemas/documentSchema';
import type { Gallery } from '../../schemas/gallerySchema';
import type { NewsPage, NewsPost } from '../../schemas/newsSchema';
import type { Page } from '../../schemas/pageSchema';
import type { SearchAnswer } from '../../schemas/searchSchema';
import type { SchoolDocument } from '../../schemas/documentSchema';
import { apiSlice } from '../apiSlice';

interface ListArgs {
  /** News only: the posts of one project (e.g. the Erasmus+ project's). */
  project?: string;
  page?: number;
  pageSize?: number;
  schoolYear?: string;
}

export interface ItemPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const fresh = (url: string, params?: object) => ({ url, params: params && withoutEmpty(params), cache: 'no-cache' as const });

const withoutEmpty = (params: object) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const publicContentApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<Page, string>({
      query: (key) => fresh(`/content/pages/${key.split('/').map(encodeURIComponent).join('/')}`),
      providesTags: ['Page'],
    }),
    getNewsList: build.query<NewsPage, ListArgs>({
      query: (args) => fresh('/content/news', args),
      providesTags: ['News'],
    }),
    getNewsPost: build.query<NewsPost, string>({
      query: (slug) => fresh(`/content/news/${encodeURIComponent(slug)}`),
      providesTags: ['News'],
    }),
    getDocumentList: build.query<ItemPage<SchoolDocument>, ListArgs & { category?: DocumentCategory }>({
      query: (args) => fresh('/content/documents', args),
      providesTags: ['Document'],
    }),
    getGalleryList: build.query<ItemPage<Gallery>, ListArgs>({
      query: (args) => fresh('/content/galleries', args),
      providesTags: ['Gallery'],
    }),
    searchContent: build.query<SearchAnswer, string>({
      query: (q) => fresh('/search', { q }),
    }),
  }),
});

export const {
  useGetContentPageQuery,
  useGetNewsListQuery,
  useGetNewsPostQuery,
  useGetDocumentListQuery,
  useGetGalleryListQuery,
  useSearchContentQuery,
} = publicContentApi;
