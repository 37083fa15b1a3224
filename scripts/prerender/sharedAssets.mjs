// A redeploy, seen once by a county's render workers: the inputs every school's pages share (the
// host's index.html and loader, /remotes.json, each remote's remoteEntry.js) are fetched on one
// school's host every few seconds (a few GETs, whatever the number of schools), and each one's
// version (ETag, else a hash) is compare-and-set in render_assets: the one worker whose UPDATE
// changes the row is the one that removes the pages drawn from it and queues them again.
import { createRequire } from 'node:module';
import { fetchInput } from './inputs.mjs';

const prerender = createRequire(import.meta.url)('../../shared/http/prerender.json');

/** An input's name across schools: on the site's own origin its path (each school asks on its own host), elsewhere its URL. */
export function assetKeyOf(url, siteUrl) {
  const parsed = new URL(url);
  return parsed.origin === new URL(siteUrl).origin ? parsed.pathname : parsed.href;
}

/** The shared assets as one school's site serves them now: [{ key, version }]. */
export async function fetchSharedAssets({ siteUrl, urlMap, hostMap }) {
  const onSite = ['/index.html', `/${prerender.loaderFile}`, '/remotes.json'].map((assetPath) => new URL(assetPath, siteUrl).href);
  const fetched = await Promise.all(onSite.map((url) => fetchInput(url, urlMap, hostMap)));
  const entries = JSON.parse(fetched[2].body).remotes.map(({ entry }) => entry);
  const inputs = [...fetched.map(({ input }) => input), ...(await Promise.all(entries.map(async (url) => (await fetchInput(url, urlMap, hostMap)).input)))];
  return inputs.map((input) => ({ key: assetKeyOf(input.url, siteUrl), version: input.etag ?? input.hash }));
}

/**
 * Records the assets' versions: { firstSeen, changed }, the keys this call was the first to record,
 * and those whose change this call recorded (no other worker's call answers the same change).
 */
export async function recordSharedAssets(db, assets) {
  const firstSeen = [];
  const changed = [];
  for (const { key, version } of assets) {
    const { rows } = await db.query('SELECT version FROM render_assets WHERE url = $1', [key]);
    if (rows.length === 0) {
      const { rowCount } = await db.query('INSERT INTO render_assets (url, version) VALUES ($1, $2) ON CONFLICT (url) DO NOTHING', [key, version]);
      if (rowCount === 1) firstSeen.push(key);
    } else if (rows[0].version !== version) {
      const { rowCount } = await db.query('UPDATE render_assets SET version = $3 WHERE url = $1 AND version = $2', [key, rows[0].version, version]);
      if (rowCount === 1) changed.push(key);
    }
  }
  return { firstSeen, changed };
}
