// A county's render worker (`npm run prerender -- --worker`): any number of them share the queue
// (renderQueue.mjs). Each keeps ONE browser and draws `concurrency` pages at once, in browser pages
// it keeps from job to job (visitorPages.mjs: one renderer process for them all), each job held by
// its own transaction. A job is a page of a school (drawn, written into the school's folder, its
// links to public pages without a snapshot queued as missing) or '*', a check of that school's
// snapshots (an editor saved: the pages whose API answers changed are removed at once, served live
// meanwhile, and queued with the check's priority, ahead of any redeploy). Every `pollMs` the
// worker also asks the API for the platform's sites (a school added gets its /home queued as
// missing, then its pages by their links; a suspended school's jobs are dropped and its folder
// removed) and checks the shared assets once for every school (sharedAssets.mjs: a redeploy queues
// every page drawn from what changed). Writes of a school's records (inputs.json) take the school's
// advisory lock in the job's transaction, so two workers never lose each other's records. Each tick
// that reached both the API and the queue rewrites `heartbeatFile` (the container's healthcheck: a
// worker is healthy while it can work, whether or not any school exists yet).
import { writeFileSync } from 'node:fs';
import { isApiInput } from './inputs.mjs';
import { askSites, removeInstallSnapshots, siteRenderOptions, syncHostFolders } from './platformSites.mjs';
import { launchBrowser, openVisitor } from './rendererBrowser.mjs';
import { drawPage, fetchShell, pagePathOf } from './renderSite.mjs';
import { CHECK_PATH, dropSuspendedJobs, enqueue, JOBS, lockSchoolRecords, openQueue, rankOf, takeJob } from './renderQueue.mjs';
import { assetKeyOf, fetchSharedAssets, recordSharedAssets } from './sharedAssets.mjs';
import { forgetPage, readInputs, removePages, SNAPSHOT_PATH, writePage, writeSiteFiles } from './snapshotStore.mjs';
import { changedPages, stalePages } from './watch.mjs';
import { visitorPages } from './visitorPages.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** A slot whose job failed waits this long before taking another (a site that is down is not hammered). */
const FAILED_PAUSE_MS = 5000;

/**
 * @param {object} options
 * @param {string} options.databaseUrl   the platform's PostgreSQL (the API's database)
 * @param {string} options.siteUrl       where the worker reaches the composed site
 * @param {string} options.platformHost  PLATFORM_HOST
 * @param {string} options.dir           the snapshot folder (each school's in <dir>/hosts/<host>)
 * @param {[string, string][]} [options.urlMap]
 * @param {number} [options.concurrency] pages drawn at once (default 3)
 * @param {number} [options.pollMs]      how often the sites and the shared assets are checked (default 3000)
 * @param {number} [options.idleMs]      how long an idle slot waits before asking the queue again (default 500)
 * @param {string} [options.browserPath]
 * @param {string} [options.heartbeatFile] rewritten by every tick that reached the API and the queue
 * @param {(message: string) => void} [options.log]
 * @param {(event: { job: object, outcome: string }) => void} [options.onJob] told of each job's end (tests, the bench)
 * @returns {Promise<{ stop(): Promise<void> }>}
 */
export async function startQueueWorker({ databaseUrl, siteUrl, platformHost, dir, urlMap = [], concurrency = 3, pollMs = 3000, idleMs = 500, browserPath, heartbeatFile, log = () => {}, onJob = () => {} }) {
  const pool = await openQueue(databaseUrl, concurrency + 2);
  const options = { siteUrl, dir, urlMap };
  /** school id → its render options (siteRenderOptions) */
  let sites = new Map();
  let stopped = false;

  /** Answers whether the API told the sites. */
  async function refreshSites() {
    const answer = await askSites({ siteUrl, platformHost, urlMap });
    if (!answer) return false;
    if (answer.single) {
      sites = new Map();
      return true;
    }
    removeInstallSnapshots(dir);
    syncHostFolders(dir, answer.sites);
    const { rows } = await pool.query('SELECT host, school_id AS "schoolId" FROM school_domains');
    const schoolOf = new Map(rows.map(({ host, schoolId }) => [host, schoolId]));
    sites = new Map(answer.sites.filter(({ hosts }) => schoolOf.has(hosts[0])).map((site) => [schoolOf.get(site.hosts[0]), siteRenderOptions(options, site)]));
    return true;
  }

  // One browser, launched again (once its pages are done) when the schools' hosts change: each is
  // resolved at the site's address by a flag given at launch.
  let browser = null;
  const browserFor = async () => {
    const hostMap = [...sites.values()].flatMap((site) => site.hostMap);
    const key = hostMap.map(([host]) => host).sort().join(' ');
    if (browser?.key !== key) {
      const old = browser;
      const launched = launchBrowser({ browserPath, hostMap, urlMap });
      browser = { key, launched, users: 0, pages: visitorPages(async () => openVisitor(await launched, urlMap), { pagesAtOnce: concurrency }) };
      if (old) old.retired = true;
      if (old && old.users === 0) old.launched.then((b) => b.close()).catch(() => {});
    }
    const current = browser;
    current.users += 1;
    // A browser that would not start fails the job here, before a page is asked of it.
    await current.launched;
    return {
      pages: current.pages,
      release: () => {
        current.users -= 1;
        if (current.retired && current.users === 0) current.launched.then((b) => b.close()).catch(() => {});
      },
    };
  };

  const pagesOf = (site) => Object.keys(readInputs(site.dir).pages);
  const ranked = (site, pagePaths, order = pagesOf(site)) => pagePaths.map((pagePath) => ({ pagePath, rank: rankOf(pagePath, Math.max(0, order.indexOf(pagePath))) }));

  /** '*': the pages whose answers changed (all inputs on a start), removed and queued with the check's priority. */
  async function checkSchool({ job, client }, site) {
    const stale = job.reason === JOBS.start.reason ? await stalePages(site.dir, urlMap, site.hostMap) : await changedPages(site.dir, urlMap, site.hostMap, { asked: isApiInput });
    if (stale.length === 0) return 'fresh';
    await lockSchoolRecords(client, job.schoolId);
    removePages(site.dir, stale, { keepInputs: true });
    await enqueue(client, ranked(site, stale).map(({ pagePath, rank }) => ({ schoolId: job.schoolId, path: pagePath, reason: job.reason, priority: job.priority, rank })));
    return `${stale.length} stale`;
  }

  async function renderPage({ job, client }, site) {
    if (!SNAPSHOT_PATH.test(job.path)) return 'not a page';
    const { template, loader, shell } = await fetchShell(site.siteUrl, urlMap, site.hostMap);
    const held = await browserFor();
    let result;
    try {
      // A visitor's page drawn in again and again (visitorPages): no cookie or storage of a visitor's
      // ever enters it, it signs in nowhere.
      // An idle page that shows this school's site draws the job by a new mount, not a load
      // (loadedDocument.mjs): the page this slot drew on last may be another slot's by now.
      const origin = new URL(site.siteUrl).origin;
      const page = await held.pages.take((idle) => idle.url().startsWith(`${origin}/`));
      try {
        result = await drawPage(page, { siteUrl: site.siteUrl, publicUrl: site.publicUrl, pagePath: job.path, template, loader, shell, urlMap, hostMap: site.hostMap });
      } catch (error) {
        await held.pages.discard(page);
        throw error;
      }
      await held.pages.giveBack(page);
    } finally {
      held.release();
    }
    await lockSchoolRecords(client, job.schoolId);
    if (!result.public) {
      forgetPage(site.dir, job.path);
      writeSiteFiles(site.dir, site.publicUrl);
      return 'not public';
    }
    writePage(site.dir, job.path, result.html, result.inputs);
    writeSiteFiles(site.dir, site.publicUrl);
    const known = new Set(pagesOf(site));
    const linked = [...new Set(result.links.map((href) => pagePathOf(href, new URL(site.siteUrl).origin)))].filter((pagePath) => pagePath && !known.has(pagePath));
    await enqueue(client, ranked(site, linked, linked).map(({ pagePath, rank }) => ({ schoolId: job.schoolId, path: pagePath, ...JOBS.missing, rank })), { unlessQueued: true });
    return 'rendered';
  }

  async function runSlot() {
    // The school this slot drew last: its page is the one the slot most likely takes again.
    let lastSchool = null;
    while (!stopped) {
      let taken = null;
      try {
        taken = await takeJob(pool, { schoolId: lastSchool });
      } catch (error) {
        log(`render queue: ${messageOf(error)}`);
        await sleep(FAILED_PAUSE_MS);
        continue;
      }
      if (!taken) {
        await sleep(idleMs);
        continue;
      }
      const { job } = taken;
      lastSchool = job.schoolId;
      try {
        if (!sites.has(job.schoolId)) await refreshSites();
        const site = sites.get(job.schoolId);
        const outcome = site ? await (job.path === CHECK_PATH ? checkSchool(taken, site) : renderPage(taken, site)) : 'no site';
        await taken.done();
        log(`${site?.hostMap[0][0] ?? `school ${job.schoolId}`} ${job.path} (${job.reason}): ${outcome}`);
        onJob({ job, outcome });
      } catch (error) {
        await taken.retryLater().catch(() => {});
        log(`${job.path} of school ${job.schoolId} (${job.reason}) failed, tried again later: ${messageOf(error)}`);
        onJob({ job, outcome: 'failed' });
        await sleep(FAILED_PAUSE_MS);
      }
    }
  }

  async function redeploy(changed) {
    for (const [schoolId, site] of sites) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await lockSchoolRecords(client, schoolId);
        const { pages } = readInputs(site.dir);
        const affected = Object.entries(pages)
          .filter(([, { inputs }]) => inputs.some((input) => changed.includes(assetKeyOf(input.url, site.siteUrl))))
          .map(([pagePath]) => pagePath);
        removePages(site.dir, affected, { keepInputs: true });
        await enqueue(client, ranked(site, affected).map(({ pagePath, rank }) => ({ schoolId, path: pagePath, ...JOBS.redeploy, rank })));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    }
    log(`render queue: ${changed.join(', ')} changed; every school's pages drawn from it queued`);
  }

  async function tick() {
    const answered = await refreshSites();
    const dropped = await dropSuspendedJobs(pool);
    if (answered && heartbeatFile) writeFileSync(heartbeatFile, new Date().toISOString());
    if (dropped > 0) log(`render queue: ${dropped} job(s) of suspended schools dropped`);
    const [first] = sites.values();
    if (!first) return;
    const schoolIds = [...sites.keys()];
    const { firstSeen, changed } = await recordSharedAssets(pool, await fetchSharedAssets(first));
    // Assets never recorded: what was deployed while no worker ran is found by checking every input.
    if (firstSeen.length > 0) await enqueue(pool, schoolIds.map((schoolId) => ({ schoolId, path: CHECK_PATH, ...JOBS.start })), { unlessQueued: true });
    if (changed.length > 0) await redeploy(changed);
    const unrendered = schoolIds.filter((schoolId) => pagesOf(sites.get(schoolId)).length === 0);
    await enqueue(pool, unrendered.map((schoolId) => ({ schoolId, path: '/home', ...JOBS.missing, rank: 0 })), { unlessQueued: true });
  }

  let ticking = Promise.resolve();
  let timer = null;
  const schedule = (delay) => {
    if (stopped) return;
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error) => log(`render queue: the sites and shared assets: ${messageOf(error)}`))
        .finally(() => schedule(pollMs));
    }, delay);
  };
  await refreshSites().catch((error) => log(`render queue: the platform's sites: ${messageOf(error)}`));
  schedule(0);
  const slots = Array.from({ length: concurrency }, () => runSlot());

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      await Promise.all(slots);
      if (browser) await (await browser.launched).close().catch(() => {});
      await pool.end();
    },
  };
}
