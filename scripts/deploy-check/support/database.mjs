// A throw-away PostgreSQL database for the composed site, on DEPLOY_CHECK_DATABASE_URL's server
// (else TEST_DATABASE_URL's, else postgres://postgres@127.0.0.1:5432/test). The API connects as a
// role of the database's own, owning it and no superuser, as docker-compose's POSTGRES_USER: the
// row-level policies hold for it, so the site can be a county's platform (the API refuses
// PLATFORM_HOST through a role that passes them).
import { randomBytes } from 'node:crypto';
import process from 'node:process';

export function serverUrl() {
  return new URL(process.env.DEPLOY_CHECK_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
}

async function withServer(server, fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates the database and its role on `server` (a URL as a role that may create both); answers
 * its name, its URL (as that role) and drop(). `prefix` begins the name: who made it; `setting`
 * is the variable that names another server.
 */
export async function createDatabase({ server = serverUrl(), prefix = 'school_deploy_check', setting = 'DEPLOY_CHECK_DATABASE_URL' } = {}) {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  try {
    await withServer(server, async (client) => {
      await client.query(`CREATE ROLE ${name} LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD '${password}'`);
      await client.query(`CREATE DATABASE ${name} OWNER ${name}`);
    });
  } catch (error) {
    throw new Error(
      `cannot create a database and its role on ${new URL(server).host} (${error.message}). Is PostgreSQL running? ` +
        `Set ${setting} to a server where CREATE ROLE and CREATE DATABASE are allowed.`,
    );
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  url.username = name;
  url.password = password;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withServer(server, async (client) => {
        const { rows } = await client.query('SHOW server_version_num');
        const force = Number(rows[0].server_version_num) >= 130000 ? ' WITH (FORCE)' : '';
        await client.query(`DROP DATABASE IF EXISTS ${name}${force}`);
        await client.query(`DROP ROLE IF EXISTS ${name}`);
      }),
  };
}
