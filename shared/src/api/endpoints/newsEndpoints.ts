import { apiSlice } from '../apiSlice';
import { contentKindEndpoints } from './contentKindEndpoints';

export const newsApi = apiSlice.injectEndpoints({ endpoints: (build) => contentKindEndpoints(build, 'news', { revisions: true }) });

export const { useGetNewsQuery, useGetNewsPostQuery, useAddNewsPostMutation, useUpdateNewsPostMutation, useDeleteNewsPostMutation, useGetNewsPostRevisionsQuery, useRestoreNewsPostRevisionMutation } = newsApi;
