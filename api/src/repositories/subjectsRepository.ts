// Data access for subjects.
import type { Subject } from '@school/shared/types';
import type { Db } from '../db/database';
import { deleteById } from './rowsById';
import { nameKey } from '../db/nameKey';

type SubjectRow = { id: number; name: string };
const toSubject = (row: SubjectRow): Subject => ({ id: row.id, name: row.name });

export async function listSubjects(db: Db): Promise<Subject[]> {
  const rows = await db.selectFrom('subjects').select(['id', 'name']).orderBy('id').execute();
  return rows.map(toSubject);
}

export async function findSubject(db: Db, id: number): Promise<Subject | undefined> {
  const row = await db.selectFrom('subjects').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  return row && toSubject(row);
}

/** The subject whose name is the same as `name` without regard to case or diacritics. */
export async function findSubjectNamed(db: Db, name: string): Promise<Subject | undefined> {
  const row = await db.selectFrom('subjects').select(['id', 'name']).where('name_key', '=', nameKey(name)).executeTakeFirst();
  return row && toSubject(row);
}

/** Throws the database's unique violation when another subject has the same name (see nameKey). */
export async function insertSubject(db: Db, name: string): Promise<Subject> {
  const row = await db.insertInto('subjects').values({ name, name_key: nameKey(name) }).returning(['id', 'name']).executeTakeFirstOrThrow();
  return toSubject(row);
}

export async function updateSubject(db: Db, id: number, name: string): Promise<Subject | undefined> {
  const row = await db
    .updateTable('subjects')
    .set({ name, name_key: nameKey(name) })
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
  return row && toSubject(row);
}

export const deleteSubject = (db: Db, id: number) => deleteById(db, 'subjects', id);
