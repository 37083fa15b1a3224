// The SQLite driver follows the running Node (README, "Node versions"): better-sqlite3 12 on
// Node 20, 13 from Node 22 on, where 12 aborts the process at teardown on Node >= 24.19.
import { createRequire } from 'node:module';
import { loadSqliteDriver } from './sqliteDriver.cjs';

const load = createRequire(__filename);
const expected = Number(process.versions.node.split('.')[0]) >= 22 ? { name: 'better-sqlite3-13', major: '13' } : { name: 'better-sqlite3', major: '12' };

it(`loads better-sqlite3 ${expected.major} on Node ${process.versions.node}`, () => {
  const Driver = loadSqliteDriver();
  expect(Driver).toBe(load(expected.name));
  expect((load(`${expected.name}/package.json`) as { version: string }).version.split('.')[0]).toBe(expected.major);

  const db = new Driver(':memory:');
  try {
    expect(db.prepare('select sqlite_version() as version').get()).toEqual({ version: expect.stringMatching(/^3\./) });
  } finally {
    db.close();
  }
});
