// The search index over published content: one row per visible item, written in the same
// transaction as the item (About us: one row per text a public page shows, aboutUsRepository.ts). SQLite: FTS5 with `remove_diacritics 2`; PostgreSQL: a tsvector of the
// unaccented text (school_unaccent, migration 0007). Both are ranked, title above body.
import { PostgresAdapter, sql } from 'kysely';
import type { SearchResult, SearchResultType } from '@school/shared/types';
import type { Db } from '../db/database';
import { searchWords, snippetOf } from '../content/textFolding';

export interface SearchEntry {
  type: SearchResultType;
  id: number;
  title: string;
  /** Plain text. */
  body: string;
  ref: string | null;
  /** Epoch ms from which visitors find it. */
  visibleFrom: number;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const BODY_INDEXED = 50_000;
const RESULTS = 20;

export async function removeFromSearch(db: Db, type: SearchResultType, id: number): Promise<void> {
  await sql`DELETE FROM search_index WHERE item_type = ${type} AND item_id = ${id}`.execute(db);
}

/** Puts the item in the index as given (replacing what was there). */
export async function indexForSearch(db: Db, entry: SearchEntry): Promise<void> {
  await removeFromSearch(db, entry.type, entry.id);
  const body = entry.body.slice(0, BODY_INDEXED);
  if (isPostgres(db)) {
    await sql`INSERT INTO search_index (item_type, item_id, visible_from, ref, title, body, document) VALUES (
      ${entry.type}, ${entry.id}, ${entry.visibleFrom}, ${entry.ref}, ${entry.title}, ${body},
      setweight(to_tsvector('simple', school_unaccent(${entry.title})), 'A') || setweight(to_tsvector('simple', school_unaccent(${body})), 'B'))`.execute(db);
  } else {
    await sql`INSERT INTO search_index (item_type, item_id, visible_from, ref, title, body)
      VALUES (${entry.type}, ${entry.id}, ${entry.visibleFrom}, ${entry.ref}, ${entry.title}, ${body})`.execute(db);
  }
}

type Hit = { item_type: SearchResultType; item_id: number | string; ref: string | null; title: string; body: string };

/** The visible items matching every word of `query` (as word prefixes), best first. */
export async function searchContent(db: Db, query: string, now: number): Promise<SearchResult[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  // Ranked on the index alone; the texts are read for the best few only (reading them for every
  // match cost 5-10x with thousands of matches). SQLite ranks a few more than it answers, then
  // leaves out what is not yet visible (scheduled items are few) before reading any body.
  const hits = isPostgres(db)
    ? await sql<Hit>`WITH ranked AS (
          SELECT item_type, item_id, ts_rank(document, q) AS score
          FROM search_index, to_tsquery('simple', school_unaccent(${words.map((w) => `${w}:*`).join(' & ')})) AS q
          WHERE document @@ q AND visible_from <= ${now} ORDER BY score DESC, item_id DESC LIMIT ${RESULTS})
        SELECT s.item_type, s.item_id, s.ref, s.title, s.body FROM ranked JOIN search_index s USING (item_type, item_id)
        ORDER BY ranked.score DESC, s.item_id DESC`.execute(db)
    : await sql<Hit>`WITH ranked AS (
          SELECT rowid AS r, bm25(search_index, 0, 0, 0, 0, 10.0, 1.0) AS score FROM search_index
          WHERE search_index MATCH ${words.map((w) => `"${w}"*`).join(' ')} ORDER BY score LIMIT ${RESULTS * 5}),
        best AS (
          SELECT ranked.r, ranked.score, CAST(s.item_id AS INTEGER) AS id FROM ranked JOIN search_index s ON s.rowid = ranked.r
          WHERE CAST(s.visible_from AS INTEGER) <= ${now} ORDER BY ranked.score, id DESC LIMIT ${RESULTS})
        SELECT s.item_type, s.item_id, s.ref, s.title, s.body FROM best JOIN search_index s ON s.rowid = best.r
        ORDER BY best.score, best.id DESC`.execute(db);
  return hits.rows.map((hit) => ({
    type: hit.item_type,
    id: Number(hit.item_id),
    title: hit.title,
    snippet: snippetOf(hit.body || hit.title, words),
    ref: hit.ref,
  }));
}
