import type { Teacher, TeacherInput } from '../../types';
import { apiSlice, LIST_ID } from '../apiSlice';
import { appendRow, removeRow, replaceRow } from '../listCache';
import { plainTextResponse } from '../plainTextResponse';

export const teachersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTeachers: build.query<Teacher[], void>({
      query: () => '/school/teachers',
      providesTags: ['Teacher', { type: 'Teacher', id: LIST_ID }],
    }),
    getTeacher: build.query<Teacher, number>({
      query: (id) => `/school/teachers/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Teacher', id }],
    }),
    addTeacher: build.mutation<Teacher, TeacherInput>({
      query: (teacher) => ({ url: '/school/teachers', method: 'POST', body: teacher }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(teachersApi.util.updateQueryData('getTeachers', undefined, appendRow(data)));
      },
    }),
    updateTeacher: build.mutation<Teacher, TeacherInput & { id: number }>({
      query: ({ id, ...teacher }) => ({ url: `/school/teachers/${id}`, method: 'PUT', body: teacher }),
      // Classes show their master's name, so their list refetches.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Teacher', id }, 'Class']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(teachersApi.util.updateQueryData('getTeachers', undefined, replaceRow(data)));
      },
    }),
    deleteTeacher: build.mutation<string, number>({
      query: (id) => ({ url: `/school/teachers/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(teachersApi.util.updateQueryData('getTeachers', undefined, removeRow(id)));
      },
    }),
  }),
});

export const {
  useGetTeachersQuery,
  useGetTeacherQuery,
  useAddTeacherMutation,
  useUpdateTeacherMutation,
  useDeleteTeacherMutation,
} = teachersApi;
