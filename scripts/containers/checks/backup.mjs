// A backup taken from the running containers as the README says (pg_dump in the postgres
// container, the media volume as a tar through an API container) restores into a fresh stack
// (new volumes) with every row of every table and every file, and that stack serves them.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DOCKER } from '../engine.mjs';
import { run } from '../docker.mjs';
import { SITE, waitFor } from '../stack.mjs';
import { nonRootAndHealthy } from './site.mjs';

const MEDIA = '/app/api/data/media';
const API_IMAGE = 'school/api:latest';
const COUNTS_SQL = `select table_name || ' ' || (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I', table_name), false, true, '')))[1]::text
  from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

/** A shell line on this machine with docker of this run's engine; throws on failure. */
async function shell(line, ...args) {
  const result = await run('sh', ['-c', line, 'backup', DOCKER, ...args]);
  assert.equal(result.status, 0, `${line}\n${result.output.slice(-3000)}`);
  return result.output;
}

const rowCounts = async (stack) => (await stack.exec('postgres', ['psql', '-U', 'school', '-d', 'school', '-At', '-c', COUNTS_SQL])).trim();
const HASH_FILES = 'find . -type f -exec sha256sum {} +';
const FILE_LIST = `cd ${MEDIA} && ${HASH_FILES}`;
/** FILE_LIST's lines in one order, whichever `sort` and locale printed them. */
const sorted = (output) => output.trim().split('\n').sort().join('\n');

/** The files the media tar holds, hash and path as FILE_LIST prints them: unpacked and hashed on this machine. */
async function tarFileList(dir) {
  const unpacked = path.join(dir, 'media-unpacked');
  mkdirSync(unpacked);
  const result = await run('sh', ['-c', `tar --no-same-owner -C "$1" -xf "$2" && cd "$1" && ${HASH_FILES}`, 'backup', unpacked, path.join(dir, 'media.tar')]);
  assert.equal(result.status, 0, result.output.slice(-3000));
  return sorted(result.output);
}

/** A backup of the running stack, taken while it runs: its rows counted, its files as the tar holds them. */
async function takeBackup(stack, dir) {
  for (let attempt = 1; ; attempt += 1) {
    const before = await rowCounts(stack);
    await shell('"$1" exec "$2" pg_dump -U school -d school --enable-row-security --format=custom > "$3"', await stack.container('postgres'), path.join(dir, 'school.dump'));
    await shell(`"$1" exec "$2" tar -C ${MEDIA} -cf - . > "$3"`, await stack.container('api-1'), path.join(dir, 'media.tar'));
    // The API may still be finishing a photo's variants: a backup between two equal counts.
    if ((await rowCounts(stack)) === before || attempt === 5) return { counts: before, files: await tarFileList(dir) };
  }
}

/**
 * The files of a stopped API container's media volume. Read before the restored APIs start: an API
 * makes the variants a kill left unmade when it starts, which adds files the backup never had.
 */
async function restoredFileList(fresh) {
  return sorted(await shell(`"$1" run --rm --user 0 --volumes-from "$2" --entrypoint sh "$3" -c '${FILE_LIST}'`, await fresh.container('api-1'), API_IMAGE));
}

export async function backupRestoresIntoFreshStack(stack, fresh, dir) {
  const original = await takeBackup(stack, dir);
  const subjects = await (await fetch(`${SITE}/api/school/subjects`)).text();
  await stack.compose(['down', '--volumes', '--remove-orphans']);

  // The fresh stack: containers and empty volumes created, PostgreSQL alone started to restore into.
  await fresh.compose(['up', '--no-start']);
  await fresh.compose(['start', 'postgres']);
  await waitFor('the fresh PostgreSQL healthy', async () => (await fresh.inspect('postgres', '{{.State.Health.Status}}')) === 'healthy', 120_000, 1000);
  await shell('"$1" exec -i "$2" pg_restore -U school -d school --enable-row-security --exit-on-error < "$3"', await fresh.container('postgres'), path.join(dir, 'school.dump'));
  assert.equal(await rowCounts(fresh), original.counts, 'the restored rows differ');
  // The media volume, filled through a stopped API container's mount, owners kept.
  await shell('"$1" run --rm -i --user 0 --volumes-from "$2" --entrypoint tar "$3" -C ' + MEDIA + ' -xpf - < "$4"', await fresh.container('api-1'), API_IMAGE, path.join(dir, 'media.tar'));
  assert.equal(await restoredFileList(fresh), original.files, 'the restored files differ');

  await fresh.compose(['up', '-d']);
  // What serves the data (the renderer's first full render is not waited for).
  await nonRootAndHealthy(fresh, ['postgres', 'api-1', 'api-2', 'host']);
  assert.equal(await (await fetch(`${SITE}/api/school/subjects`)).text(), subjects, 'the restored site answers other subjects');
  const tables = original.counts.split('\n').length;
  const files = original.files.split('\n').length;
  return `${tables} tables, every row; ${files} files; the fresh stack serves them`;
}
