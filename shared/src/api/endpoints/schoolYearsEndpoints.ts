// The school years the content items have (editors): the admin lists' school-year filters. Any
// write of an item with a school year may add one.
import { apiSlice } from '@school/shared';

export const schoolYearsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSchoolYears: build.query<string[], void>({ query: () => ({ url: '/content/school-years', cache: 'no-cache' }), providesTags: ['News', 'Gallery', 'Document'] }),
  }),
});

export const { useGetSchoolYearsQuery } = schoolYearsApi;
