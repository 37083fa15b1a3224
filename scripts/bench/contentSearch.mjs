// Search at scale: 5 000 news posts and 5 000 documents written straight into the SQLite database
// (rows and their FTS5 index rows, as the API's save writes them), then GET /api/search timed
// over queries with and without diacritics. Also runs alone, on an API of its own, over SQLite or
// (with a server URL) a fresh PostgreSQL database:
//
//   npm run build -w api && node scripts/bench/contentSearch.mjs [postgres://postgres@127.0.0.1:5432/postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import apiProcess from '../apiProcess.cjs';
import sqliteDriver from '../../api/src/db/sqliteDriver.cjs';
import { quantile } from './table.mjs';

const Database = sqliteDriver.loadSqliteDriver();
/** The vocabulary of the seeded texts, which SEARCH_QUERIES are made of. */
export const WORDS = ['școala', 'elevii', 'concurs', 'matematică', 'olimpiadă', 'excursie', 'părinți', 'serbare', 'bibliotecă', 'proiect', 'Erasmus', 'română', 'științe', 'sport', 'voluntariat', 'natură', 'regulament', 'buget', 'achiziții', 'declarație', 'burse', 'înscriere', 'clasa', 'pregătitoare', 'Valea', 'Florilor', 'muzeu', 'teatru', 'desen', 'istorie'];
export const SEARCH_QUERIES = ['scoala', 'școala elevii', 'OLIMPIADA', 'matematica concurs', 'regulament', 'burse', 'valea florilor', 'inscriere clasa', 'teatru', 'erasmus proiect'];
export const CORPUS = { news: 5000, documents: 5000 };

const words = (seed, count) => Array.from({ length: count }, (_, i) => WORDS[(seed * 31 + i * 17) % WORDS.length]).join(' ');

/** Adds the news posts and documents (published, in the index) to the API's SQLite database. */
export function seedSearchCorpus(file, { news = CORPUS.news, documents = CORPUS.documents } = {}) {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    const now = Date.now();
    const addNews = db.prepare(
      `INSERT INTO news_posts (slug, title, place, date, body, school_year, images, status, created_at, updated_at) VALUES (?, ?, 'Valea Florilor', '2024-10-01', ?, '2024-2025', '[]', 'PUBLISHED', ?, ?)`,
    );
    const addDocument = db.prepare(
      `INSERT INTO documents (title, url, category, school_year, published_on, status, created_at, updated_at) VALUES (?, 'https://example.org/d.pdf', 'other', '2024-2025', '2024-10-01', 'PUBLISHED', ?, ?)`,
    );
    const index = db.prepare('INSERT INTO search_index (item_type, item_id, visible_from, ref, title, body) VALUES (?, ?, 0, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i < news; i += 1) {
        const title = `Știrea ${i}: ${words(i, 5)}`;
        const body = `${words(i + 1, 60)}. ${words(i + 2, 60)}.`;
        const { lastInsertRowid } = addNews.run(`stirea-bench-${i}`, title, `<p>${body}</p>`, now, now);
        index.run('news', Number(lastInsertRowid), `stirea-bench-${i}`, title, body);
      }
      for (let i = 0; i < documents; i += 1) {
        const title = `Documentul ${i}: ${words(i + 3, 6)}`;
        const { lastInsertRowid } = addDocument.run(title, now, now);
        index.run('document', Number(lastInsertRowid), 'https://example.org/d.pdf', title, '');
      }
    })();
  } finally {
    db.close();
  }
}

/** The same corpus on PostgreSQL, indexed as searchIndexRepository.ts does. */
export async function seedSearchCorpusPostgres(url, { news = CORPUS.news, documents = CORPUS.documents } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = Date.now();
    await client.query('BEGIN');
    for (let i = 0; i < news; i += 1) {
      const title = `Știrea ${i}: ${words(i, 5)}`;
      const body = `${words(i + 1, 60)}. ${words(i + 2, 60)}.`;
      const { rows } = await client.query(
        `INSERT INTO news_posts (slug, title, place, date, body, school_year, images, status, created_at, updated_at) VALUES ($1, $2, 'Valea Florilor', '2024-10-01', $3, '2024-2025', '[]', 'PUBLISHED', $4, $4) RETURNING id`,
        [`stirea-bench-${i}`, title, `<p>${body}</p>`, now],
      );
      await indexPostgres(client, 'news', rows[0].id, `stirea-bench-${i}`, title, body);
    }
    for (let i = 0; i < documents; i += 1) {
      const title = `Documentul ${i}: ${words(i + 3, 6)}`;
      const { rows } = await client.query(
        `INSERT INTO documents (title, url, category, school_year, published_on, status, created_at, updated_at) VALUES ($1, 'https://example.org/d.pdf', 'other', '2024-2025', '2024-10-01', 'PUBLISHED', $2, $2) RETURNING id`,
        [title, now],
      );
      await indexPostgres(client, 'document', rows[0].id, 'https://example.org/d.pdf', title, '');
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

const indexPostgres = (client, type, id, ref, title, body) =>
  client.query(
    `INSERT INTO search_index (item_type, item_id, visible_from, ref, title, body, document) VALUES ($1, $2, 0, $3, $4, $5,
      setweight(to_tsvector('simple', school_unaccent($4)), 'A') || setweight(to_tsvector('simple', school_unaccent($5)), 'B'))`,
    [type, id, ref, title, body],
  );

/**
 * Sequential searches (after a warm-up): p50 and p95 in ms, and the results of each query. `api`:
 * the API's URL, or a client whose get(path) asks it (an ApiClient on a school's host).
 */
export async function measureContentSearch(api, rounds = 20) {
  // Fresh answers (no-cache): through the host's nginx a repeated search would be its shared copy.
  const headers = { 'cache-control': 'no-cache' };
  const get = typeof api === 'string' ? (pathname) => fetch(`${api}${pathname}`, { headers }) : (pathname) => api.get(pathname, { headers });
  const times = [];
  const hits = {};
  for (const q of SEARCH_QUERIES) await get(`/api/search?q=${encodeURIComponent(q)}`).then((r) => r.text());
  for (let round = 0; round < rounds; round += 1) {
    for (const q of SEARCH_QUERIES) {
      const started = performance.now();
      const response = await get(`/api/search?q=${encodeURIComponent(q)}`);
      const body = await response.json();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`search ${q} answered ${response.status}`);
      hits[q] = body.results.length;
    }
  }
  const at = (p) => Math.round(quantile(times, p) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), samples: times.length, hits };
}

/**
 * Searches on an API of its own over a throw-away database: SQLite, or with `server` (a
 * PostgreSQL URL) a fresh database on that server, dropped afterwards.
 */
export async function measureSearchOnOwnApi(server) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-search-bench-'));
  const name = `school_search_bench_${process.pid}`;
  let url = `sqlite:${path.join(dir, 'search.db')}`;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  }
  const env = { ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: 'bench-admin-password', SESSION_SECRET: 'bench', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const api = await apiProcess.startApiProcess({ script: path.join(root, 'api/dist/main.js'), env, cwd: dir, output: 'errors' });
  try {
    if (server) await seedSearchCorpusPostgres(url);
    else seedSearchCorpus(url.slice('sqlite:'.length));
    return await measureContentSearch(api.url);
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
    if (server) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function main() {
  const server = process.argv[2];
  const result = await measureSearchOnOwnApi(server);
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`search over ${CORPUS.news} news + ${CORPUS.documents} documents (${server ? 'PostgreSQL' : 'SQLite'}): p50 ${result.p50} ms, p95 ${result.p95} ms (${result.samples} searches; load average ${load})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
