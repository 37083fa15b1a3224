// Writes the seed school into an empty database, in one transaction (About us with its search
// rows); leaves any data alone.
import type { Kysely } from 'kysely';
import { saveAboutUs } from '../../repositories/aboutUsRepository';
import { insertSubject } from '../../repositories/subjectsRepository';
import type { Database } from '../schema';
import { seedAboutUs, seedClasses, seedSubjects, seedTeachers } from './seedData';

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['about_us', 'subjects', 'teachers', 'classes'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Answers whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await isDatabaseEmpty(trx))) return false;
    await saveAboutUs(trx, seedAboutUs); // with its search rows

    const subjectIds = new Map<string, number>();
    for (const name of seedSubjects) {
      const { id } = await insertSubject(trx, name);
      subjectIds.set(name, id);
    }

    const teacherIds = new Map<string, number>();
    for (const t of seedTeachers) {
      const { id } = await trx
        .insertInto('teachers')
        .values({
          first_name: t.firstName,
          last_name: t.lastName,
          gender: t.gender,
          position: t.position,
          subject_id: t.subject ? (subjectIds.get(t.subject) ?? null) : null,
          degree: t.degree,
          years_of_service: t.yearsOfService,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      teacherIds.set(`${t.lastName} ${t.firstName}`, id);
    }

    for (const c of seedClasses) {
      const masterId = teacherIds.get(c.master);
      if (masterId === undefined) throw new Error(`Seed class ${c.name}: unknown master ${c.master}`);
      await trx
        .insertInto('classes')
        .values({ number: c.number, name: c.name, education_type: c.educationType, master_id: masterId })
        .execute();
    }
    return true;
  });
}
