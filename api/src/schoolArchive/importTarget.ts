// Where an import may go, checked before anything is written and again inside its transaction: a
// new school of a platform (PostgreSQL, its domains free), or the one school of an install that
// has no school's content yet (no schools, and no content rows).
import { sql } from 'kysely';
import { platformMessages } from '@school/shared/messages/platform';
import type { Db } from '../db/database';
import { isPostgres } from '../db/migrations/dialect';
import { anySchoolExists, takenDomains } from '../repositories/schoolsRepository';
import { usernameKey } from '../repositories/usersRepository';
import { ArchiveRefusal } from './archiveRefusal';
import { archivedTables, type ArchivedRow } from './archivedTables';

const m = platformMessages.archive;

/** The audit log is left out: an install's own first ADMIN (npm run admin) writes there before any content. */
const contentTables = archivedTables.map(({ table }) => table).filter((table) => table !== 'audit_log');

/** `domains` empty: the install's one school. */
export async function requireImportTarget(db: Db, domains: readonly string[]): Promise<void> {
  if (domains.length > 0) {
    if (!isPostgres(db)) throw new ArchiveRefusal(m.domainsNeedPlatform);
    const [taken] = await takenDomains(db, [...domains]);
    if (taken) throw new ArchiveRefusal(m.domainTaken(taken));
    return;
  }
  if (await anySchoolExists(db)) throw new ArchiveRefusal(m.platformNeedsDomains);
  for (const table of contentTables) {
    const { rows } = await sql`SELECT 1 AS found FROM ${sql.table(table)} WHERE school_id IS NULL LIMIT 1`.execute(db);
    if (rows.length > 0) throw new ArchiveRefusal(m.notEmpty(`rows in ${table}`));
  }
}

/** Usernames are one install's: an archived account whose name is taken here is refused, never merged into another person's. */
export async function requireFreeUsernames(db: Db, accounts: readonly ArchivedRow[]): Promise<void> {
  const keys = accounts.map((account) => usernameKey(String(account.username)));
  if (keys.length === 0) return;
  const taken = await db.selectFrom('users').select('username').where('username_key', 'in', keys).orderBy('username').execute();
  if (taken.length > 0) throw new ArchiveRefusal(m.usernamesTaken(taken.map((row) => row.username)));
}
