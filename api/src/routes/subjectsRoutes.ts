// /school/subjects: public reads, ADMIN writes; names are unique without regard to case or
// diacritics; a subject still taught is not deleted.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messages } from '@school/shared/messages';
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
import { parseId } from '../validation/requestInput';
import { readSubjectName } from '../validation/subjectInput';

const notFound = () => new ApiError(404, messages.subject.notFound);

/** The unique index refused the name: 409 naming the subject that has it (decisions.md). */
async function nameTaken(db: Kysely<Database>, name: string, error: unknown): Promise<never> {
  const existing = isUniqueViolation(error) ? await findSubjectNamed(db, name) : undefined;
  if (!existing) throw error;
  const message = messages.subject.exists(existing.name);
  throw new ApiError(409, message, { name: message });
}

export async function subjectsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const adminOnly = { onRequest: requireRole('ADMIN') };

  app.get('/school/subjects', async () => listSubjects(db));

  app.get('/school/subjects/:id', async (request) => (await findSubject(db, parseId(request.params))) ?? Promise.reject(notFound()));

  app.post('/school/subjects', adminOnly, async (request, reply) => {
    const name = readSubjectName(request.body);
    const subject = await db
      .transaction()
      .execute((trx) => insertSubject(trx, name))
      .catch((error: unknown) => nameTaken(db, name, error));
    return reply.status(201).send(subject);
  });

  app.put('/school/subjects/:id', adminOnly, async (request) => {
    const id = parseId(request.params);
    const name = readSubjectName(request.body);
    const subject = await db
      .transaction()
      .execute((trx) => updateSubject(trx, id, name))
      .catch((error: unknown) => nameTaken(db, name, error));
    return subject ?? Promise.reject(notFound());
  });

  app.delete('/school/subjects/:id', adminOnly, async (request, reply) => {
    const id = parseId(request.params);
    await db.transaction().execute(async (trx) => {
      const teachers = await teacherNamesForSubject(trx, id);
      if (teachers.length > 0) throw new ApiError(409, messages.subject.inUse(teachers));
      if (!(await deleteSubject(trx, id))) throw notFound();
    });
    return reply.type('text/plain; charset=utf-8').send(messages.subject.deleted);
  });
}
