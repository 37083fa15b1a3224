// API throughput with autocannon beside the host's static server returning the same bytes as a
// static file, in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSectionServer } from '../sectionServer.mjs';
import { quantile } from './table.mjs';

export const LOAD = { connections: 50, duration: 10 };

/** A run's figures; `causes` counts its errors by what they were (a code, or the message). */
export async function cannon(options) {
  const causes = {};
  const run = autocannon({ ...LOAD, timeout: 20, ...options });
  run.on('reqError', (error) => {
    const cause = error.code ?? error.message;
    causes[cause] = (causes[cause] ?? 0) + 1;
  });
  const result = await run;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    causes,
  };
}

/** Serves the given files from a throw-away folder with the host's static server. */
export async function startStaticTwin(files, port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-bench-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  const server = await startSectionServer({ name: 'static-twin', root: dir, port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * apiUrl: the API itself (127.0.0.1), admin: { cookie, xsrf }. Answers rows of
 * { name, api: {rps,p50,p99}, static: {...}, ratio }.
 */
export async function measureApiThroughput({ apiUrl, admin, staticPort }) {
  const fetchText = async (p) => (await fetch(`${apiUrl}${p}`)).text();
  const teachers = await fetchText('/api/school/teachers');
  const aboutUs = await fetchText('/api/school/about-us');
  const subjects = JSON.parse(await fetchText('/api/school/subjects')).slice(0, 5);
  const subjectBody = JSON.stringify({ name: subjects[0].name });
  const updated = await fetch(`${apiUrl}/api/school/subjects/${subjects[0].id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-xsrf-token': admin.xsrf },
    body: subjectBody,
  });
  if (updated.status !== 200) throw new Error(`admin PUT answered ${updated.status}`);
  const subjectAnswer = await updated.text();

  const twin = await startStaticTwin({ 'teachers.json': teachers, 'about-us.json': aboutUs, 'subject.json': subjectAnswer }, staticPort);
  const rows = [];
  try {
    const compare = async (name, apiOptions, staticFile) => {
      const api = await cannon({ url: apiUrl, ...apiOptions });
      const stat = await cannon({ url: `${twin.url}/${staticFile}` });
      rows.push({ name, api, static: stat, ratio: api.rps / stat.rps });
    };
    await compare('GET /api/school/teachers', { url: `${apiUrl}/api/school/teachers` }, 'teachers.json');
    await compare('GET /api/school/about-us', { url: `${apiUrl}/api/school/about-us` }, 'about-us.json');
    await compare(
      'PUT /api/school/subjects/:id (admin)',
      {
        requests: subjects.map((subject) => ({
          method: 'PUT',
          path: `/api/school/subjects/${subject.id}`,
          headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-xsrf-token': admin.xsrf },
          body: JSON.stringify({ name: subject.name }),
        })),
      },
      'subject.json',
    );
  } finally {
    await twin.close();
  }
  return rows;
}

/** Median and p99 of sequential GETs, in milliseconds (one client, no queueing). */
export async function timeListCall(url, count = 30) {
  let bytes = 0;
  for (let i = 0; i < 3; i += 1) bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), bytes };
}
