// The county's visitors: autocannon's connections each asking, request after request, a random
// school's public address (its Host header, through nginx), over the mix a visitor's pages make;
// and one school's editor publishing news meanwhile.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { cannon } from '../apiThroughput.mjs';
import { SEARCH_QUERIES } from '../contentSearch.mjs';
import { quantile } from '../table.mjs';
import { visitorOf } from './schools.mjs';

export const READ_LOAD = { connections: 100, duration: 30 };
// nginx closes a kept-alive connection after its 1000th request (keepalive_requests' default),
// announcing it in that answer; autocannon writes its next request without reading that, and the
// request that meets the close is reset (ECONNRESET, 1–2 a run). A browser opens a new connection
// instead, which autocannon does when its own count of a connection's requests comes first (it
// leaves the answer it does so on out of its figures: one in 500).
export const REQUESTS_PER_CONNECTION = 500;
/** The county's reads the issue sizes it for, a second. */
export const TARGET_RPS = 1000;
export const PUBLISH_EVERY_MS = 2000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

// The news lists the public pages ask for, as RTK Query writes them: the home page's latest three
// (LatestNews) and the first page of /noutati (NewsListPage's NEWS_PAGE_SIZE).
const NEWS_LISTS = ['/api/content/news?page=1&pageSize=3', '/api/content/news?page=1&pageSize=10'];

/** What the public pages ask the API for, one of each: lists, an item of each kind, search, the site. */
const READS = {
  site: () => '/api/site',
  'news list': () => pick(NEWS_LISTS),
  article: (school) => `/api/content/news/${pick(school.news)}`,
  page: (school) => `/api/content/pages/${pick(school.pages)}`,
  documents: () => '/api/content/documents',
  galleries: () => '/api/content/galleries',
  search: () => `/api/search?q=${encodeURIComponent(pick(SEARCH_QUERIES))}`,
};

/** A visitor's request for `kind` of `school`: its Host, and gzip accepted, as a browser's (nginx compresses what it sends them). */
const visitorRequest = (request, school, kind) => ({ ...request, path: READS[kind](school), headers: { ...request.headers, host: school.host, 'accept-encoding': 'gzip' } });

const KINDS = Object.keys(READS);
/** Each kind of read's times (ms), none yet. */
const noTimes = () => new Map(KINDS.map((kind) => [kind, []]));

/** Each read's { count, p50, p99 } from its times (ms). */
const byKindOf = (times) =>
  Object.fromEntries([...times].map(([kind, values]) => [kind, { count: values.length, p50: quantile(values, 0.5), p99: quantile(values, 0.99) }]));

/**
 * Reads of random schools for `duration` seconds: { rps, p50, p99, non2xx, errors } (ms), and
 * byKind: each read's { count, p50, p99 }, timed per connection (one request in flight on each).
 */
export async function mixedReads(url, schools, duration = READ_LOAD.duration) {
  const times = noTimes();
  const setupRequest = (request, context) => {
    const kind = pick(KINDS);
    Object.assign(context, { kind, sent: performance.now() });
    return visitorRequest(request, pick(schools), kind);
  };
  const onResponse = (status, body, context) => times.get(context.kind).push(performance.now() - context.sent);
  const run = await cannon({ url, connections: READ_LOAD.connections, duration, reconnectRate: REQUESTS_PER_CONNECTION, requests: [{ method: 'GET', setupRequest, onResponse }] });
  return { ...run, byKind: byKindOf(times) };
}

/**
 * The same reads as visitors arrive: `rate` a second, evenly spaced, whatever the answers' times
 * (an open loop, as wrk2's), over at most `connections` kept-alive connections, for `duration`
 * seconds. Each read is timed from when it was due, so one waiting for a free connection counts
 * its wait. Answers { rps (answered a second), p50, p99, non2xx, errors, byKind } as mixedReads,
 * and windows: the p99 of the reads due in each WINDOW_SECONDS of the run, in turn (when the
 * slow reads came: the first visitors of items nginx has not kept, or its renewals).
 */
export const WINDOW_SECONDS = 5;

export async function pacedReads(url, schools, { rate = TARGET_RPS, connections = READ_LOAD.connections, duration = READ_LOAD.duration } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = noTimes();
  const windows = Array.from({ length: Math.ceil(duration / WINDOW_SECONDS) }, () => []);
  const failed = { non2xx: 0, errors: 0, causes: {} };
  const fail = (resolve, cause) => {
    failed.errors += 1;
    failed.causes[cause] = (failed.causes[cause] ?? 0) + 1;
    resolve();
  };
  const read = (due) =>
    new Promise((resolve) => {
      const kind = pick(KINDS);
      const school = pick(schools);
      const headers = { host: school.host, 'accept-encoding': 'gzip' };
      const request = http.get(new URL(READS[kind](school), url), { agent, headers, timeout: 20_000 }, (response) => {
        if (response.statusCode < 200 || response.statusCode > 299) failed.non2xx += 1;
        let ended = false;
        response.on('end', () => {
          ended = true;
          const took = performance.now() - due;
          times.get(kind).push(took);
          windows[Math.floor((due - started) / 1000 / WINDOW_SECONDS)].push(took);
        });
        // After its end, or cut short (then without one).
        response.on('close', () => (ended ? resolve() : fail(resolve, 'answer cut short')));
        response.resume();
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => fail(resolve, error.code ?? error.message));
    });
  const total = rate * duration;
  const reads = [];
  const started = performance.now();
  while (reads.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    while (reads.length < due) reads.push(read(started + (reads.length * 1000) / rate));
    await sleep(1);
  }
  await Promise.all(reads);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const all = [...times.values()].flat();
  return {
    rps: Math.round(all.length / seconds),
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    ...failed,
    byKind: byKindOf(times),
    windows: windows.map((values) => quantile(values, 0.99)),
  };
}

/** The items nginx mostly has not kept yet: each read of one of `kinds`, asked of one replica straight, 20 connections for 8 s: { kind: { rps, p50, p99 } }. */
export async function replicaReads(replicaUrl, schools, kinds = ['article', 'page']) {
  const answers = {};
  for (const kind of kinds) {
    const setupRequest = (request) => visitorRequest(request, pick(schools), kind);
    answers[kind] = await cannon({ url: replicaUrl, connections: 20, duration: 8, requests: [{ method: 'GET', setupRequest }] });
  }
  return answers;
}

/** How long nginx keeps a public answer before renewing it: the max-age the API gives a school's news list. */
export async function keptFreshSeconds(url, host) {
  const response = await visitorOf(url, host).get('/api/content/news');
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  if (!maxAge) throw new Error(`a school's news list answered ${response.status} with no max-age`);
  return Number(maxAge[1]);
}

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
