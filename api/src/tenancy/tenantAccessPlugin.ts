// What each tenant's host may reach, checked once the session is loaded (so a refused request
// leaves the visitor's XSRF token as it was): the platform's host serves signing in and the
// console, nothing of a school's; the console is on no school's host; a suspended school's host
// answers 503 (GET /api/site says so itself).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { platformMessages } from '@school/shared/messages/platform';
import { ApiError } from '../http/apiError';
import { pathOf } from './tenant';

const platformPrefix = '/api/platform/';
/** What the platform's host serves besides the console. */
const platformPaths = new Set(['/api/site', '/api/user/login', '/api/user/logout', '/api/user/me']);
/** What a suspended school's host still answers. */
const suspendedPaths = new Set(['/api/site']);

async function tenantAccessPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const { tenant } = request;
    const path = pathOf(request.url);
    const console = path.startsWith(platformPrefix);
    if (tenant.kind === 'platform' ? !console && !platformPaths.has(path) : console) throw new ApiError(404, platformMessages.unknownHost);
    if (tenant.kind === 'school' && tenant.school.status === 'SUSPENDED' && !suspendedPaths.has(path)) throw new ApiError(503, platformMessages.schoolUnavailable);
  });
}

export default fp(tenantAccessPlugin, { name: 'tenant-access', dependencies: ['tenancy', 'session'] });
