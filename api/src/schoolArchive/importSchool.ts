// Importing one school's archive: refused before anything is written when the archive is not ours,
// of another version, or the target not empty (importTarget.ts); then its files are stored under
// the target's keys, and its rows written in one transaction. A failure at any point removes the
// files already stored and commits nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { platformMessages } from '@school/shared/messages/platform';
import type { Database } from '../db/schema';
import { variantMimeTypes } from '../media/allowedTypes';
import type { MediaStorage } from '../media/storage/mediaStorage';
import { insertSchool } from '../repositories/schoolsRepository';
import { keyForSchool } from '../tenancy/schoolMedia';
import { inSchoolTransaction } from '../tenancy/schoolTransaction';
import type { ArchiveManifest } from './archiveFormat';
import { ArchiveRefusal } from './archiveRefusal';
import type { ArchivedRow } from './archivedTables';
import { IdMaps } from './idMaps';
import { insertAccounts } from './importAccounts';
import { requireFreeUsernames, requireImportTarget } from './importTarget';
import { insertArchivedRows } from './insertArchivedRows';
import { rewriteMediaUrls } from './mediaUrls';
import { ACCOUNTS_TABLE, SEARCH_TABLE } from './readSchoolRows';
import { readSchoolArchive, type SchoolArchive } from './readSchoolArchive';
import { rebuildSearch } from './rebuildSearch';

export interface ImportedSchool {
  /** The new school's id; null: the install's one school. */
  schoolId: number | null;
  /** Its name, when the archive gives one. */
  name: string | undefined;
  rows: number;
  files: number;
  accounts: string[];
}

/** Each archived storage key → the target's (its school's prefix), with the type it is stored as. */
function storageKeys(tables: SchoolArchive['tables'], schoolId: number | null): Map<string, { key: string; type: string }> {
  const keys = new Map<string, { key: string; type: string }>();
  for (const row of tables.get('media') ?? []) keys.set(String(row.storage_key), { key: keyForSchool(String(row.storage_key), schoolId), type: String(row.mime_type) });
  for (const row of tables.get('media_variants') ?? []) {
    keys.set(String(row.storage_key), { key: keyForSchool(String(row.storage_key), schoolId), type: variantMimeTypes[String(row.format)] ?? 'application/octet-stream' });
  }
  return keys;
}

/** PostgreSQL hands out the school's id before the transaction: its files' keys carry it, and they are stored first. */
async function reserveSchoolId(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ id: number | string }>`SELECT nextval(pg_get_serial_sequence('schools', 'id')) AS id`.execute(db);
  return Number(rows[0]!.id);
}

async function storeFiles(archive: SchoolArchive, storage: MediaStorage, keys: ReturnType<typeof storageKeys>, stored: string[]): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'school-import-'));
  try {
    for await (const file of archive.files()) {
      const target = keys.get(file.key)!;
      const path = join(folder, 'file');
      await file.saveTo(path);
      stored.push(target.key);
      await storage.put(target.key, path, target.type);
      await rm(path);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The archived school's name, else its About us name (a single-school install has no school row). */
function schoolName(manifest: ArchiveManifest, tables: SchoolArchive['tables']): string | undefined {
  const aboutUs = tables.get('about_us')?.[0]?.name;
  return manifest.school?.branding.name || (typeof aboutUs === 'string' && aboutUs.trim()) || undefined;
}

async function targetColumns(db: Kysely<Database>): Promise<(table: string) => ReadonlySet<string>> {
  const tables = await db.introspection.getTables();
  const columns = new Map(tables.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
  return (table) => columns.get(table) ?? new Set();
}

/** `domains` empty: into the install's one school; otherwise a new school of the platform with those domains. */
export async function importSchool(db: Kysely<Database>, storage: MediaStorage, input: Readable, domains: readonly string[], now: number): Promise<ImportedSchool> {
  try {
    return await importArchive(db, storage, await readSchoolArchive(input), domains, now);
  } finally {
    // A refusal leaves the rest of the archive unread: the file is closed all the same.
    input.destroy();
  }
}

async function importArchive(db: Kysely<Database>, storage: MediaStorage, archive: SchoolArchive, domains: readonly string[], now: number): Promise<ImportedSchool> {
  const { manifest, tables } = archive;
  const accounts: readonly ArchivedRow[] = tables.get(ACCOUNTS_TABLE) ?? [];
  await requireImportTarget(db, domains);
  await requireFreeUsernames(db, accounts);

  const schoolId = domains.length > 0 ? await reserveSchoolId(db) : null;
  const keys = storageKeys(tables, schoolId);
  const stray = manifest.files.find((key) => !keys.has(key));
  if (stray) throw new ArchiveRefusal(platformMessages.archive.damaged(`the file ${stray} is named by no row`));
  const moved = new Map([...keys].map(([archived, { key }]) => [archived, key]));
  const columnsOf = await targetColumns(db);
  const name = schoolName(manifest, tables);
  const rewrite = (text: string) => rewriteMediaUrls(text, moved);
  const archived = manifest.school?.branding;
  const branding = archived && { ...archived, logoUrl: archived.logoUrl && rewrite(archived.logoUrl), faviconUrl: archived.faviconUrl && rewrite(archived.faviconUrl) };
  const stored: string[] = [];
  try {
    await storeFiles(archive, storage, keys, stored);
    const rows = await inSchoolTransaction(db, schoolId, async (trx) => {
      await requireImportTarget(trx, domains);
      await requireFreeUsernames(trx, accounts);
      if (schoolId !== null) await insertSchool(trx, { id: schoolId, name: name ?? domains[0]!, domains: [...domains], branding, quotaBytes: manifest.school?.quotaBytes }, now);
      const ids = new IdMaps();
      await insertAccounts(trx, accounts, schoolId, ids);
      const written = await insertArchivedRows(trx, tables, { ids, keys: moved, columnsOf });
      await rebuildSearch(trx, tables.get(SEARCH_TABLE) ?? [], ids);
      return written;
    });
    return { schoolId, name, rows: rows + accounts.length, files: stored.length, accounts: accounts.map((account) => String(account.username)) };
  } catch (error) {
    for (const key of stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
