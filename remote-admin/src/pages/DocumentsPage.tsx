// /admin/documents: 'All Documents'. Each document with its category, school year and dates,
// filtered by status, school year and category (from the address too); 'Add document' and Edit open the editor.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DOCUMENT_CATEGORIES } from '@school/shared/schemas';
import { adminScreenQueryOf } from '@school/shared/routing';
import { useDeleteDocumentMutation, useGetDocumentsQuery, useGetDocumentQuery, type DocumentCategory, type SchoolDocument } from '@school/shared';
import { contentScreen } from '../components/content/contentScreen';
import { AdminScreen } from '../components/screen/AdminScreen';
import { FilterSelect } from '../components/FilterSelect';
import { categoryLabels, categoryOptions } from './documents/categoryLabels';
import { DocumentEditor } from './documents/DocumentEditor';

const isCategory = (value: string | undefined): value is DocumentCategory => (DOCUMENT_CATEGORIES as readonly (string | undefined)[]).includes(value);

/** The category filter, set at first from the address (`?category=regulations`, a "Needs attention" link). */
function useCategoryFilter() {
  const linked = adminScreenQueryOf(useLocation().search).category;
  const [category, setCategory] = useState<DocumentCategory | ''>(isCategory(linked) ? linked : '');
  return {
    fields: <FilterSelect label="Category" name="category" value={category} onChange={setCategory} allLabel="All" options={categoryOptions} />,
    filter: category ? { category } : {},
  };
}

const documentsScreen = contentScreen<SchoolDocument>({
  type: 'document',
  columns: [
    { key: 'category', header: 'Category', sortValue: (doc) => categoryLabels[doc.category] },
    { key: 'schoolYear', header: 'School year', sortValue: (doc) => doc.schoolYear },
    { key: 'publishedOn', header: 'Published on', sortValue: (doc) => doc.publishedOn },
    { key: 'validUntil', header: 'Valid until', sortValue: (doc) => doc.validUntil ?? '' },
  ],
  searchText: (doc) => `${doc.title} ${categoryLabels[doc.category]} ${doc.schoolYear}`,
  useList: useGetDocumentsQuery,
  useItem: useGetDocumentQuery,
  useDelete: useDeleteDocumentMutation,
  useExtraFilters: useCategoryFilter,
  Editor: DocumentEditor,
});

export default function DocumentsPage() {
  return <AdminScreen config={documentsScreen} />;
}
