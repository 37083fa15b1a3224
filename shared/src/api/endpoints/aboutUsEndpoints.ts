import type { AboutUs } from '../../types';
import { apiSlice } from '../apiSlice';
import { saveStoredSchoolDetails } from '../schoolDetailsStorage';

/** How long the school's details may take before the page says they cannot be loaded. */
export const ABOUT_US_TIMEOUT_MS = 5000;

export const aboutUsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAboutUs: build.query<AboutUs, void>({
      query: () => ({ url: '/school/about-us', timeout: ABOUT_US_TIMEOUT_MS }),
      providesTags: ['AboutUs'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) saveStoredSchoolDetails(data);
      },
    }),
    updateAboutUs: build.mutation<AboutUs, AboutUs>({
      query: (aboutUs) => ({ url: '/school/about-us', method: 'PUT', body: aboutUs }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(aboutUsApi.util.upsertQueryData('getAboutUs', undefined, data));
          saveStoredSchoolDetails(data);
        } catch {
          // The form shows the error and keeps what was typed.
        }
      },
    }),
  }),
});

export const { useGetAboutUsQuery, useUpdateAboutUsMutation } = aboutUsApi;
