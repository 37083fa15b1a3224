// /school/classes: public reads, ADMIN writes; a class is answered with its whole master.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { classBodySchema, classSchema } from '@school/shared/schemas';
import type { SchoolClass } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { ApiError } from '../http/apiError';
import { deleteClass, findClass, insertClass, listClasses, updateClass } from '../repositories/classesRepository';
import { teacherExists } from '../repositories/teachersRepository';
import { idParams } from '../validation/pathParams';
import { referencesMustExist } from '../validation/references';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { classAudit } from '../audit/entityAudit';
import { createAudited, deleteAudited, updateAudited, type AuditedEntity } from './entityWrites';
import type { DatabaseOptions } from './routeOptions';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const notFound = () => new ApiError(404, schoolDataMessages.schoolClass.notFound);
const classes: AuditedEntity<SchoolClass> = { itemType: 'class', find: findClass, label: (schoolClass) => schoolClass.name, fields: classAudit, notFound: schoolDataMessages.schoolClass.notFound };

export async function classesRoutes(fastify: FastifyInstance, { db }: DatabaseOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const adminOnly = { onRequest: requireRole('ADMIN') };
  const masterExists = referencesMustExist({ master: { exists: (id) => teacherExists(db, id), message: schoolDataMessages.schoolClass.master } });

  app.get('/school/classes', { schema: { response: { 200: z.array(classSchema) } } }, async () => listClasses(db));

  app.get('/school/classes/:id', { schema: { params: idParams, response: { 200: classSchema } } }, async (request) => {
    return (await findClass(db, request.params.id)) ?? Promise.reject(notFound());
  });

  app.post(
    '/school/classes',
    { ...adminOnly, ...masterExists, schema: { body: classBodySchema, response: { 201: classSchema } } },
    async (request, reply) => reply.status(201).send(await createAudited(db, request, classes, (trx) => insertClass(trx, request.body))),
  );

  app.put(
    '/school/classes/:id',
    { ...adminOnly, ...masterExists, schema: { params: idParams, body: classBodySchema, response: { 200: classSchema } } },
    async (request) => updateAudited(db, request, classes, request.params.id, (trx) => updateClass(trx, request.params.id, request.body)),
  );

  app.delete('/school/classes/:id', { ...adminOnly, schema: { params: idParams } }, async (request, reply) => {
    await deleteAudited(db, request, classes, request.params.id, { remove: deleteClass });
    return reply.type('text/plain; charset=utf-8').send(schoolDataMessages.schoolClass.deleted);
  });
}
