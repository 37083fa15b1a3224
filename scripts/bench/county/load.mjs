// The county's visitors: autocannon's connections each asking, request after request, a random
// school's public address (its Host header, through nginx), over the mix a visitor's pages make;
// and one school's editor publishing news meanwhile.
import { cannon } from '../apiThroughput.mjs';
import { SEARCH_QUERIES } from '../contentSearch.mjs';

export const READ_LOAD = { connections: 100, duration: 30 };
export const PUBLISH_EVERY_MS = 2000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What the public pages ask the API for, one of each: lists, an item of each kind, search, the site. */
const READS = [
  () => '/api/site',
  () => '/api/content/news',
  (school) => `/api/content/news/${pick(school.news)}`,
  (school) => `/api/content/pages/${pick(school.pages)}`,
  () => '/api/content/documents',
  () => '/api/content/galleries',
  () => `/api/search?q=${encodeURIComponent(pick(SEARCH_QUERIES))}`,
];

/** Reads of random schools for `duration` seconds: { rps, p50, p99, non2xx, errors } (ms). */
export function mixedReads(url, schools, duration = READ_LOAD.duration) {
  const setupRequest = (request) => {
    const school = pick(schools);
    // A browser's: nginx compresses what it sends them.
    return { ...request, path: pick(READS)(school), headers: { ...request.headers, host: school.host, 'accept-encoding': 'gzip' } };
  };
  return cannon({ url, connections: READ_LOAD.connections, duration, requests: [{ method: 'GET', setupRequest }] });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The editor publishes every PUBLISH_EVERY_MS until stop(): a new post, then an edit of it, in
 * turn. stop() answers each save's { status, ms }.
 */
export function publishNews(editor) {
  const saves = [];
  let stopped = false;
  const loop = (async () => {
    let post;
    for (let n = 1; !stopped; n += 1) {
      const started = performance.now();
      const input = { title: `Anunț ${n} al redacției`, place: 'Școala', date: '2026-01-15', body: `<p>Vestea numărul ${n}: serbare la bibliotecă.</p>`, status: 'PUBLISHED' };
      const response = post ? await editor.put(`/api/content/news/${post.id}`, input) : await editor.post('/api/content/news', input);
      const answer = await response.json().catch(() => undefined);
      saves.push({ status: response.status, ms: performance.now() - started });
      post = post === undefined && response.status === 201 ? answer : undefined;
      await sleep(Math.max(0, PUBLISH_EVERY_MS - (performance.now() - started)));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return saves;
    },
  };
}
