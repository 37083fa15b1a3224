// Data access for classes; a class is answered with its whole master (and the master's subject).
import type { EducationType, SchoolClass } from '@school/shared/types';
import type { classBodySchema } from '@school/shared/schemas';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import { deleteById, updateById } from './rowsById';
import { toTeacher } from './teachersRepository';

/** A class as the route passes it: the body its schema checked. */
export type ClassValues = z.output<typeof classBodySchema>;

function selectClasses(db: Db) {
  return db
    .selectFrom('classes')
    .leftJoin('teachers as master', 'master.id', 'classes.master_id')
    .leftJoin('subjects as master_subject', 'master_subject.id', 'master.subject_id')
    .select([
      'classes.id',
      'classes.number',
      'classes.name',
      'classes.education_type',
      'master.id as master_id',
      'master.first_name as master_first_name',
      'master.last_name as master_last_name',
      'master.gender as master_gender',
      'master.position as master_position',
      'master.degree as master_degree',
      'master.years_of_service as master_years_of_service',
      'master.subject_id as master_subject_id',
      'master_subject.name as master_subject_name',
    ]);
}

type ClassRow = Awaited<ReturnType<ReturnType<typeof selectClasses>['executeTakeFirstOrThrow']>>;

function toSchoolClass(row: ClassRow): SchoolClass {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    educationType: row.education_type as EducationType,
    master:
      row.master_id === null
        ? null
        : toTeacher({
            id: row.master_id,
            first_name: row.master_first_name ?? '',
            last_name: row.master_last_name ?? '',
            gender: row.master_gender ?? '',
            position: row.master_position ?? '',
            degree: row.master_degree,
            years_of_service: row.master_years_of_service,
            subject_id: row.master_subject_id,
            subject_name: row.master_subject_name,
          }),
  };
}

export async function listClasses(db: Db): Promise<SchoolClass[]> {
  return (await selectClasses(db).orderBy('classes.id').execute()).map(toSchoolClass);
}

export async function findClass(db: Db, id: number): Promise<SchoolClass | undefined> {
  const row = await selectClasses(db).where('classes.id', '=', id).executeTakeFirst();
  return row && toSchoolClass(row);
}

/** Names of the classes a teacher is master of, in id order. */
export async function classNamesForMaster(db: Db, teacherId: number): Promise<string[]> {
  const rows = await db.selectFrom('classes').select('name').where('master_id', '=', teacherId).orderBy('id').execute();
  return rows.map((row) => row.name);
}

const toColumns = (values: ClassValues) => ({
  number: values.number,
  name: values.name,
  education_type: values.educationType,
  master_id: values.master?.id ?? null,
});

/** The new class, with its whole master. */
export async function insertClass(db: Db, values: ClassValues): Promise<SchoolClass> {
  const { id } = await db.insertInto('classes').values(toColumns(values)).returning('id').executeTakeFirstOrThrow();
  return toSchoolClass(await selectClasses(db).where('classes.id', '=', id).executeTakeFirstOrThrow());
}

export const updateClass = (db: Db, id: number, values: ClassValues) => updateById(db, 'classes', id, toColumns(values));

export const deleteClass = (db: Db, id: number) => deleteById(db, 'classes', id);
