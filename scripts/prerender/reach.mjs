// How the renderer's Node side reaches an address: at PRERENDER_URL_MAP's internal address when
// one is mapped (a renderer inside docker-compose's network), and a platform school's host at the
// site's own address, asked for by the school's name (its Host), as the browser reaches it
// through --host-resolver-rules (renderSite.mjs): a school's domain may resolve to nothing here,
// or to the public front of the site. Node's fetch sends no Host of ours, so this is node:http.
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * The base address a URL is fetched from by the renderer (PRERENDER_URL_MAP: public base →
 * address the renderer reaches, for a renderer inside docker-compose's network).
 * @param {string} url
 * @param {[string, string][]} urlMap
 */
export function mapUrl(url, urlMap = []) {
  for (const [from, to] of urlMap) if (url.startsWith(from)) return to + url.slice(from.length);
  return url;
}

/** "http://localhost:3001=http://remote-public,..." → pairs. */
export function parseUrlMap(text = '') {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [from, to] = pair.split('=');
      if (!from || !to) throw new Error(`PRERENDER_URL_MAP: "${pair}" is not public=internal`);
      return [from.replace(/\/+$/, ''), to.replace(/\/+$/, '')];
    });
}

/** "host:port" of a base address that is a bare origin, else null. */
function hostPortOf(base) {
  const url = new URL(base);
  if (url.pathname !== '/' || url.search || url.username) return null;
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
}

/**
 * A urlMap pair Chromium's resolver follows by itself: one origin to another of the same scheme
 * (http://localhost:3001 → http://remote-public). Its rule keeps the page's origin and the Host
 * the browser sends; only the connection goes elsewhere.
 * @param {[string, string]} pair
 */
export function resolverRuleOf([from, to]) {
  const [source, target] = [hostPortOf(from), hostPortOf(to)];
  return source && target && new URL(from).protocol === new URL(to).protocol ? `MAP ${source} ${target}` : null;
}

/**
 * Chromium's flag resolving each mapped host name at its address, and each urlMap origin that
 * resolverRuleOf maps at its target, or none.
 * @param {[string, string][]} hostMap
 * @param {[string, string][]} urlMap
 */
export function hostResolverRules(hostMap = [], urlMap = []) {
  const rules = [...hostMap.map(([host, address]) => `MAP ${host} ${address}`), ...urlMap.map(resolverRuleOf).filter(Boolean)];
  return rules.length > 0 ? [`--host-resolver-rules=${rules.join(', ')}`] : [];
}

/**
 * GET `url` (mapped by urlMap; a host of hostMap resolved at its address, its name kept as Host).
 * No Accept-Encoding unless `headers` ask for one: the body is read as it comes. Always fresh
 * (Cache-Control: no-cache): the host's nginx shares the API's public answers for up to 30 s.
 * @param {string} url
 * @param {{ headers?: Record<string, string>, urlMap?: [string, string][], hostMap?: [string, string][], timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function get(url, { headers = {}, urlMap = [], hostMap = [], timeoutMs = 15_000 } = {}) {
  const target = new URL(mapUrl(url, urlMap));
  const addresses = new Map(hostMap);
  const lookup = (hostname, options, callback) => dnsLookup(addresses.get(hostname) ?? hostname, options, callback);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(target, { headers: { 'Cache-Control': 'no-cache', ...headers }, lookup, timeout: timeoutMs }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url} did not answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
