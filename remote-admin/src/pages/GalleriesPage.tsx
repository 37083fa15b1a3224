// /admin/galleries: 'All Galleries'. Each gallery with its school year, photo count and status;
// 'Add gallery' and Edit open the editor in place of the list.
import { useDeleteGalleryMutation, useGetGalleriesQuery, useGetGalleryQuery, type Gallery } from '@school/shared';
import { ContentScreen, type ContentScreenConfig } from '../components/content/ContentScreen';
import { GalleryEditor } from './galleries/GalleryEditor';

const galleriesScreen: ContentScreenConfig<Gallery> = {
  path: 'admin/galleries',
  noun: { one: 'gallery', many: 'galleries' },
  columns: [
    { key: 'title', header: 'Title', render: (gallery) => gallery.title, sortValue: (gallery) => gallery.title },
    { key: 'schoolYear', header: 'School year', render: (gallery) => gallery.schoolYear, sortValue: (gallery) => gallery.schoolYear },
    { key: 'photos', header: 'Photos', render: (gallery) => String(gallery.photos.length), sortValue: (gallery) => gallery.photos.length },
  ],
  rowName: (gallery) => gallery.title,
  searchText: (gallery) => `${gallery.title} ${gallery.schoolYear}`,
  useList: useGetGalleriesQuery,
  useItem: useGetGalleryQuery,
  useDelete: useDeleteGalleryMutation,
  Editor: ({ item, onSaved, onBack }) => <GalleryEditor gallery={item} onSaved={onSaved} onBack={onBack} />,
};

export default function GalleriesPage() {
  return <ContentScreen config={galleriesScreen} />;
}
