// GET /search?q=: published pages, news, documents and galleries, best first.
import type { SearchAnswer } from '../../types';
import { apiSlice } from '../apiSlice';

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchContent: build.query<SearchAnswer, string>({ query: (q) => ({ url: '/search', params: { q } }), providesTags: ['Search'] }),
  }),
});

export const { useSearchContentQuery } = searchApi;
