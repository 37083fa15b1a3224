// Freshness through a restart: /home pre-rendered, then the renderer and the host's server started
// again with the snapshot on disk, then a news post published: the time until the served HTML of
// /home shows it (issue "Public pages that stay fresh through restarts", ≤ 30 s), with the
// renderer's own defaults (checks every 3 s, 3 s of quiet). Part of `npm run bench`; alone:
// `node scripts/bench/freshAfterRestart.mjs` (its own site on 3230-3233, API 4230).
import { rmSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import testClient from '../../api/src/testing/apiClient.js';
import { renderSite } from '../prerender/renderSite.mjs';
import { startPrerenderWatcher } from '../prerender/watch.mjs';
import { onOwnSite } from './ownSite.mjs';
import { formatTable, verdict } from './table.mjs';

const { ApiClient, json } = testClient;
const TARGET_MS = 30_000;

/** The seconds until `check` holds, polling every 250 ms, or null after `timeoutMs`. */
async function secondsUntil(check, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/**
 * @param {object} options
 * @param {{ url: string, api: { url: string }, snapshotDir: string, stopSection(name: string): Promise<void>, startSection(name: string): Promise<unknown> }} options.site
 * @param {{ username: string, password: string }} options.admin
 * @param {(message: string) => void} options.log
 */
export async function measureFreshAfterRestart({ site, admin, log }) {
  const dir = site.snapshotDir;
  rmSync(dir, { recursive: true, force: true });
  log('fresh after a restart: rendering /home, then restarting the renderer and the host server');
  const first = await renderSite({ siteUrl: site.url, dir, paths: ['/home'] });
  if (first.failed.length > 0) throw new Error('/home could not be rendered');
  await site.stopSection('host');
  await site.startSection('host');
  const watcher = startPrerenderWatcher({ siteUrl: site.url, dir, discover: false });
  const editor = new ApiClient(site.api.url);
  let post;
  try {
    if ((await editor.login(admin.username, admin.password)).status !== 200) throw new Error('bench sign-in failed');
    const title = `Bench după repornire ${Date.now().toString(36)}`;
    const created = await editor.post('/api/content/news', {
      title, place: 'Curtea școlii', date: new Date().toISOString().slice(0, 10), body: '<p>Bench.</p>', status: 'PUBLISHED', images: [],
    });
    if (created.status !== 201) throw new Error(`publishing answered ${created.status}`);
    post = await json(created);
    const seconds = await secondsUntil(async () => (await (await fetch(`${site.url}/home`)).text()).includes(title), 2 * TARGET_MS);
    return [[
      '/home after a restart: a publish in the served HTML',
      seconds === null ? `not within ${(2 * TARGET_MS) / 1000} s` : `${seconds.toFixed(1)} s`,
      `≤ ${TARGET_MS / 1000} s`,
      verdict(seconds !== null && seconds * 1000 <= TARGET_MS),
    ]];
  } finally {
    if (post) await editor.delete(`/api/content/news/${post.id}`);
    await watcher.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const admin = { username: 'admin', password: 'bench-admin-password' };
  await onOwnSite({ name: 'fresh', portBase: 3230, env: { ADMIN_PASSWORD: admin.password } }, async (site) =>
    console.log(formatTable(await measureFreshAfterRestart({ site, admin, log: (m) => process.stderr.write(`[bench] ${m}\n`) }))),
  );
}
