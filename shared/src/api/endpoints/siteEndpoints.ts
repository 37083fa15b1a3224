// Whose site this host is, and how it looks (the school's name, logo, colours, footer contacts),
// and accepting a school's invitation link: the calls every section may make.
import type { InvitationAccept, Site, User } from '../../types';
import { currentUserSlice } from '../../session/currentUserSlice';
import { afterSignIn } from '../afterSignIn';
import { apiSlice } from '../apiSlice';

type StateWithUser = { [currentUserSlice.reducerPath]: ReturnType<typeof currentUserSlice.reducer> };

export const siteApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    // Revalidated like the content's reads: the answer's public max-age (30 s, for nginx) would let
    // a browser, a render worker's among them, draw a renamed school with its old name.
    getSite: build.query<Site, void>({ query: () => ({ url: '/site', cache: 'no-cache' }), providesTags: ['School'] }),
    acceptInvitation: build.mutation<User, InvitationAccept>({
      query: (acceptance) => ({ url: '/invitations/accept', method: 'POST', body: acceptance }),
      // The account is signed in on this school's host with the invitation's role.
      async onQueryStarted(_acceptance, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          afterSignIn(dispatch, currentUserSlice.selectors.selectCurrentUser(getState() as unknown as StateWithUser), data);
        } catch {
          // The screen shows the refusal.
        }
      },
    }),
  }),
});

export const { useGetSiteQuery, useAcceptInvitationMutation } = siteApi;
