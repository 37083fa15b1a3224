import { CONTENT_KINDS, contentApiPath, type NewsInput, type NewsPost } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentEndpoints, type ContentListQuery } from './contentEndpoints';

export interface NewsListQuery extends ContentListQuery {
  /** A project's posts ('erasmus-colourful-numbers'); '' for the school's own news. */
  project?: string;
}

export const newsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const news = contentEndpoints<NewsPost, NewsInput, NewsListQuery>(build, { path: contentApiPath('news'), tag: CONTENT_KINDS.news.tag });
    return {
      getNews: news.list,
      getNewsPost: news.one,
      addNewsPost: news.add,
      updateNewsPost: news.update,
      deleteNewsPost: news.remove,
      restoreNewsPost: news.restore,
      getNewsRevisions: news.revisions,
      restoreNewsRevision: news.restoreRevision,
    };
  },
});

export const {
  useGetNewsQuery,
  useGetNewsPostQuery,
  useAddNewsPostMutation,
  useUpdateNewsPostMutation,
  useDeleteNewsPostMutation,
  useRestoreNewsPostMutation,
  useGetNewsRevisionsQuery,
  useRestoreNewsRevisionMutation,
} = newsApi;
