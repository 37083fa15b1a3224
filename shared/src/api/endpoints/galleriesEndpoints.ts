// The editors' gallery calls (issue 11's /api/content/galleries).
import type { Gallery, GalleryInput } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentCollectionEndpoints } from './contentCollectionEndpoints';

export const galleriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const galleries = contentCollectionEndpoints<Gallery, GalleryInput>(build, { path: '/content/galleries', tag: 'Gallery' });
    return { getGalleries: galleries.list, addGallery: galleries.add, updateGallery: galleries.update, deleteGallery: galleries.remove };
  },
});

export const { useGetGalleriesQuery, useAddGalleryMutation, useUpdateGalleryMutation, useDeleteGalleryMutation } = galleriesApi;
