import { apiSlice } from '../apiSlice';
import { contentKindEndpoints } from './contentKindEndpoints';

// Pages list documents.
export const documentsApi = apiSlice.injectEndpoints({ endpoints: (build) => contentKindEndpoints(build, 'document', { shownIn: ['Page'] }) });

export const { useGetDocumentsQuery, useGetDocumentQuery, useAddDocumentMutation, useUpdateDocumentMutation, useDeleteDocumentMutation } = documentsApi;
