// Session calls: sign in (HTTP Basic), sign out, register, and who the session belongs to.
import type { Credentials, Registration, User } from '../../types';
import { currentUserSlice, userSignedIn, userSignedOutHere } from '../../session/currentUserSlice';
import { clearAllDrafts } from '../../session/drafts';
import { afterSignIn } from '../afterSignIn';
import { apiSlice } from '../apiSlice';

type StateWithUser = { [currentUserSlice.reducerPath]: ReturnType<typeof currentUserSlice.reducer> };

/** Basic credentials, UTF-8 encoded so non-ASCII passwords survive btoa. */
export function basicAuthorization({ username, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `Basic ${btoa(binary)}`;
}

export const userApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, Credentials>({
      query: (credentials) => ({
        url: '/user/login',
        method: 'GET',
        headers: { Authorization: basicAuthorization(credentials) },
      }),
      async onQueryStarted(_credentials, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          afterSignIn(dispatch, currentUserSlice.selectors.selectCurrentUser(getState() as unknown as StateWithUser), data);
        } catch {
          // The screen shows the failure; nothing to store.
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/user/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } finally {
          dispatch(userSignedOutHere());
          dispatch(apiSlice.util.resetApiState());
          clearAllDrafts();
        }
      },
    }),
    register: build.mutation<User, Registration>({
      query: (registration) => ({ url: '/user/registration', method: 'POST', body: registration }),
    }),
    getCurrentUser: build.query<User, void>({
      query: () => '/user/me',
      providesTags: ['CurrentUser'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userSignedIn(data));
        } catch {
          // A 401 already cleared the stored user in the base query.
        }
      },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRegisterMutation, useGetCurrentUserQuery } = userApi;
