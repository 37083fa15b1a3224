import type { Subject, SubjectInput } from '../../types';
import { apiSlice } from '@school/shared';
import { collectionEndpoints } from './collectionEndpoints';

export const subjectsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    // Teachers and classes show the subject's name.
    const subjects = collectionEndpoints<Subject, SubjectInput>(build, { path: '/school/subjects', tag: 'Subject', shownIn: ['Teacher', 'Class'] });
    return {
      getSubjects: subjects.list,
      getSubject: subjects.one,
      addSubject: subjects.add,
      updateSubject: subjects.update,
      deleteSubject: subjects.remove,
    };
  },
});

export const {
  useGetSubjectsQuery,
  useGetSubjectQuery,
  useAddSubjectMutation,
  useUpdateSubjectMutation,
  useDeleteSubjectMutation,
} = subjectsApi;
