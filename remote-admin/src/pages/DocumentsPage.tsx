// /admin/documents: 'All Documents'. Each document with its category, school year and dates,
// filtered by status, school year and category; 'Add document' and Edit open the editor.
import { useState } from 'react';
import { SelectField, useDeleteDocumentMutation, useGetDocumentsQuery, type DocumentCategory, type SchoolDocument } from '@school/shared';
import { ContentScreen, type ContentScreenConfig } from '../components/content/ContentScreen';
import { categoryLabels, categoryOptions } from './documents/categoryLabels';
import { DocumentEditor } from './documents/DocumentEditor';

function useCategoryFilter() {
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  return {
    fields: <SelectField label="Category" name="category" value={category} showError={false} onChange={(value) => setCategory(value as DocumentCategory | '')} placeholderOption="All" options={categoryOptions} />,
    filter: category ? { category } : {},
  };
}

const documentsScreen: ContentScreenConfig<SchoolDocument> = {
  path: 'admin/documents',
  noun: { one: 'document', many: 'documents' },
  columns: [
    { key: 'title', header: 'Title', render: (doc) => doc.title, sortValue: (doc) => doc.title },
    { key: 'category', header: 'Category', render: (doc) => categoryLabels[doc.category], sortValue: (doc) => categoryLabels[doc.category] },
    { key: 'schoolYear', header: 'School year', render: (doc) => doc.schoolYear, sortValue: (doc) => doc.schoolYear },
    { key: 'publishedOn', header: 'Published on', render: (doc) => doc.publishedOn, sortValue: (doc) => doc.publishedOn },
    { key: 'validUntil', header: 'Valid until', render: (doc) => doc.validUntil ?? '', sortValue: (doc) => doc.validUntil ?? '' },
  ],
  rowName: (doc) => doc.title,
  searchText: (doc) => `${doc.title} ${categoryLabels[doc.category]} ${doc.schoolYear}`,
  useList: useGetDocumentsQuery,
  useDelete: useDeleteDocumentMutation,
  useExtraFilters: useCategoryFilter,
  Editor: ({ item, onSaved, onBack }) => <DocumentEditor document={item} onSaved={onSaved} onBack={onBack} />,
};

export default function DocumentsPage() {
  return <ContentScreen config={documentsScreen} />;
}
