// /school/classes: public reads, ADMIN writes; a class is answered with its whole master.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { classBodySchema, classSchema } from '@school/shared/schemas';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { deleteClass, findClass, insertClass, listClasses, updateClass } from '../repositories/classesRepository';
import { teacherExists } from '../repositories/teachersRepository';
import { idParams } from '../validation/pathParams';
import { referencesMustExist } from '../validation/references';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { classAudit } from '../audit/entityAudit';
import { auditWrite } from './auditWrite';

const notFound = () => new ApiError(404, messages.schoolClass.notFound);

export async function classesRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  const adminOnly = { onRequest: requireRole('ADMIN') };
  const masterExists = referencesMustExist({ master: { exists: (id) => teacherExists(db, id), message: messages.schoolClass.master } });

  app.get('/school/classes', { schema: { response: { 200: z.array(classSchema) } } }, async () => listClasses(db));

  app.get('/school/classes/:id', { schema: { params: idParams, response: { 200: classSchema } } }, async (request) => {
    return (await findClass(db, request.params.id)) ?? Promise.reject(notFound());
  });

  app.post(
    '/school/classes',
    { ...adminOnly, ...masterExists, schema: { body: classBodySchema, response: { 201: classSchema } } },
    async (request, reply) => {
      const schoolClass = await db.transaction().execute(async (trx) => {
        const created = await insertClass(trx, request.body);
        await auditWrite(trx, request, { action: 'CREATE', fields: classAudit, itemType: 'class', itemId: created.id, itemLabel: created.name, after: created });
        return created;
      });
      return reply.status(201).send(schoolClass);
    },
  );

  app.put(
    '/school/classes/:id',
    { ...adminOnly, ...masterExists, schema: { params: idParams, body: classBodySchema, response: { 200: classSchema } } },
    async (request) => {
      const { id } = request.params;
      return db.transaction().execute(async (trx) => {
        const before = await findClass(trx, id);
        if (!before || !(await updateClass(trx, id, request.body))) throw notFound();
        const after = (await findClass(trx, id))!;
        await auditWrite(trx, request, { action: 'UPDATE', fields: classAudit, itemType: 'class', itemId: id, itemLabel: after.name, before, after });
        return after;
      });
    },
  );

  app.delete('/school/classes/:id', { ...adminOnly, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    await db.transaction().execute(async (trx) => {
      const before = await findClass(trx, id);
      if (!before || !(await deleteClass(trx, id))) throw notFound();
      await auditWrite(trx, request, { action: 'DELETE', fields: classAudit, itemType: 'class', itemId: id, itemLabel: before.name, before });
    });
    return reply.type('text/plain; charset=utf-8').send(messages.schoolClass.deleted);
  });
}
