// docker-compose.yml (alone, or with docker-compose.county.yml on top) as Debian's docker-compose
// reads it: `docker-compose config` resolves the variables, anchors, extends and merges and prints
// the result as YAML, which js-yaml turns into objects the checks read (docker-compose 1.29 has no
// JSON output).
import path from 'node:path';
import yaml from 'js-yaml';
import layout from '../../../shared/federation/sections.js';
import { ROOT, run } from './commands.mjs';

const file = path.join(ROOT, 'docker-compose.yml');
/** The county composition's own file, read on top of docker-compose.yml. */
export const countyFile = path.join(ROOT, 'docker-compose.county.yml');

/** The secrets a .env would hold: docker-compose.yml requires them and has no defaults. */
export const composeSecrets = {
  POSTGRES_PASSWORD: 'check-only-postgres-password',
  SESSION_SECRET: 'check-only-session-secret',
  ADMIN_PASSWORD: 'check-only-admin-password',
};

/** What a county's .env holds besides: the county file requires them too. */
export const countySecrets = {
  ...composeSecrets,
  PLATFORM_HOST: 'platform.check.example',
  S3_ACCESS_KEY_ID: 'check-only-s3-key',
  S3_SECRET_ACCESS_KEY: 'check-only-s3-secret',
};

/** The keys that move a published port or a remote's address: empty, so the file's defaults apply. */
const layoutKeys = Object.fromEntries(
  ['HOST_PORT', ...layout.REMOTES.flatMap(({ portKey, urlKey }) => [portKey, urlKey])].map((key) => [key, '']),
);

/** `docker-compose config` with `env` on top of the file's defaults: { status, output, config }. */
export function composeConfig(env = composeSecrets, files = [file]) {
  const result = run('docker-compose', [...files.flatMap((name) => ['-f', name]), 'config'], { env: { ...layoutKeys, ...env } });
  return { ...result, config: result.status === 0 ? yaml.load(result.output) : undefined };
}

/** The county composition: docker-compose.yml with docker-compose.county.yml on top. */
export const countyComposeConfig = (env = countySecrets) => composeConfig(env, [file, countyFile]);

const UNITS = { '': 1, b: 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30 };

/** A service's mem_limit as docker-compose writes it ("512m", "1g", or bytes), in bytes. */
export function composeBytes(limit) {
  const match = /^(\d+)([bkmg]?)$/i.exec(String(limit).trim());
  if (!match) throw new Error(`not a docker-compose memory size: ${limit}`);
  return Number(match[1]) * UNITS[match[2].toLowerCase()];
}

export const dockerComposeInstalled = () => run('docker-compose', ['version']).status === 0;
