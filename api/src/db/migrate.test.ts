// Migrations over data written before them: the rules they add must not stop a live school's
// server from starting.
import { Migrator } from 'kysely';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations';
import { isUniqueViolation } from '../http/databaseErrors';
import { searchContent } from '../repositories/searchIndexRepository';
import { seedAboutUs } from './seed/seedData';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  const migrated = await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo('0001_initial');
  if (migrated.error) throw migrated.error;
});
afterAll(() => database.drop());

describe('migrating a database written before the name and principal rules', () => {
  it('keeps subjects that share a name, keeps one principal, and then applies both rules', async () => {
    const { db } = database;
    const insertSubject = (name: string) =>
      db.insertInto('subjects').values({ name } as never).returning('id').executeTakeFirstOrThrow();
    const first = await insertSubject('Fizică');
    const second = await insertSubject('fizica');
    const teacher = (lastName: string) =>
      db
        .insertInto('teachers')
        .values({ first_name: 'Ana', last_name: lastName, gender: 'FEMALE', position: 'PRINCIPAL', subject_id: null, degree: null, years_of_service: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    const principal = await teacher('Popa');
    const other = await teacher('Stan');

    expect(await migrateToLatest(db)).toEqual(expect.arrayContaining(['0002_subject_name_key', '0003_one_principal']));

    const subjects = await db.selectFrom('subjects').select(['id', 'name']).orderBy('id').execute();
    expect(subjects).toEqual([{ id: first.id, name: 'Fizică' }, { id: second.id, name: 'fizica' }]);
    const duplicate = db.insertInto('subjects').values({ name: 'FIZICĂ', name_key: 'fizica' }).execute();
    expect(await duplicate.catch(isUniqueViolation)).toBe(true);

    const positions = await db.selectFrom('teachers').select(['id', 'position']).orderBy('id').execute();
    expect(positions).toEqual([{ id: principal.id, position: 'PRINCIPAL' }, { id: other.id, position: 'DEPUTY_PRINCIPAL' }]);
    const secondPrincipal = db.updateTable('teachers').set({ position: 'PRINCIPAL' }).where('id', '=', other.id).execute();
    expect(await secondPrincipal.catch(isUniqueViolation)).toBe(true);
  });
});

describe('migrating a database written before About us was searchable', () => {
  it('puts the school’s description and history in the search index', async () => {
    const before = await createTestDatabase({ migrated: false });
    try {
      const migrated = await new Migrator({ db: before.db, provider: migrationProvider }).migrateTo('0010_school_year_rollover');
      if (migrated.error) throw migrated.error;
      await before.db.insertInto('about_us').values({ id: 1, ...seedAboutUs }).execute();
      expect(await searchContent(before.db, 'biserica', Date.now())).toEqual([]);

      expect(await migrateToLatest(before.db)).toContain('0011_about_us_search');

      expect(await searchContent(before.db, 'biserica', Date.now())).toEqual([expect.objectContaining({ type: 'about-us', ref: '/istoric' })]);
      expect(await searchContent(before.db, 'laborator', Date.now())).toEqual([expect.objectContaining({ type: 'about-us', title: seedAboutUs.name, ref: '/home' })]);
    } finally {
      await before.drop();
    }
  });
});

describe('the events table (0012)', () => {
  it('keeps an all-day and a timed event with the lifecycle columns, one slug each, and is removed by its down', async () => {
    const fresh = await createTestDatabase();
    try {
      const event = (slug: string, start_at: string, end_at: string | null) => ({
        slug, title: slug, start_at, end_at, place: '', category: 'holiday', body: '', school_year: '2026-2027', created_at: 1, updated_at: 1, publish_at: null, deleted_at: null, status: 'PUBLISHED',
      });
      await fresh.db.insertInto('events').values([event('vacanta', '2026-10-24', '2026-11-01'), event('sedinta', '2026-10-25T17:30', null)]).execute();
      const rows = await fresh.db.selectFrom('events').select(['slug', 'start_at', 'end_at', 'place', 'archived_at']).orderBy('start_at').execute();
      expect(rows).toEqual([
        { slug: 'vacanta', start_at: '2026-10-24', end_at: '2026-11-01', place: '', archived_at: null },
        { slug: 'sedinta', start_at: '2026-10-25T17:30', end_at: null, place: '', archived_at: null },
      ]);
      expect(await fresh.db.insertInto('events').values(event('vacanta', '2027-02-01', null)).execute().catch(isUniqueViolation)).toBe(true);

      const down = await new Migrator({ db: fresh.db, provider: migrationProvider }).migrateTo('0011_about_us_search');
      expect(down.error).toBeUndefined();
      // Later migrations are applied again after it.
      expect(await migrateToLatest(fresh.db)).toEqual(expect.arrayContaining(['0012_events']));
    } finally {
      await fresh.drop();
    }
  });
});
