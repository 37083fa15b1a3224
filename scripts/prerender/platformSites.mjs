// A county's platform (PLATFORM_HOST): the renderer asks the API, on the platform's host, for
// every active school's site (GET /api/platform/sites: its public address and its domains) and
// draws each school's pages on that school's own host, so each page shows its own school, into
// <dir>/hosts/<its first domain>; its other domains are links to that folder, and the folder of a
// school suspended or gone is removed (its hosts answer the plain page anyway). While no school
// exists the API says `single`: the install's one site, in <dir> as always.
import { lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { get } from './reach.mjs';
import { hostsDir, hostSnapshotDir, pagesDir } from './snapshotStore.mjs';

export const SITES_PATH = '/api/platform/sites';

/** The site's address on another host name (its scheme and port): where the renderer asks for it. */
export function siteOnHost(siteUrl, host) {
  const url = new URL(siteUrl);
  url.hostname = host;
  return url.origin;
}

/** The host the renderer reaches the site at: a school's host is resolved there (reach.mjs). */
const siteAddress = (siteUrl) => new URL(siteUrl).hostname;

/**
 * The platform's sites as the API tells them: { single, sites: [{ url, hosts }] }, the sites whose
 * hosts can name a folder; null when the API does not answer.
 */
export async function askSites({ siteUrl, platformHost, urlMap }) {
  try {
    const response = await get(`${siteOnHost(siteUrl, platformHost)}${SITES_PATH}`, { headers: { accept: 'application/json' }, urlMap, hostMap: [[platformHost, siteAddress(siteUrl)]] });
    if (response.status !== 200) return null;
    const { single, sites } = JSON.parse(response.body.toString());
    return { single, sites: sites.filter(({ hosts }) => hosts.length > 0 && hosts.every((host) => hostSnapshotDir('', host) !== null)) };
  } catch {
    return null;
  }
}

/** The renderer's options for one school's site: drawn on its first host, written into that host's folder. */
export function siteRenderOptions(options, { url, hosts: [host] }) {
  return {
    ...options,
    siteUrl: siteOnHost(options.siteUrl, host),
    publicUrl: url,
    dir: hostSnapshotDir(options.dir, host),
    hostMap: [[host, siteAddress(options.siteUrl)]],
  };
}

const exists = (entry) => {
  try {
    lstatSync(entry);
    return true;
  } catch {
    return false;
  }
};

/**
 * <dir>/hosts holds the sites' folders and nothing else: each site's first host a folder, its other
 * hosts links to it; any other entry (a suspended or removed school, a domain taken off) is removed.
 */
export function syncHostFolders(dir, sites) {
  const root = hostsDir(dir);
  mkdirSync(root, { recursive: true });
  /** host → the folder it links to, or null for a site's own folder */
  const wanted = new Map();
  for (const { hosts: [first, ...others] } of sites) {
    wanted.set(first, null);
    for (const other of others) wanted.set(other, first);
  }
  for (const name of readdirSync(root)) {
    const entry = path.join(root, name);
    const link = lstatSync(entry).isSymbolicLink() ? readlinkSync(entry) : null;
    if (!wanted.has(name) || wanted.get(name) !== link) rmSync(entry, { recursive: true, force: true });
  }
  for (const [name, target] of wanted) {
    const entry = path.join(root, name);
    if (target === null) mkdirSync(entry, { recursive: true });
    else if (!exists(entry)) symlinkSync(target, entry);
  }
}

/** The install's own snapshots and records: no host of a platform with schools is served them. */
export function removeInstallSnapshots(dir) {
  rmSync(pagesDir(dir), { recursive: true, force: true });
  rmSync(path.join(dir, 'inputs.json'), { force: true });
}

/** The schools' folders: an install without schools has none. */
export const removeHostFolders = (dir) => rmSync(hostsDir(dir), { recursive: true, force: true });
