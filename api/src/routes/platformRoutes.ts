// /platform (the platform's own host, PLATFORM_ADMIN): every school with its health, adding a
// school with its first ADMIN's invitation and its starter content, suspending and resuming one,
// its branding, more invitations (one identity may hold a role in several schools), and its
// archive (export). And, for anyone on the platform's host, the active schools' public addresses
// (/platform/sites: the snapshots' renderer).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { platformMessages as m } from '@school/shared/messages/platform';
import { invitationInputSchema, invitationSchema, newSchoolAnswerSchema, newSchoolInputSchema, platformSchoolSchema, platformSitesSchema, schoolBrandingInputSchema } from '@school/shared/schemas';
import { schoolExportPath } from '@school/shared/routing';
import { PLATFORM_ROLE } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { ApiError } from '../http/apiError';
import { contentDisposition } from '../media/contentDisposition';
import { activeDomainsBySchool, anySchoolExists, domainsBySchool, findSchool, insertSchool, setSchoolStatus, takenDomains, updateSchoolBranding, type SchoolStatus } from '../repositories/schoolsRepository';
import { enqueueSchoolCheck } from '../repositories/renderJobsRepository';
import { exportSchool } from '../schoolArchive/exportSchool';
import { createInvitation } from '../tenancy/invitations';
import { platformSchool, platformSchools } from '../tenancy/schoolHealth';
import { schoolOrigin } from '../tenancy/siteOrigin';
import { writeStarterContent } from '../tenancy/starterContent';
import { idParams } from '../validation/pathParams';
import { actorOf } from './auditWrite';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import type { DatedOptions } from './routeOptions';

export interface PlatformRoutesOptions extends DatedOptions {
  publicSiteUrl: string;
}

const domainTaken = (domain: string) => new ApiError(409, m.domainTaken(domain), { domains: m.domainTaken(domain) });
const noSchool = () => new ApiError(404, m.schoolNotFound);

export async function platformRoutes(fastify: FastifyInstance, { db, now, publicSiteUrl }: PlatformRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const operator = { onRequest: requireRole(PLATFORM_ROLE) };
  const schoolAnswer = { 200: platformSchoolSchema };

  const { storage } = fastify.media;
  const healthContext = () => ({ now: now(), isStored: async (key: string) => (await storage.stat(key)) !== undefined });
  const answerSchool = async (id: number) => (await platformSchool(db, healthContext(), id)) ?? Promise.reject(noSchool());

  // Anonymous: the renderer of the public pages signs in nowhere. Its /platform prefix keeps it on
  // the platform's host (tenantAccessPlugin); each address is its school's first domain, as its invitations.
  app.get('/platform/sites', { schema: { response: { 200: platformSitesSchema } } }, async () => ({
    single: !(await anySchoolExists(db)),
    sites: [...(await activeDomainsBySchool(db)).values()].map((hosts) => ({ url: schoolOrigin(publicSiteUrl, hosts[0]!), hosts })),
  }));

  app.get('/platform/schools', { ...operator, schema: { response: { 200: z.array(platformSchoolSchema) } } }, async () => platformSchools(db, healthContext()));

  app.post('/platform/schools', { ...operator, schema: { body: newSchoolInputSchema, response: { 201: newSchoolAnswerSchema } } }, async (request, reply) => {
    const domains = [...new Set(request.body.domains)];
    const { schoolId, invitation } = await db.transaction().execute(async (trx) => {
      const [taken] = await takenDomains(trx, domains);
      if (taken) throw domainTaken(taken);
      const id = await insertSchool(trx, { name: request.body.name, domains }, now());
      const invitation = await createInvitation(trx, { schoolId: id, domain: domains[0]!, role: 'ADMIN', now: now(), publicSiteUrl });
      await writeStarterContent(trx, { id, name: request.body.name }, actorOf(request), now());
      return { schoolId: id, invitation };
    });
    return reply.status(201).send({ school: await answerSchool(schoolId), invitation });
  });

  const setStatus = (status: SchoolStatus) => async (request: { params: { id: number } }) => {
    if (!(await setSchoolStatus(db, request.params.id, status))) throw noSchool();
    return answerSchool(request.params.id);
  };
  app.post('/platform/schools/:id/suspend', { ...operator, schema: { params: idParams, response: schoolAnswer } }, setStatus('SUSPENDED'));
  app.post('/platform/schools/:id/resume', { ...operator, schema: { params: idParams, response: schoolAnswer } }, setStatus('ACTIVE'));

  app.put('/platform/schools/:id/branding', { ...operator, schema: { params: idParams, body: schoolBrandingInputSchema, response: schoolAnswer } }, async (request) => {
    if (!(await updateSchoolBranding(db, request.params.id, request.body))) throw noSchool();
    // Every page shows the name and colours: the renderer workers check the school's snapshots.
    await enqueueSchoolCheck(db, request.params.id);
    return answerSchool(request.params.id);
  });

  app.post('/platform/schools/:id/invitations', { ...operator, schema: { params: idParams, body: invitationInputSchema, response: { 201: invitationSchema } } }, async (request, reply) => {
    const school = await findSchool(db, request.params.id);
    const [domain] = (await domainsBySchool(db)).get(request.params.id) ?? [];
    if (!school || !domain) throw noSchool();
    return reply.status(201).send(await createInvitation(db, { schoolId: school.id, domain, role: request.body.role, now: now(), publicSiteUrl }));
  });

  // The archive streams as it is written: the school's rows first, then each of its files.
  app.get(schoolExportPath.route, { ...operator, schema: { params: idParams } }, async (request, reply) => {
    if (!(await findSchool(db, request.params.id))) throw noSchool();
    const { manifest, archive } = await exportSchool(db, storage, request.params.id, now());
    return reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', contentDisposition('attachment', `school-${request.params.id}-${manifest.exportedAt.slice(0, 10)}.tar.gz`))
      .send(archive);
  });
}
