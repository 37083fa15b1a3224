// The signed-in user's own account (/cont): change the password, sign out of every other session.
import type { OtherSessionsEnded, PasswordChange } from '../../types';
import { apiSlice } from '../apiSlice';
import { refreshes } from '../tags';

export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: '/account/password', method: 'PUT', body }),
      invalidatesTags: refreshes('AuditLog'),
    }),
    signOutOtherSessions: build.mutation<OtherSessionsEnded, void>({
      query: () => ({ url: '/account/sign-out-others', method: 'POST' }),
    }),
  }),
});

export const { useChangeOwnPasswordMutation, useSignOutOtherSessionsMutation } = accountApi;
