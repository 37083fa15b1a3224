import { CONTENT_KINDS, contentApiPath, type Gallery, type GalleryInput } from '../../types';
import { apiSlice } from '../apiSlice';
import { contentEndpoints, type ContentListQuery } from './contentEndpoints';

export const galleriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    // Pages show galleries as photo groups.
    const galleries = contentEndpoints<Gallery, GalleryInput, ContentListQuery>(build, { path: contentApiPath('gallery'), tag: CONTENT_KINDS.gallery.tag, shownIn: ['Page'] });
    return {
      getGalleries: galleries.list,
      getGallery: galleries.one,
      addGallery: galleries.add,
      updateGallery: galleries.update,
      deleteGallery: galleries.remove,
      restoreGallery: galleries.restore,
    };
  },
});

export const {
  useGetGalleriesQuery,
  useGetGalleryQuery,
  useAddGalleryMutation,
  useUpdateGalleryMutation,
  useDeleteGalleryMutation,
  useRestoreGalleryMutation,
} = galleriesApi;
