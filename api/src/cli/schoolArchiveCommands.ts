// `npm run school:export -- [--school ID|DOMAIN] --out FILE` and
// `npm run school:import -- --file FILE [--domain D ...]`: one school's archive for the operator
// (schoolArchive/). Without --school the export is a single-school install's one school; without
// --domain the import goes into a single-school install with no content yet. Answers the exit code.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { platformMessages } from '@school/shared/messages/platform';
import { newSchoolInputSchema } from '@school/shared/schemas';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import type { MediaConfig } from '../media/mediaConfig';
import { createMediaStorage } from '../media/storage/createMediaStorage';
import { anySchoolExists, findSchool, findSchoolByHost } from '../repositories/schoolsRepository';
import { ArchiveRefusal } from '../schoolArchive/archiveRefusal';
import { exportSchool } from '../schoolArchive/exportSchool';
import { importSchool } from '../schoolArchive/importSchool';

export interface SchoolArchiveEnvironment {
  databaseUrl: string;
  media: MediaConfig;
  print: (line: string) => void;
  now: () => number;
}

const m = platformMessages.archive;
export const exportUsage = 'Usage: npm run school:export -- [--school ID|DOMAIN] --out FILE.tar.gz';
export const importUsage = 'Usage: npm run school:import -- --file FILE.tar.gz [--domain DOMAIN ...]';

/** Every value of `--name V` and `--name=V`, in order. */
export function optionValues(args: readonly string[], name: string): string[] {
  const values: string[] = [];
  args.forEach((arg, index) => {
    if (arg === `--${name}` && args[index + 1] !== undefined) values.push(args[index + 1]!);
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  });
  return values;
}

/** Runs `work` on the database; a refusal is printed as the operator's message (exit 1), anything else thrown. */
async function withDatabase(env: SchoolArchiveEnvironment, work: (db: Kysely<Database>) => Promise<number>): Promise<number> {
  const db = createDatabase(env.databaseUrl);
  try {
    return await work(db);
  } catch (error) {
    if (!(error instanceof ArchiveRefusal)) throw error;
    env.print(error.message);
    return 1;
  } finally {
    await db.destroy();
  }
}

/** The school `--school` names by id or domain; none given: the single-school install's, refused on a platform. */
async function schoolToExport(db: Kysely<Database>, named: string | undefined): Promise<number | null> {
  if (named === undefined) {
    if (await anySchoolExists(db)) throw new ArchiveRefusal(m.singleHasSchools);
    return null;
  }
  const school = /^[1-9][0-9]*$/.test(named) ? await findSchool(db, Number(named)) : await findSchoolByHost(db, named.trim().toLowerCase());
  if (!school) throw new ArchiveRefusal(m.noSuchSchool(named));
  return school.id;
}

export async function runSchoolExport(args: string[], env: SchoolArchiveEnvironment): Promise<number> {
  const [out] = optionValues(args, 'out');
  if (!out) {
    env.print(exportUsage);
    return 2;
  }
  return withDatabase(env, async (db) => {
    const schoolId = await schoolToExport(db, optionValues(args, 'school')[0]);
    const { manifest, archive } = await exportSchool(db, createMediaStorage(env.media), schoolId, env.now());
    const target = resolve(out);
    const partial = `${target}.partial`;
    try {
      await pipeline(archive, createWriteStream(partial));
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
    const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
    env.print(`Exported ${manifest.school?.branding.name ?? 'the school'}: ${rows} rows and ${manifest.files.length} files to ${target}.`);
    return 0;
  });
}

export async function runSchoolImport(args: string[], env: SchoolArchiveEnvironment): Promise<number> {
  const [file] = optionValues(args, 'file');
  const given = optionValues(args, 'domain');
  const domains = given.length === 0 ? ({ success: true, data: [] } as const) : z.safeParse(newSchoolInputSchema.shape.domains, given);
  if (!file || !domains.success) {
    env.print(importUsage);
    if (!domains.success) env.print(domains.error.issues[0]!.message);
    return 2;
  }
  return withDatabase(env, async (db) => {
    await migrateToLatest(db);
    const imported = await importSchool(db, createMediaStorage(env.media), createReadStream(resolve(file)), [...new Set(domains.data)], env.now());
    const where = imported.schoolId === null ? 'as this install\'s school' : `as school ${imported.schoolId} (${domains.data.join(', ')})`;
    env.print(`Imported ${imported.name ?? 'the school'} ${where}: ${imported.rows} rows, ${imported.files} files; its accounts sign in with their passwords: ${imported.accounts.join(', ') || 'none'}.`);
    return 0;
  });
}
