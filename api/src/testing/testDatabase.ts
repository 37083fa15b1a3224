// A fresh, empty database per test file: a temporary SQLite file, or — when TEST_DATABASE_URL
// (postgres://…) is set — a uniquely named database on that server, dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

export interface TestDatabase {
  url: string;
  db: Kysely<Database>;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}


async function withAdminClient<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database owned by a role of its own, which the tests connect as: no superuser, so the
 * row-level policies hold for it as they do for the API's role in production (FORCE: also for the
 * tables' owner).
 */
async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; remove: () => Promise<void> }> {
  const name = `school_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`CREATE ROLE "${name}" LOGIN NOSUPERUSER NOBYPASSRLS`);
    await client.query(`CREATE DATABASE "${name}" OWNER "${name}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.username = name;
  url.password = '';
  return {
    url: url.toString(),
    remove: () =>
      withAdminClient(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.query(`DROP ROLE IF EXISTS "${name}"`);
      }),
  };
}

function createSqliteFile(): { url: string; remove: () => Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'school-api-test-'));
  return { url: `sqlite:${join(dir, 'school.db')}`, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Migrated (unless `migrated: false`, for the migrations' own tests), not seeded; `sqlite`: SQLite even beside TEST_DATABASE_URL. */
export async function createTestDatabase({ migrated = true, sqlite = false }: { migrated?: boolean; sqlite?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = sqlite ? undefined : process.env.TEST_DATABASE_URL;
  const { url, remove } = serverUrl ? await createPostgresDatabase(serverUrl) : createSqliteFile();
  const db = createDatabase(url);
  if (migrated) await migrateToLatest(db);
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      await remove();
    },
  };
}
