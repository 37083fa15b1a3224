import type { Teacher, TeacherInput } from '../../types';
import { apiSlice } from '../apiSlice';
import { collectionEndpoints } from './collectionEndpoints';

export const teachersApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    // Classes show their master's name.
    const teachers = collectionEndpoints<Teacher, TeacherInput>(build, { path: '/school/teachers', tag: 'Teacher', shownIn: ['Class'] });
    return {
      getTeachers: teachers.list,
      getTeacher: teachers.one,
      addTeacher: teachers.add,
      updateTeacher: teachers.update,
      deleteTeacher: teachers.remove,
    };
  },
});

export const {
  useGetTeachersQuery,
  useGetTeacherQuery,
  useAddTeacherMutation,
  useUpdateTeacherMutation,
  useDeleteTeacherMutation,
} = teachersApi;
