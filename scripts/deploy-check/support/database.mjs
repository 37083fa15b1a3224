// A throw-away PostgreSQL database for the composed site, on DEPLOY_CHECK_DATABASE_URL's server
// (else TEST_DATABASE_URL's, else postgres://postgres@127.0.0.1:5432/test).
import { randomBytes } from 'node:crypto';
import process from 'node:process';

export function serverUrl() {
  return new URL(process.env.DEPLOY_CHECK_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
}

async function withServer(fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl().toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the database; answers its name, its URL and drop(). */
export async function createDatabase() {
  const name = `school_deploy_check_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await withServer((client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    throw new Error(
      `cannot create a database on ${serverUrl().host} (${error.message}). Is PostgreSQL running? ` +
        'Set DEPLOY_CHECK_DATABASE_URL to a server where CREATE DATABASE is allowed.',
    );
  }
  const url = serverUrl();
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withServer(async (client) => {
        const { rows } = await client.query('SHOW server_version_num');
        const force = Number(rows[0].server_version_num) >= 130000 ? ' WITH (FORCE)' : '';
        await client.query(`DROP DATABASE IF EXISTS ${name}${force}`);
      }),
  };
}
