import type { AboutUs } from '../../types';
import { apiSlice } from '../apiSlice';

export const aboutUsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAboutUs: build.query<AboutUs, void>({
      query: () => '/school/about-us',
      providesTags: ['AboutUs'],
    }),
    updateAboutUs: build.mutation<AboutUs, AboutUs>({
      query: (aboutUs) => ({ url: '/school/about-us', method: 'PUT', body: aboutUs }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(aboutUsApi.util.upsertQueryData('getAboutUs', undefined, data));
        } catch {
          // The form shows the error and keeps what was typed.
        }
      },
    }),
  }),
});

export const { useGetAboutUsQuery, useUpdateAboutUsMutation } = aboutUsApi;
