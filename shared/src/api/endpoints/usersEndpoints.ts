// User management (ADMIN): the paged list and a partial change. A change is in the audit log too.
import type { ManagedUser, Page, UserListQuery, UserUpdate } from '../../types';
import { apiSlice } from '@school/shared';
import { refreshes } from '../tags';

export const usersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Page<ManagedUser>, UserListQuery>({
      query: (params) => ({ url: '/users', params }),
      providesTags: ['User'],
    }),
    updateUser: build.mutation<ManagedUser, UserUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/users/${id}`, method: 'PUT', body }),
      invalidatesTags: refreshes('User', 'AuditLog'),
    }),
  }),
});

export const { useGetUsersQuery, useUpdateUserMutation } = usersApi;
