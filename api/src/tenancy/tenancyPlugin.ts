// Decides the request's tenant from its Host, before the session is read: a configured school's
// host, the platform's own host (PLATFORM_HOST), or — when no school is configured — the one school
// of today's install on any host. A host that names no school gets 404, never another school's
// content. What each tenant may reach (the console, a suspended school) is tenantAccessPlugin's.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { platformMessages } from '@school/shared/messages/platform';
import type { Db } from '../db/database';
import { ApiError } from '../http/apiError';
import { anySchoolExists, findSchoolByHost } from '../repositories/schoolsRepository';
import { asksFreshAnswer } from '../http/asksFreshAnswer';
import { hostNameOf } from './hostName';
import { runForSchool } from './schoolContext';
import { createSchoolHostCache, type SchoolHostCache } from './schoolHostCache';
import { schoolIdOf, singleSchool, type Tenant } from './tenant';

export interface TenancyPluginOptions {
  db: Db;
  platformHost: string | null;
}

export async function resolveTenant(db: Db, platformHost: string | null, hostHeader: string | undefined, schools?: SchoolHostCache, fresh = false): Promise<Tenant | undefined> {
  const host = hostNameOf(hostHeader);
  if (host && host === platformHost) return { kind: 'platform' };
  const school = host ? await (schools ? schools.find(host, fresh) : findSchoolByHost(db, host)) : undefined;
  if (host && school) return { kind: 'school', school, host };
  return (await anySchoolExists(db)) ? undefined : singleSchool;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function tenancyPlugin(app: FastifyInstance, { db, platformHost }: TenancyPluginOptions): Promise<void> {
  // Set by the hook below on every request before any route reads it.
  app.decorateRequest('tenant', null as never);
  // A callback hook: the rest of the request (its hooks, handler and database work) runs inside
  // runForSchool, so each connection it takes is set to its school (schoolContext.ts).
  const schools = createSchoolHostCache((host) => findSchoolByHost(db, host));
  app.addHook('onRequest', (request, _reply, done) => {
    resolveTenant(db, platformHost, request.headers.host, schools, asksFreshAnswer(request.headers)).then((tenant) => {
      if (!tenant) return done(new ApiError(404, platformMessages.unknownHost));
      request.tenant = tenant;
      runForSchool(schoolIdOf(request), () => done());
    }, done);
  });
  // Before the console's answer leaves: its next request already finds the school as changed.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.tenant?.kind === 'platform' && !READS.has(request.method)) schools.clear();
    return payload;
  });
}

export default fp(tenancyPlugin, { name: 'tenancy' });
