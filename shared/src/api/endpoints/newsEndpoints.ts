// The editors' news calls (issue 11's /api/content/news).
import type { NewsInput, NewsPost } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentCollectionEndpoints } from './contentCollectionEndpoints';

export type { ContentListFilter } from './contentCollectionEndpoints';

export const newsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const news = contentCollectionEndpoints<NewsPost, NewsInput>(build, { path: '/content/news', tag: 'News' });
    return { getNewsPosts: news.list, addNewsPost: news.add, updateNewsPost: news.update, deleteNewsPost: news.remove };
  },
});

export const { useGetNewsPostsQuery, useAddNewsPostMutation, useUpdateNewsPostMutation, useDeleteNewsPostMutation } = newsApi;
