// Every table holding a school's data carries the school; on PostgreSQL, inside a school's
// transaction, row-level security hides and refuses every other school's rows even to a query that
// forgets the filter, also for the tables' owner (the API's role: no superuser).
import { sql } from 'kysely';
import { Client } from 'pg';
import { schoolDataTables } from '../db/migrations/0022_school_rows';
import { withTestDatabase } from '../testing/testApiSetup';
import { inSchoolTransaction } from './schoolTransaction';

const t = withTestDatabase();

it('gives every table of a school\'s data its school column', async () => {
  const tables = await t.database.db.introspection.getTables();
  for (const name of [...schoolDataTables, 'media']) {
    const table = tables.find((candidate) => candidate.name === name);
    expect(table?.columns.map((column) => column.name)).toContain('school_id');
  }
});

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('refuses another school\'s rows inside a school\'s transaction, even to a query without the filter', async () => {
  const { db } = t.database;
  const [a, b] = await db
    .insertInto('schools')
    .values([{ name: 'A', created_at: 1 }, { name: 'B', created_at: 1 }])
    .returning('id')
    .execute();
  const subject = (name: string, schoolId: number) => sql`insert into subjects (name, name_key, school_id) values (${name}, ${name}, ${schoolId})`.execute(db);
  await subject('Chimie', a!.id);
  await subject('Fizică', b!.id);

  // The tests' own role owns the tables and is no superuser, as the API's role in production:
  // FORCE holds the owner to the policies too (testDatabase.ts).
  const app = new Client({ connectionString: t.database.url });
  await app.connect();
  try {
    await app.query('begin');
    await app.query(`select set_config('app.school_id', $1, true)`, [String(a!.id)]);
    expect((await app.query('select name from subjects order by name')).rows).toEqual([{ name: 'Chimie' }]);
    await expect(app.query(`insert into subjects (name, name_key, school_id) values ('Istorie', 'istorie', $1)`, [b!.id])).rejects.toThrow(/row-level security/);
    await app.query('rollback');
    // Outside a school's context (a single install, the console), every row.
    expect((await app.query('select count(*)::int as n from subjects')).rows).toEqual([{ n: 2 }]);
  } finally {
    await app.end();
  }
});

onPostgres('sets the school for the transaction alone', async () => {
  const seen = await inSchoolTransaction(t.database.db, 7, async (trx) => (await sql<{ id: string }>`select current_setting('app.school_id', true) as id`.execute(trx)).rows[0]!.id);
  expect(seen).toBe('7');
  const after = (await sql<{ id: string | null }>`select current_setting('app.school_id', true) as id`.execute(t.database.db)).rows[0]!.id;
  expect(after === null || after === '').toBe(true);
});

onPostgres('finds a school\'s rows through an index, not by reading every school\'s', async () => {
  const { db } = t.database;
  const [school] = await db.insertInto('schools').values({ name: 'A', created_at: 1 }).returning('id').execute();
  // With sequential scans priced out, a plan that still scans (the policy's OR of 0022 kept every
  // index out) reads every school's rows for each request of one school.
  const plan = await inSchoolTransaction(db, school!.id, async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const tables = ['news_posts', 'pages', 'documents', 'media', 'search_index'];
    return Promise.all(tables.map(async (table) => (await sql<{ 'QUERY PLAN': string }>`explain select * from ${sql.table(table)}`.execute(trx)).rows.map((row) => row['QUERY PLAN']).join('\n')));
  });
  for (const text of plan) {
    expect(text).toMatch(/Index/);
    expect(text).not.toMatch(/Seq Scan/);
  }
});
