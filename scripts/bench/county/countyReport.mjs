// `npm run bench -- --county [--county-schools N]`: the county's figures (countyBench.mjs),
// printed as one table and written into docs/performance.md as its own block, which the main
// bench's rewrite of that file keeps.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../start.mjs';
import { benchDate, loadAverage, machineDescription } from '../machine.mjs';
import { replaceMarkedBlock, toMarkedBlock } from '../markedBlock.mjs';
import { log, step } from '../steps.mjs';
import { formatTable, markdownTable } from '../table.mjs';
import { measureCounty } from './countyBench.mjs';
import { PUBLISH_EVERY_MS, READ_LOAD, REQUESTS_PER_CONNECTION, TARGET_RPS, WINDOW_SECONDS } from './load.mjs';
import { REPLICAS } from './platform.mjs';
import { SCHOOL_CONTENT } from './schools.mjs';

export const COUNTY_BLOCK = 'county-bench';
const SCHOOLS = 100;

/** A count given as `--<name> N` (1 to 1000), else `fallback`. */
function countOption(argv, name, fallback) {
  const at = argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 1000) throw new Error(`--${name} takes a whole number of schools, 1 to 1000`);
  return count;
}

function section({ date, machine, loadBefore, loadAfter, schoolCount, renderCount, rows, errors }) {
  const { pages, news, documents, photos } = SCHOOL_CONTENT;
  return [
    '## A county: many schools, three API replicas (`npm run bench -- --county`)',
    '',
    `Latest: ${date}, ${schoolCount} schools, on ${machine}. Load average before the run: ${loadBefore}; after: ${loadAfter}.`,
    '',
    `A throw-away PostgreSQL database owned by a plain role; the built API as ${REPLICAS} processes sharing it and one`,
    "media folder, each in a memory cgroup of the composition's mem_limit where one can be made (the memory rows say);",
    "in front, the host's nginx configuration (deploy/nginx) balancing /api over them. Each school is",
    `added through the console's API, then filled by api/src/bench/countySeed.ts (${pages} pages, ${news} news, ${documents}`,
    `documents, ${photos} photos with their files, each item through its kind's save, as that school). Reads: autocannon,`,
    `${READ_LOAD.connections} connections for ${READ_LOAD.duration} s through nginx, each request a random school's (its Host) and one of`,
    "its site, a news list (the home page's latest three or /noutati's first ten), an article, a page, documents, galleries",
    'or a search, gzip accepted; the first run on an empty',
    `cache, each connection asking again as soon as it is answered (as fast as the platform goes; a new connection every ${REQUESTS_PER_CONNECTION} requests); the second the same reads`,
    `at ${TARGET_RPS} a second, evenly spaced, over at most ${READ_LOAD.connections} connections (node:http), nginx's answers emptied and warmed up as before the first, each read timed`,
    `from when it was due, with the p99 of each ${WINDOW_SECONDS} s of it in turn; the third and fourth as the first, each once every answer nginx keeps is past its max-age, the fourth while a MANAGER of`,
    `the first school saves a news post every ${PUBLISH_EVERY_MS / 1000} s (compared with the third); each read's own p50 / p99 is timed on its connection.`,
    "Between the runs, articles and pages read straight from one replica: what a read nginx has not kept costs. Search: 200 sequential searches on one school's",
    "host, before the load. Memory: each replica's resident set (/proc), after the seed and at its peak during the reads.",
    `Then rendering (${renderCount} of ${schoolCount} schools): two render workers (\`npm run prerender -- --worker\`, Chromium) on the same`,
    "database and nginx (now serving the host's and remotes' builds) draw every page; remote-public's remoteEntry.js is",
    'served changed (a redeploy) and timed until every page drawn from it is drawn again, pages served meanwhile sampled',
    "through nginx; meanwhile the first school's editor publishes a post (timed until its /noutati snapshot shows it) and",
    "one worker is killed (SIGKILL) and replaced. Each worker, Chromium included, in a memory cgroup of the composition's mem_limit where one can be made; its memory: its process tree's (node and Chromium), peak PSS.",
    '',
    markdownTable(rows),
    '',
    ...(errors.length > 0 ? ['Not measured in this run:', '', ...errors.map((e) => `- ${e}`), ''] : []),
  ].join('\n');
}

/** Writes the block into docs/performance.md: in place of the last one, or after what is there. */
function writeSection(content) {
  const file = path.join(ROOT, 'docs', 'performance.md');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const block = toMarkedBlock(COUNTY_BLOCK, content);
  writeFileSync(file, replaceMarkedBlock(before, COUNTY_BLOCK, block) ?? `${before.trimEnd()}\n\n${block}\n`);
}

export async function runCountyBench(argv) {
  // The schools to seed (--county-schools N for a quick try, else the issue's 100), and of them
  // those whose pages the render workers draw (--county-render-schools N, else every one).
  const schoolCount = countOption(argv, 'county-schools', SCHOOLS);
  const renderCount = Math.min(countOption(argv, 'county-render-schools', schoolCount), schoolCount);
  const machine = machineDescription();
  const loadBefore = loadAverage();
  const { rows, errors } = await measureCounty({ schoolCount, renderCount, step, log });
  const date = benchDate();
  const loadAfter = loadAverage();
  console.log(`\nnpm run bench -- --county — ${date}, ${schoolCount} schools (${renderCount} rendered)\n${machine}; load average before ${loadBefore}, after ${loadAfter}\n`);
  console.log(formatTable(rows));
  if (errors.length > 0) console.log(`\nNot measured:\n${errors.map((e) => `- ${e}`).join('\n')}`);
  writeSection(section({ date, machine, loadBefore, loadAfter, schoolCount, renderCount, rows, errors }));
  log('wrote the county block of docs/performance.md');
}
