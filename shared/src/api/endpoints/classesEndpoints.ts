import type { ClassInput, SchoolClass } from '../../types';
import { apiSlice } from '@school/shared';
import { collectionEndpoints } from './collectionEndpoints';

export const classesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const classes = collectionEndpoints<SchoolClass, ClassInput>(build, { path: '/school/classes', tag: 'Class' });
    return {
      getClasses: classes.list,
      getClass: classes.one,
      addClass: classes.add,
      updateClass: classes.update,
      deleteClass: classes.remove,
    };
  },
});

export const {
  useGetClassesQuery,
  useGetClassQuery,
  useAddClassMutation,
  useUpdateClassMutation,
  useDeleteClassMutation,
} = classesApi;
