import { apiSlice } from '../apiSlice';
import { contentKindEndpoints } from './contentKindEndpoints';

// Pages show galleries as photo groups.
export const galleriesApi = apiSlice.injectEndpoints({ endpoints: (build) => contentKindEndpoints(build, 'gallery', { shownIn: ['Page'] }) });

export const { useGetGalleriesQuery, useGetGalleryQuery, useAddGalleryMutation, useUpdateGalleryMutation, useDeleteGalleryMutation } = galleriesApi;
