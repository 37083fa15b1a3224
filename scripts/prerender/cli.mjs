#!/usr/bin/env node
// `npm run prerender`: renders the public pages of a running site into the snapshot folder.
//
//   npm run prerender                    every public page reachable from /home (a deploy's hook)
//   npm run prerender -- /home /contact  those pages only
//   npm run prerender -- --watch         then keep them fresh (the docker-compose service)
//   npm run prerender -- --worker        a county's render worker: takes jobs from the queue on
//                                        PostgreSQL (queueWorker.mjs); as many as wanted
//
// Environment: PRERENDER_SITE_URL (where the renderer reaches the site; default
// http://localhost:$PORT or 3000), PRERENDER_PUBLIC_URL (the site's public address, for canonical
// URLs and the sitemap; default the former), PRERENDER_DIR (default ./data/prerender),
// PRERENDER_URL_MAP (public=internal base addresses, comma-separated, for a renderer that reaches
// the remotes at other addresses than the visitors do), CHROMIUM_PATH (default
// /usr/bin/chromium-headless-shell), PLATFORM_HOST (a county's platform, as the API's: each
// active school's pages are drawn on its own host into PRERENDER_DIR/hosts/<host>, with their
// public address from the API).
// A worker (--worker, or --watch given PRERENDER_DATABASE_URL on a platform) also needs
// PRERENDER_DATABASE_URL (the platform's PostgreSQL, as the API's DATABASE_URL) and takes
// PRERENDER_CONCURRENCY (pages drawn at once, default 3) and PRERENDER_HEARTBEAT_FILE (rewritten by
// every tick that reached the API and the queue: the image's healthcheck; the image sets it).
import path from 'node:path';
import process from 'node:process';
import { parseUrlMap } from './reach.mjs';
import { startQueueWorker } from './queueWorker.mjs';
import { renderSites, startSitesWatcher } from './sitesWatch.mjs';

const args = process.argv.slice(2);
const databaseUrl = process.env.PRERENDER_DATABASE_URL || undefined;
const worker = args.includes('--worker') || (args.includes('--watch') && databaseUrl !== undefined && Boolean(process.env.PLATFORM_HOST));
const watch = args.includes('--watch');
const paths = args.filter((arg) => arg.startsWith('/'));
const siteUrl = process.env.PRERENDER_SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
const options = {
  siteUrl,
  publicUrl: process.env.PRERENDER_PUBLIC_URL || siteUrl,
  dir: path.resolve(process.env.PRERENDER_DIR || 'data/prerender'),
  urlMap: parseUrlMap(process.env.PRERENDER_URL_MAP),
  platformHost: process.env.PLATFORM_HOST || undefined,
  log: (message) => console.log(message),
};

if (worker) {
  if (!databaseUrl || !options.platformHost) {
    console.error('npm run prerender -- --worker needs PRERENDER_DATABASE_URL (the platform\'s PostgreSQL) and PLATFORM_HOST');
    process.exit(2);
  }
  const concurrency = Number(process.env.PRERENDER_CONCURRENCY || 3);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('PRERENDER_CONCURRENCY takes a whole number of pages, 1 or more');
  const running = await startQueueWorker({ ...options, databaseUrl, concurrency, heartbeatFile: process.env.PRERENDER_HEARTBEAT_FILE || undefined });
  const stop = () => running.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else if (watch) {
  const watcher = startSitesWatcher(options);
  const stop = () => watcher.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  const { rendered, failed } = await renderSites({ ...options, paths: paths.length > 0 ? paths : ['/home'], crawl: paths.length === 0 });
  console.log(`${rendered.length} page(s) rendered into ${options.dir}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
  process.exit(failed.length > 0 || rendered.length === 0 ? 1 : 0);
}
