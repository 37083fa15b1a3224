// The editors' news calls: every post of the chosen status and school year (the API pages by at
// most 100; the list reads every page, as a school's year of news is a few dozen posts, so the
// screen searches and sorts them like the other lists), and the writes.
import type { ContentStatus, NewsInput, NewsPage, NewsPost } from '../../types';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiSlice, refreshes } from '../apiSlice';
import { plainTextResponse } from '../plainTextResponse';

export interface NewsListFilter {
  status: ContentStatus | 'ALL';
  schoolYear?: string;
}

const PAGE_SIZE = 100;

export const newsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNewsPosts: build.query<NewsPost[], NewsListFilter>({
      async queryFn({ status, schoolYear }, _api, _extra, fetchWithBQ) {
        const posts: NewsPost[] = [];
        for (let page = 1; ; page += 1) {
          const params = new URLSearchParams({ status, page: String(page), pageSize: String(PAGE_SIZE) });
          if (schoolYear) params.set('schoolYear', schoolYear);
          const result = await fetchWithBQ(`/content/news?${params.toString()}`);
          if (result.error) return { error: result.error as FetchBaseQueryError };
          const answer = result.data as NewsPage;
          posts.push(...answer.items);
          if (answer.items.length === 0 || posts.length >= answer.total) return { data: posts };
        }
      },
      providesTags: ['News'],
    }),
    addNewsPost: build.mutation<NewsPost, NewsInput>({
      query: (body) => ({ url: '/content/news', method: 'POST', body }),
      invalidatesTags: refreshes('News', 'Media'),
    }),
    updateNewsPost: build.mutation<NewsPost, NewsInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/content/news/${id}`, method: 'PUT', body }),
      invalidatesTags: refreshes('News', 'Media'),
    }),
    deleteNewsPost: build.mutation<string, number>({
      query: (id) => ({ url: `/content/news/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      invalidatesTags: refreshes('News', 'Media'),
    }),
  }),
});

export const { useGetNewsPostsQuery, useAddNewsPostMutation, useUpdateNewsPostMutation, useDeleteNewsPostMutation } = newsApi;
