// /school/teachers: public reads, ADMIN writes; one PRINCIPAL at most; a teacher who is a class
// master is not deleted.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messages } from '@school/shared/messages';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { isUniqueViolation } from '../http/databaseErrors';
import { classNamesForMaster } from '../repositories/classesRepository';
import {
  deleteTeacher,
  findTeacher,
  insertTeacher,
  listTeachersJson,
  principalName,
  updateTeacher,
} from '../repositories/teachersRepository';
import { parseId } from '../validation/requestInput';
import { readTeacherInput } from '../validation/teacherInput';

const notFound = () => new ApiError(404, messages.teacher.notFound);

/** The one-principal index refused the write: 409 naming the principal who holds the post. */
async function principalTaken(db: Kysely<Database>, error: unknown): Promise<never> {
  const current = isUniqueViolation(error) ? await principalName(db) : undefined;
  if (!current) throw error;
  const message = messages.teacher.principalTaken(current);
  throw new ApiError(409, message, { position: message });
}

export async function teachersRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const adminOnly = { onRequest: requireRole('ADMIN') };

  // JSON text straight from the database (see listTeachersJson): the list is the biggest answer.
  app.get('/school/teachers', async (_request, reply) => reply.type('application/json; charset=utf-8').send(await listTeachersJson(db)));

  app.get('/school/teachers/:id', async (request) => (await findTeacher(db, parseId(request.params))) ?? Promise.reject(notFound()));

  app.post('/school/teachers', adminOnly, async (request, reply) => {
    const teacher = await db
      .transaction()
      .execute(async (trx) => {
        const id = await insertTeacher(trx, await readTeacherInput(trx, request.body));
        return findTeacher(trx, id);
      })
      .catch((error: unknown) => principalTaken(db, error));
    return reply.status(201).send(teacher);
  });

  app.put('/school/teachers/:id', adminOnly, async (request) => {
    const id = parseId(request.params);
    return db
      .transaction()
      .execute(async (trx) => {
        const values = await readTeacherInput(trx, request.body);
        if (!(await updateTeacher(trx, id, values))) throw notFound();
        return findTeacher(trx, id);
      })
      .catch((error: unknown) => principalTaken(db, error));
  });

  app.delete('/school/teachers/:id', adminOnly, async (request, reply) => {
    const id = parseId(request.params);
    await db.transaction().execute(async (trx) => {
      const classes = await classNamesForMaster(trx, id);
      if (classes.length > 0) throw new ApiError(409, messages.teacher.inUse(classes));
      if (!(await deleteTeacher(trx, id))) throw notFound();
    });
    return reply.type('text/plain; charset=utf-8').send(messages.teacher.deleted);
  });
}
