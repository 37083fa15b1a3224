import type { Subject, SubjectInput } from '../../types';
import { apiSlice, LIST_ID } from '../apiSlice';
import { appendRow, removeRow, replaceRow } from '../listCache';
import { plainTextResponse } from '../plainTextResponse';

export const subjectsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSubjects: build.query<Subject[], void>({
      query: () => '/school/subjects',
      providesTags: [{ type: 'Subject', id: LIST_ID }],
    }),
    getSubject: build.query<Subject, number>({
      query: (id) => `/school/subjects/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Subject', id }],
    }),
    addSubject: build.mutation<Subject, SubjectInput>({
      query: (subject) => ({ url: '/school/subjects', method: 'POST', body: subject }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(subjectsApi.util.updateQueryData('getSubjects', undefined, appendRow(data)));
      },
    }),
    updateSubject: build.mutation<Subject, SubjectInput & { id: number }>({
      query: ({ id, ...subject }) => ({ url: `/school/subjects/${id}`, method: 'PUT', body: subject }),
      // Teachers and classes show the subject's name, so their lists refetch.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Subject', id }, 'Teacher', 'Class']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(subjectsApi.util.updateQueryData('getSubjects', undefined, replaceRow(data)));
      },
    }),
    deleteSubject: build.mutation<string, number>({
      query: (id) => ({ url: `/school/subjects/${id}`, method: 'DELETE', responseHandler: plainTextResponse }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(subjectsApi.util.updateQueryData('getSubjects', undefined, removeRow(id)));
      },
    }),
  }),
});

export const {
  useGetSubjectsQuery,
  useGetSubjectQuery,
  useAddSubjectMutation,
  useUpdateSubjectMutation,
  useDeleteSubjectMutation,
} = subjectsApi;
