import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { createDatabase, createPool } from './database';
import type { Database } from './schema';
import { until } from '../testing/until';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('createDatabase', () => {
  it('refuses a URL that is neither SQLite nor PostgreSQL', () => {
    expect(() => createDatabase('mysql://localhost/school')).toThrow(/must start with sqlite: or postgres:\/\//);
  });

  // A SIGKILL test cannot tell FULL from OFF (the OS still writes the file); a power loss can.
  it('runs SQLite with synchronous=FULL, WAL and foreign keys, read back on the connection queries use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'school-pragma-'));
    const db = createDatabase(`sqlite:${join(dir, 'school.db')}`);
    try {
      const read = async (pragma: string, executor: Kysely<Database> | Transaction<Database> = db) =>
        Object.values((await sql.raw(`pragma ${pragma}`).execute(executor)).rows[0] as object)[0];
      expect(await read('synchronous')).toBe(2);
      expect(await read('journal_mode')).toBe('wal');
      expect(await read('foreign_keys')).toBe(1);
      // Inside a transaction too: there is one connection, and every write goes through it.
      expect(await db.transaction().execute((trx) => read('synchronous', trx))).toBe(2);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Only PostgreSQL has connections a server can drop, so this runs in the PostgreSQL pass.
if (serverUrl) {
  describe('createPool', () => {
    it('survives the server ending an idle connection, and answers again', async () => {
      const pool = createPool(serverUrl as string);
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      client.release();
      const killer = createPool(serverUrl as string);
      await killer.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      // The pool drops the connection once pg reports it ended.
      await until(() => pool.idleCount === 0, 'the ended connection dropped from the pool');
      const again = await pool.query<{ answer: number }>('select 1 as answer');
      expect(again.rows[0]?.answer).toBe(1);
      await Promise.all([pool.end(), killer.end()]);
    });
  });
}
