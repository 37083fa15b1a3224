import { createDatabase, createPool } from './database';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('createDatabase', () => {
  it('refuses a URL that is neither SQLite nor PostgreSQL', () => {
    expect(() => createDatabase('mysql://localhost/school')).toThrow(/must start with sqlite: or postgres:\/\//);
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
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await pool.query<{ answer: number }>('select 1 as answer');
      expect(again.rows[0]?.answer).toBe(1);
      await Promise.all([pool.end(), killer.end()]);
    });
  });
}
