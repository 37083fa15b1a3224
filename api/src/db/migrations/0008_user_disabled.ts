// An ADMIN can disable an account: it keeps its row (the audit log and authorship still name it)
// but cannot sign in. 0 or 1, as the other flags (media.decorative).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled').execute();
}
