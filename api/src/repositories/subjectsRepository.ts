// Data access for subjects.
import type { Subject } from '@school/shared/types';
import type { Db } from '../db/database';

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

export async function insertSubject(db: Db, name: string): Promise<Subject> {
  return toSubject(await db.insertInto('subjects').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow());
}

export async function updateSubject(db: Db, id: number, name: string): Promise<Subject | undefined> {
  const row = await db.updateTable('subjects').set({ name }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
  return row && toSubject(row);
}

export async function deleteSubject(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('subjects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
