// The platform console's calls (PLATFORM_ADMIN, on the platform's host): every school with its
// health, adding one, suspending and resuming, its branding, an invitation link.
import { apiSlice } from '@school/shared';
import type { Invitation, NewSchoolInput, PlatformSchool, SchoolBrandingInput } from '../../types';
import { refreshes } from '../tags';

export const platformApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPlatformSchools: build.query<PlatformSchool[], void>({ query: () => '/platform/schools', providesTags: ['School'] }),
    addSchool: build.mutation<{ school: PlatformSchool; invitation: Invitation }, NewSchoolInput>({
      query: (school) => ({ url: '/platform/schools', method: 'POST', body: school }),
      invalidatesTags: refreshes('School'),
    }),
    setSchoolStatus: build.mutation<PlatformSchool, { id: number; action: 'suspend' | 'resume' }>({
      query: ({ id, action }) => ({ url: `/platform/schools/${id}/${action}`, method: 'POST' }),
      invalidatesTags: refreshes('School'),
    }),
    updateSchoolBranding: build.mutation<PlatformSchool, { id: number; branding: SchoolBrandingInput }>({
      query: ({ id, branding }) => ({ url: `/platform/schools/${id}/branding`, method: 'PUT', body: branding }),
      invalidatesTags: refreshes('School'),
    }),
    inviteToSchool: build.mutation<Invitation, { id: number; role: 'ADMIN' | 'MANAGER' }>({
      query: ({ id, role }) => ({ url: `/platform/schools/${id}/invitations`, method: 'POST', body: { role } }),
    }),
  }),
});

export const { useGetPlatformSchoolsQuery, useAddSchoolMutation, useSetSchoolStatusMutation, useUpdateSchoolBrandingMutation, useInviteToSchoolMutation } = platformApi;
