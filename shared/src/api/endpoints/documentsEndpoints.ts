// The editors' document calls (issue 11's /api/content/documents).
import type { DocumentInput, SchoolDocument } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentCollectionEndpoints } from './contentCollectionEndpoints';

export const documentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const documents = contentCollectionEndpoints<SchoolDocument, DocumentInput>(build, { path: '/content/documents', tag: 'Document' });
    return { getDocuments: documents.list, addDocument: documents.add, updateDocument: documents.update, deleteDocument: documents.remove };
  },
});

export const { useGetDocumentsQuery, useAddDocumentMutation, useUpdateDocumentMutation, useDeleteDocumentMutation } = documentsApi;
