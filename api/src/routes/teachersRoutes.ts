// /school/teachers: public reads, ADMIN writes; one PRINCIPAL at most; a teacher who is a class
// master is not deleted.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { teacherInputSchema, teacherSchema } from '@school/shared/schemas';
import { requireRole } from '../auth/requireRole';
import type { Teacher } from '@school/shared/types';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { isUniqueViolation } from '../http/databaseErrors';
import { classNamesForMaster } from '../repositories/classesRepository';
import { findSubject } from '../repositories/subjectsRepository';
import {
  deleteTeacher,
  findTeacher,
  insertTeacher,
  listTeachersJson,
  principalName,
  updateTeacher,
} from '../repositories/teachersRepository';
import { idParams } from '../validation/pathParams';
import { referencesMustExist } from '../validation/references';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { teacherAudit } from '../audit/entityAudit';
import { createAudited, deleteAudited, updateAudited, type AuditedEntity } from './entityWrites';
import type { DatabaseOptions } from './routeOptions';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const notFound = () => new ApiError(404, schoolDataMessages.teacher.notFound);

/** The one-principal index refused the write: 409 naming the principal who holds the post. */
async function principalTaken(db: Kysely<Database>, error: unknown): Promise<never> {
  const current = isUniqueViolation(error) ? await principalName(db) : undefined;
  if (!current) throw error;
  const message = schoolDataMessages.teacher.principalTaken(current);
  throw new ApiError(409, message, { position: message });
}

const teachers: AuditedEntity<Teacher> = {
  itemType: 'teacher',
  find: findTeacher,
  label: (teacher) => `${teacher.firstName} ${teacher.lastName}`,
  fields: teacherAudit,
  notFound: schoolDataMessages.teacher.notFound,
};

export async function teachersRoutes(fastify: FastifyInstance, { db }: DatabaseOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const adminOnly = { onRequest: requireRole('ADMIN') };
  const subjectExists = referencesMustExist({
    subject: { exists: async (id) => (await findSubject(db, id)) !== undefined, message: schoolDataMessages.teacher.subject },
  });

  // JSON text straight from the database (see listTeachersJson): the list is the biggest answer.
  app.get('/school/teachers', async (_request, reply) => reply.type('application/json; charset=utf-8').send(await listTeachersJson(db)));

  app.get('/school/teachers/:id', { schema: { params: idParams, response: { 200: teacherSchema } } }, async (request) => {
    return (await findTeacher(db, request.params.id)) ?? Promise.reject(notFound());
  });

  app.post(
    '/school/teachers',
    { ...adminOnly, ...subjectExists, schema: { body: teacherInputSchema, response: { 201: teacherSchema } } },
    async (request, reply) => {
      const teacher = await createAudited(db, request, teachers, (trx) => insertTeacher(trx, request.body)).catch((error: unknown) => principalTaken(db, error));
      return reply.status(201).send(teacher);
    },
  );

  app.put(
    '/school/teachers/:id',
    { ...adminOnly, ...subjectExists, schema: { params: idParams, body: teacherInputSchema, response: { 200: teacherSchema } } },
    async (request) =>
      updateAudited(db, request, teachers, request.params.id, (trx) => updateTeacher(trx, request.params.id, request.body)).catch((error: unknown) =>
        principalTaken(db, error),
      ),
  );

  app.delete('/school/teachers/:id', { ...adminOnly, schema: { params: idParams } }, async (request, reply) => {
    await deleteAudited(db, request, teachers, request.params.id, { remove: deleteTeacher, inUse: { names: classNamesForMaster, message: schoolDataMessages.teacher.inUse } });
    return reply.type('text/plain; charset=utf-8').send(schoolDataMessages.teacher.deleted);
  });
}
