// /admin/galleries: 'All Galleries'. Each gallery with its school year, photo count and status;
// 'Add gallery' and Edit open the editor in place of the list.
import { useDeleteGalleryMutation, useGetGalleriesQuery, useGetGalleryQuery, type Gallery } from '@school/shared';
import { contentScreen } from '../components/content/contentScreen';
import { AdminScreen } from '../components/screen/AdminScreen';
import { GalleryEditor } from './galleries/GalleryEditor';

const galleriesScreen = contentScreen<Gallery>({
  type: 'gallery',
  columns: [
    { key: 'schoolYear', header: 'School year', sortValue: (gallery) => gallery.schoolYear },
    { key: 'photos', header: 'Photos', sortValue: (gallery) => gallery.photos.length },
  ],
  searchText: (gallery) => `${gallery.title} ${gallery.schoolYear}`,
  useList: useGetGalleriesQuery,
  useItem: useGetGalleryQuery,
  useDelete: useDeleteGalleryMutation,
  Editor: GalleryEditor,
});

export default function GalleriesPage() {
  return <AdminScreen config={galleriesScreen} />;
}
