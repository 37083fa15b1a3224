// A bench run on its own (`node scripts/bench/firstTap.mjs`) measures a site of its own: a
// temporary folder with an SQLite database and the pre-rendered pages, the sections on ports from
// `portBase` whatever the caller's environment says. The folder goes when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable, markdownTable } from './table.mjs';

/** Starts that site (`env` added to its environment), answers what `run` makes of it, and stops it. */
export async function onOwnSite({ name, portBase, env: extra = {} }, run) {
  const { startSite } = await import('../start.mjs');
  const layout = (await import('../../shared/federation/sections.js')).default;
  const work = mkdtempSync(path.join(os.tmpdir(), `school-bench-${name}-`));
  const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(work, 'bench.db')}`, PRERENDER_DIR: path.join(work, 'prerender'), LOG_LEVEL: 'warn', ...extra };
  for (const { portKey, urlKey } of layout.SECTIONS) {
    delete env[portKey];
    if (urlKey) delete env[urlKey];
  }
  delete env[layout.API.portKey];
  const site = await startSite({ ports: layout.portsFrom(portBase), env, cwd: work, quiet: true });
  try {
    return await run(site);
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(1)).join(' ');

/** Prints the rows `measure` answers, for the terminal and for docs/performance.md, with the machine's load before and after. */
export async function printMeasured(measure) {
  const before = loadAverage();
  const rows = await measure();
  console.log(`${new Date().toISOString()}; load average before ${before}, after ${loadAverage()}\n`);
  console.log(formatTable(rows));
  console.log(`\n${markdownTable(rows)}`);
}
