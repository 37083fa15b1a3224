// /admin/news: 'All News'. The posts of the chosen status and school year, searched, sorted and
// paged; 'Add news post' and each row's Edit open the editor in place of the list.
import { useDeleteNewsPostMutation, useGetNewsQuery, useGetNewsPostQuery, type NewsPost } from '@school/shared';
import { contentScreen } from '../components/content/contentScreen';
import { AdminScreen } from '../components/screen/AdminScreen';
import { NewsEditor } from './news/NewsEditor';

const newsScreen = contentScreen<NewsPost>({
  type: 'news',
  columns: [
    { key: 'date', header: 'Date', sortValue: (post) => post.date },
    { key: 'schoolYear', header: 'School year', sortValue: (post) => post.schoolYear },
  ],
  searchText: (post) => `${post.title} ${post.place} ${post.date}`,
  useList: useGetNewsQuery,
  useItem: useGetNewsPostQuery,
  useDelete: useDeleteNewsPostMutation,
  Editor: NewsEditor,
});

export default function NewsPage() {
  return <AdminScreen config={newsScreen} />;
}
