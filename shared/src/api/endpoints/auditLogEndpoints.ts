// The audit log (ADMIN): newest first, filtered. Every write invalidates 'AuditLog' only where it
// is in the slice (users); the screen refetches on opening for the others.
import type { AuditEntry, AuditLogQuery, Page } from '../../types';
import { apiSlice } from '@school/shared';

export const auditLogApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<Page<AuditEntry>, AuditLogQuery>({
      query: (params) => ({ url: '/audit-log', params }),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditLogApi;
