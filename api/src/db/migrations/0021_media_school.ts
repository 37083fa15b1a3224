// A media file belongs to the school it was uploaded on (its storage key under the school's
// prefix, its bytes counted against the school's quota); null on a single-school install.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('school_id', 'integer', (c) => c.references('schools.id')).execute();
  await db.schema.createIndex('media_school_idx').on('media').column('school_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_school_idx').execute();
  await db.schema.alterTable('media').dropColumn('school_id').execute();
}
