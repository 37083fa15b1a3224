import { CONTENT_KINDS, contentApiPath, type DocumentCategory, type DocumentInput, type SchoolDocument } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentEndpoints, type ContentListQuery } from './contentEndpoints';

export interface DocumentsListQuery extends ContentListQuery {
  category?: DocumentCategory;
}

export const documentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    // Pages list documents.
    const documents = contentEndpoints<SchoolDocument, DocumentInput, DocumentsListQuery>(build, { path: contentApiPath('document'), tag: CONTENT_KINDS.document.tag, shownIn: ['Page'] });
    return {
      getDocuments: documents.list,
      getDocument: documents.one,
      addDocument: documents.add,
      updateDocument: documents.update,
      deleteDocument: documents.remove,
      restoreDocument: documents.restore,
    };
  },
});

export const {
  useGetDocumentsQuery,
  useGetDocumentQuery,
  useAddDocumentMutation,
  useUpdateDocumentMutation,
  useDeleteDocumentMutation,
  useRestoreDocumentMutation,
} = documentsApi;
