// /school/subjects: public reads, ADMIN writes; names are unique without regard to case or
// diacritics; a subject still taught is not deleted.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { subjectInputSchema, subjectSchema } from '@school/shared/schemas';
import type { Subject } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { isUniqueViolation } from '../http/databaseErrors';
import {
  deleteSubject,
  findSubject,
  findSubjectNamed,
  insertSubject,
  listSubjects,
  updateSubject,
} from '../repositories/subjectsRepository';
import { teacherNamesForSubject } from '../repositories/teachersRepository';
import { idParams } from '../validation/pathParams';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { subjectAudit } from '../audit/entityAudit';
import { createAudited, deleteAudited, updateAudited, type AuditedEntity } from './entityWrites';
import type { DatabaseOptions } from './routeOptions';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const notFound = () => new ApiError(404, schoolDataMessages.subject.notFound);
const subjects: AuditedEntity<Subject> = { itemType: 'subject', find: findSubject, label: (subject) => subject.name, fields: subjectAudit, notFound: schoolDataMessages.subject.notFound };

/** The unique index refused the name: 409 naming the subject that has it (decisions.md). */
async function nameTaken(db: Kysely<Database>, name: string, error: unknown): Promise<never> {
  const existing = isUniqueViolation(error) ? await findSubjectNamed(db, name) : undefined;
  if (!existing) throw error;
  const message = schoolDataMessages.subject.exists(existing.name);
  throw new ApiError(409, message, { name: message });
}

export async function subjectsRoutes(fastify: FastifyInstance, { db }: DatabaseOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const adminOnly = { onRequest: requireRole('ADMIN') };

  app.get('/school/subjects', { schema: { response: { 200: z.array(subjectSchema) } } }, async () => listSubjects(db));

  app.get('/school/subjects/:id', { schema: { params: idParams, response: { 200: subjectSchema } } }, async (request) => {
    return (await findSubject(db, request.params.id)) ?? Promise.reject(notFound());
  });

  app.post('/school/subjects', { ...adminOnly, schema: { body: subjectInputSchema, response: { 201: subjectSchema } } }, async (request, reply) => {
    const { name } = request.body;
    const subject = await createAudited(db, request, subjects, (trx) => insertSubject(trx, name)).catch((error: unknown) => nameTaken(db, name, error));
    return reply.status(201).send(subject);
  });

  app.put(
    '/school/subjects/:id',
    { ...adminOnly, schema: { params: idParams, body: subjectInputSchema, response: { 200: subjectSchema } } },
    async (request) => {
      const { name } = request.body;
      return updateAudited(db, request, subjects, request.params.id, (trx) => updateSubject(trx, request.params.id, name)).catch((error: unknown) => nameTaken(db, name, error));
    },
  );

  app.delete('/school/subjects/:id', { ...adminOnly, schema: { params: idParams } }, async (request, reply) => {
    await deleteAudited(db, request, subjects, request.params.id, { remove: deleteSubject, inUse: { names: teacherNamesForSubject, message: schoolDataMessages.subject.inUse } });
    return reply.type('text/plain; charset=utf-8').send(schoolDataMessages.subject.deleted);
  });
}
