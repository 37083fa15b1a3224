// A page's document kept loaded between draws: the next page of the same site is drawn by a new
// mount of the app in it (host/src/prerender/redraw.ts) while the code it loaded is still the
// site's, not by loading the document again, whose start is two thirds of a draw's cost in the
// browser (docs/decisions.md, "A page drawn again in the same document"). A load tells what a new
// mount cannot: the scripts a page needs (the loader fetches them at the first tap) and the
// inputs every page of the site shares (the host's entry, the remotes' entries).
import { createRequire } from 'node:module';
import { fetchInput, inputChanged, isApiInput } from './inputs.mjs';

const prerender = createRequire(import.meta.url)('../../shared/http/prerender.json');

const loaded = new WeakMap();

const shellKeyOf = (shell) => JSON.stringify(shell.inputs);

/** A remote's exposed module: loaded by every page of its section, never one page's part. */
const EXPOSED_MODULE = /^__federation_expose_/;

/** Each lazy part's { files, fallbacks } (absolute), from the builds of the remotes among `scripts`. */
async function chunkGroupsOf(scripts, { urlMap, hostMap }) {
  const groups = new Map();
  for (const entry of scripts.filter((src) => new URL(src).pathname.endsWith('/remoteEntry.js'))) {
    const { body } = await fetchInput(new URL(prerender.chunkGroupsFile, entry).href, urlMap, hostMap);
    const absolute = (files) => files.map((file) => new URL(file, entry).href);
    for (const [name, { files, fallbacks }] of Object.entries(JSON.parse(body))) groups.set(name, { files: absolute(files), fallbacks: absolute(fallbacks) });
  }
  return groups;
}

function groupsOf(groups, parts) {
  return parts.map((name) => {
    const group = groups.get(name);
    if (!group) throw new Error(`the lazy part "${name}" is in no remote's ${prerender.chunkGroupsFile}`);
    return group;
  });
}

/**
 * A chunk file by its content: webpack may write the same chunk under two ids (a shared module's
 * fallback), and the page fetches either.
 */
const contentOf = (url) => /\.([0-9a-f]{16,})\.js$/.exec(url)?.[1] ?? url;

/** The scripts among `loadedScripts` that the groups need: their files, and the fallbacks the document fetched. */
function scriptsOfGroups(groups, loadedScripts) {
  const needed = new Set(groups.flatMap(({ files, fallbacks }) => [...files, ...fallbacks]).map(contentOf));
  return loadedScripts.filter((src) => needed.has(contentOf(src)));
}

/**
 * After `page` drew a page by a load: what a new mount in its document needs. `scripts` are the
 * ones the load fetched (absolute), `parts` the lazy parts the page showed, `inputs` its inputs.
 */
export async function rememberLoad(page, { siteUrl, shell, scripts, parts, inputs, reach }) {
  let groups;
  let partScripts;
  try {
    groups = await chunkGroupsOf(scripts, reach);
    partScripts = new Set(scriptsOfGroups(groupsOf(groups, parts), scripts));
  } catch {
    // A remote built without the file (older than this renderer): its pages are drawn by loads.
    return;
  }
  const exposed = new Set(scriptsOfGroups([...groups].filter(([name]) => EXPOSED_MODULE.test(name)).map(([, group]) => group), scripts));
  loaded.set(page, {
    origin: new URL(siteUrl).origin,
    shellKey: shellKeyOf(shell),
    groups,
    // What every page loads; a chunk of a part that the exposed module needs too stays.
    common: scripts.filter((src) => !partScripts.has(src) || exposed.has(src)),
    shared: inputs.filter((input) => !isApiInput(input)),
  });
}

/**
 * The document `page` holds, if the page of siteUrl can be drawn in it by a new mount: the same
 * site, from the same shell, its entries unchanged since (a redeployed remote is loaded anew).
 * Else null. Either way the page holds none until its next draw succeeds.
 */
export async function documentFor(page, { siteUrl, shell, reach }) {
  const held = loaded.get(page);
  loaded.delete(page);
  const origin = new URL(siteUrl).origin;
  if (!held || held.origin !== origin || !page.url().startsWith(`${origin}/`) || held.shellKey !== shellKeyOf(shell)) return null;
  const changed = await Promise.all(held.shared.map((input) => inputChanged(input, reach.urlMap, reach.hostMap)));
  return changed.some(Boolean) ? null : held;
}

/**
 * After a new mount in `held` drew a page showing `parts`: its scripts, from the ones the document
 * has loaded (`loadedScripts`, every page's since the load). The document is kept for the next.
 */
export function drawnAgain(page, held, parts, loadedScripts) {
  const scripts = [...new Set([...held.common, ...scriptsOfGroups(groupsOf(held.groups, parts), loadedScripts)])];
  loaded.set(page, held);
  return scripts;
}
