// The API refuses to run a platform of several schools where the row-level policies would not hold.
import { createDatabase } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { platformDatabaseProblem } from './platformDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 30_000);
afterAll(() => database.drop());

it('has nothing to say without a platform host', async () => {
  expect(await platformDatabaseProblem(database.db, null)).toBeNull();
});

const serverUrl = process.env.TEST_DATABASE_URL;

if (serverUrl) {
  it('accepts a PostgreSQL role that is no superuser (the tests\' own, as the compose image\'s)', async () => {
    expect(await platformDatabaseProblem(database.db, 'platforma.test')).toBeNull();
  });

  it('refuses a superuser, which passes the row-level policies', async () => {
    const superuser = createDatabase(serverUrl);
    try {
      expect(await platformDatabaseProblem(superuser, 'platforma.test')).toMatch(/^PLATFORM_HOST needs a database role that is no superuser/);
    } finally {
      await superuser.destroy();
    }
  });
} else {
  it('refuses SQLite, which has no row-level security', async () => {
    expect(await platformDatabaseProblem(database.db, 'platforma.test')).toMatch(/^PLATFORM_HOST needs PostgreSQL/);
  });
}
