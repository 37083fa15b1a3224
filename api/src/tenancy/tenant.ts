// The request's tenant, decided once at the edge of the API from its Host (tenancyPlugin.ts) and
// read by everything below the routes: never a school id from a body or a query.
import type { FastifyRequest } from 'fastify';
import type { SchoolRecord } from '../repositories/schoolsRepository';

export type Tenant =
  /** No school is configured: the one school of today's install, on any host. */
  | { kind: 'single' }
  /** A configured school's host: `host` is the one asked on (one of its domains, lower case, no port). */
  | { kind: 'school'; school: SchoolRecord; host: string }
  /** The platform's own host (PLATFORM_HOST): the county's console, no school's content. */
  | { kind: 'platform' };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

export const singleSchool: Tenant = { kind: 'single' };

/** The school id of the request, or null on a single-school install (and on the platform's host). */
export const schoolIdOf = (request: FastifyRequest): number | null => (request.tenant.kind === 'school' ? request.tenant.school.id : null);

/** A request's path without its query. */
export const pathOf = (url: string) => url.split('?')[0] ?? '';
