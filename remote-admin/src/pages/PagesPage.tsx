// /admin/pages: 'All Pages'. The editable content of each public route, with its sections.
import { useDeletePageMutation, useGetPagesQuery, useGetPageQuery, type SitePage } from '@school/shared';
import { contentScreen } from '../components/content/contentScreen';
import { AdminScreen } from '../components/screen/AdminScreen';
import { PageEditor } from './pages/PageEditor';

const pagesScreen = contentScreen<SitePage>({
  type: 'page',
  columns: [
    { key: 'key', header: 'Address', render: (page) => `/${page.key}`, sortValue: (page) => page.key },
    { key: 'sections', header: 'Sections', sortValue: (page) => page.sections.length },
  ],
  searchText: (page) => `${page.title} ${page.key}`,
  useList: useGetPagesQuery,
  useItem: useGetPageQuery,
  useDelete: useDeletePageMutation,
  Editor: PageEditor,
});

export default function PagesPage() {
  return <AdminScreen config={pagesScreen} />;
}
