// About us in the search index: the description (on /home) and the history (on /istoric) of the
// record written before, indexed once here; every later save indexes them in its own transaction.
import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import { indexAboutUs, type SearchedAboutUs } from '../../repositories/aboutUsRepository';

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<SearchedAboutUs>`SELECT name, description, history FROM about_us WHERE id = 1`.execute(db);
  // A new database has no record yet: the seed (or the first save) indexes it.
  if (rows[0]) await indexAboutUs(db as unknown as Db, rows[0]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM search_index WHERE item_type = 'about-us'`.execute(db);
}
