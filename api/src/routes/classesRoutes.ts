// /school/classes: public reads, ADMIN writes; a class is answered with its whole master.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messages } from '@school/shared/messages';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { deleteClass, findClass, insertClass, listClasses, updateClass } from '../repositories/classesRepository';
import { readClassInput } from '../validation/classInput';
import { parseId } from '../validation/requestInput';

const notFound = () => new ApiError(404, messages.schoolClass.notFound);

export async function classesRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const adminOnly = { onRequest: requireRole('ADMIN') };

  app.get('/school/classes', async () => listClasses(db));

  app.get('/school/classes/:id', async (request) => (await findClass(db, parseId(request.params))) ?? Promise.reject(notFound()));

  app.post('/school/classes', adminOnly, async (request, reply) => {
    const schoolClass = await db.transaction().execute(async (trx) => {
      const id = await insertClass(trx, await readClassInput(trx, request.body));
      return findClass(trx, id);
    });
    return reply.status(201).send(schoolClass);
  });

  app.put('/school/classes/:id', adminOnly, async (request) => {
    const id = parseId(request.params);
    return db.transaction().execute(async (trx) => {
      const values = await readClassInput(trx, request.body);
      if (!(await updateClass(trx, id, values))) throw notFound();
      return findClass(trx, id);
    });
  });

  app.delete('/school/classes/:id', adminOnly, async (request, reply) => {
    const id = parseId(request.params);
    const deleted = await db.transaction().execute((trx) => deleteClass(trx, id));
    if (!deleted) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(messages.schoolClass.deleted);
  });
}
