import type { ClassInput, SchoolClass } from '../../types';
import { apiSlice, LIST_ID } from '../apiSlice';
import { appendRow, removeRow, replaceRow } from '../listCache';
import { plainTextResponse } from '../plainTextResponse';

export const classesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getClasses: build.query<SchoolClass[], void>({
      query: () => '/school/classes',
      providesTags: ['Class', { type: 'Class', id: LIST_ID }],
    }),
    getClass: build.query<SchoolClass, number>({
      query: (id) => `/school/classes/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Class', id }],
    }),
    addClass: build.mutation<SchoolClass, ClassInput>({
      query: (schoolClass) => ({ url: '/school/classes', method: 'POST', body: schoolClass }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(classesApi.util.updateQueryData('getClasses', undefined, appendRow(data)));
      },
    }),
    updateClass: build.mutation<SchoolClass, ClassInput & { id: number }>({
      query: ({ id, ...schoolClass }) => ({ url: `/school/classes/${id}`, method: 'PUT', body: schoolClass }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(classesApi.util.updateQueryData('getClasses', undefined, replaceRow(data)));
      },
    }),
    deleteClass: build.mutation<string, number>({
      query: (id) => ({ url: `/school/classes/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(classesApi.util.updateQueryData('getClasses', undefined, removeRow(id)));
      },
    }),
  }),
});

export const {
  useGetClassesQuery,
  useGetClassQuery,
  useAddClassMutation,
  useUpdateClassMutation,
  useDeleteClassMutation,
} = classesApi;
