import type { AboutUs } from '../../types';
import { apiSlice } from '../apiSlice';
import { refreshes } from '../tags';
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
      // Search answers show the description and the history.
      invalidatesTags: refreshes('AboutUs', 'Search'),
    }),
  }),
});

export const { useGetAboutUsQuery, useUpdateAboutUsMutation } = aboutUsApi;
