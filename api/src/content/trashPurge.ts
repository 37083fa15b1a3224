// Items trashed more than 30 days ago are deleted for good: every hour while the API runs, and on
// an editor's demand (POST /content/trash/purge). Each item in its own transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { contentKindList } from './kinds';
import { expiredTrash, purgeItem, type Actor } from './contentLifecycle';

const HOUR_MS = 3_600_000;
/** The audit log names who purged; the hourly purge is the system's, with no user row. */
const SYSTEM: Actor = { id: null, username: 'system' };

/** Answers how many items it purged. */
export async function purgeExpiredTrash(db: Kysely<Database>, now: number, actor: Actor = SYSTEM): Promise<number> {
  let purged = 0;
  for (const kind of contentKindList) {
    for (const id of await expiredTrash(db, kind.table, now)) {
      if (await db.transaction().execute((trx) => purgeItem(trx, kind, id, actor, now))) purged += 1;
    }
  }
  return purged;
}

/** Starts the hourly purge; the returned function stops it. */
export function schedulePurge(db: Kysely<Database>, now: () => number, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void purgeExpiredTrash(db, now()).catch(onError), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
