// Every site's snapshots, kept fresh. An install (no PLATFORM_HOST) is one site: watch.mjs, as it
// always was. A county's platform is one watcher per active school (platformSites.mjs), each with
// its own folder and records, so an edit in one school makes only that school's pages stale; the
// list of schools is asked again every `pollMs`, so a school added in the console is rendered, and
// a suspended one's folder removed, within seconds. The sites render one at a time (one browser).
import { renderSite } from './renderSite.mjs';
import { askSites, removeHostFolders, removeInstallSnapshots, siteRenderOptions, syncHostFolders } from './platformSites.mjs';
import { startPrerenderWatcher } from './watch.mjs';

/** Runs renders one after another, whichever site asks. */
function oneAtATime() {
  let turn = Promise.resolve();
  return (render) => {
    const run = turn.then(render);
    turn = run.catch(() => {});
    return run;
  };
}

/**
 * @param {object} options  startPrerenderWatcher's, and platformHost (PLATFORM_HOST; none: one site)
 * @returns {{ stop(): Promise<void>, idle(): Promise<void> }}
 */
export function startSitesWatcher({ platformHost, ...options }) {
  if (!platformHost) return startPrerenderWatcher(options);
  const { dir, pollMs = 3000, log = () => {} } = options;
  const serialize = oneAtATime();
  /** The install's watcher, while no school exists. */
  let install = null;
  /** A school's first host → its watcher and the public address it renders for. */
  const schools = new Map();

  const stopSchool = async (host) => {
    await schools.get(host)?.watcher.stop();
    schools.delete(host);
  };

  const follow = async ({ single, sites }) => {
    if (single) {
      for (const host of [...schools.keys()]) await stopSchool(host);
      removeHostFolders(dir);
      install ??= startPrerenderWatcher({ ...options, serialize });
      return;
    }
    if (install) await install.stop();
    install = null;
    removeInstallSnapshots(dir);
    const wanted = new Map(sites.map((site) => [site.hosts[0], site]));
    for (const [host, { publicUrl }] of schools) {
      if (wanted.get(host)?.url === publicUrl) continue;
      await stopSchool(host);
      log(`prerender: ${host} is no longer a site of the platform`);
    }
    syncHostFolders(dir, sites);
    for (const [host, site] of wanted) {
      if (schools.has(host)) continue;
      schools.set(host, { publicUrl: site.url, watcher: startPrerenderWatcher({ ...siteRenderOptions(options, site), serialize, log: (message) => log(`${host}: ${message}`) }) });
      log(`prerender: rendering ${site.url} (${site.hosts.join(', ')})`);
    }
  };

  let stopped = false;
  let timer = null;
  let checking = Promise.resolve();
  const schedule = (delay) => {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = askSites({ ...options, platformHost })
        .then((answer) => (answer && !stopped ? follow(answer) : undefined))
        .catch((error) => log(`prerender: the platform's sites: ${error instanceof Error ? error.message : error}`))
        .finally(() => schedule(pollMs));
    }, delay);
  };
  schedule(0);

  const watchers = () => [...(install ? [install] : []), ...[...schools.values()].map(({ watcher }) => watcher)];
  return {
    idle: async () => {
      await checking;
      for (const watcher of watchers()) await watcher.idle();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await checking;
      for (const watcher of watchers()) await watcher.stop();
    },
  };
}

/**
 * Renders every site once (`npm run prerender`): the install, or each active school of a platform.
 * @param {object} options  renderSite's, and platformHost
 * @returns {Promise<{ rendered: string[], failed: string[] }>}  a school's pages named with its host
 */
export async function renderSites({ platformHost, ...options }) {
  if (!platformHost) return renderSite(options);
  const answer = await askSites({ ...options, platformHost });
  if (!answer) throw new Error(`the API did not tell the platform's sites (GET ${platformHost}/api/platform/sites)`);
  if (answer.single) {
    removeHostFolders(options.dir);
    return renderSite(options);
  }
  removeInstallSnapshots(options.dir);
  syncHostFolders(options.dir, answer.sites);
  const all = { rendered: [], failed: [] };
  for (const site of answer.sites) {
    const [host] = site.hosts;
    try {
      const { rendered, failed } = await renderSite(siteRenderOptions(options, site));
      all.rendered.push(...rendered.map((pagePath) => `${host}${pagePath}`));
      all.failed.push(...failed.map((pagePath) => `${host}${pagePath}`));
    } catch (error) {
      all.failed.push(host);
      options.log?.(`could not render ${host}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return all;
}
