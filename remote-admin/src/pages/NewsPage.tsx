// /admin/news: 'All News'. The posts of the chosen status and school year, searched, sorted and
// paged; 'Add news post' and each row's Edit open the editor in place of the list.
import { useDeleteNewsPostMutation, useGetNewsQuery, useGetNewsPostQuery, type NewsPost } from '@school/shared';
import { contentScreen } from '../components/content/contentScreen';
import { AdminScreen } from '../components/screen/AdminScreen';
import { NewsEditor } from './news/NewsEditor';

const newsScreen = contentScreen<NewsPost>({
  path: 'admin/news',
  noun: { one: 'news post', many: 'news posts' },
  columns: [
    { key: 'title', header: 'Title', render: (post) => post.title, sortValue: (post) => post.title },
    { key: 'date', header: 'Date', render: (post) => post.date, sortValue: (post) => post.date },
    { key: 'schoolYear', header: 'School year', render: (post) => post.schoolYear, sortValue: (post) => post.schoolYear },
  ],
  rowName: (post) => post.title,
  searchText: (post) => `${post.title} ${post.place} ${post.date}`,
  useList: useGetNewsQuery,
  useItem: useGetNewsPostQuery,
  useDelete: useDeleteNewsPostMutation,
  Editor: NewsEditor,
});

export default function NewsPage() {
  return <AdminScreen config={newsScreen} />;
}
