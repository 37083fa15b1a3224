// A read-through mirror of the npm registry on a loopback port, for the image builds of one run
// (docker build --network host, build argument NPM_REGISTRY): a tarball is served from this
// machine's npm cache (`npm ci` has filled it) or fetched once from the registry, through the
// machine's own trust (its CA bundle stays on the machine), and kept for the other builds. The
// builds' npm still checks every tarball against the lock's integrity hash.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

const UPSTREAM = 'https://registry.npmjs.org';
/** A fixed port: the mirror's address is a build argument, so a new one would miss Docker's build cache. */
const PORT = 3790;

/** npm's own cacache and its cache folder on this machine, or undefined. */
function machineCache() {
  try {
    const npmDir = path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm');
    const cacache = createRequire(path.join(npmDir, 'package.json'))('cacache');
    const dir = path.join(execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim(), '_cacache');
    return existsSync(dir) ? { cacache, dir } : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the mirror; answers { url, stats: { local, fetched }, close() }. */
export async function startNpmMirror(work) {
  const store = path.join(work, 'npm-mirror');
  mkdirSync(store, { recursive: true });
  const cache = machineCache();
  const stats = { local: 0, fetched: 0 };
  let base;

  async function tarball(urlPath) {
    const kept = path.join(store, createHash('sha256').update(urlPath).digest('hex'));
    if (existsSync(kept)) return readFileSync(kept);
    const upstreamUrl = `${UPSTREAM}${urlPath}`;
    let body = cache && (await cache.cacache.get(cache.dir, `make-fetch-happen:request-cache:${upstreamUrl}`).then(({ data }) => data, () => undefined));
    if (body) stats.local += 1;
    else {
      const answer = await fetch(upstreamUrl);
      if (!answer.ok) return { status: answer.status };
      body = Buffer.from(await answer.arrayBuffer());
      stats.fetched += 1;
    }
    writeFileSync(kept, body);
    return body;
  }

  async function packument(urlPath) {
    const answer = await fetch(`${UPSTREAM}${urlPath}`, { headers: { accept: 'application/json' } });
    if (!answer.ok) return { status: answer.status };
    // Its tarballs' addresses point here too.
    return Buffer.from((await answer.text()).replaceAll(`${UPSTREAM}/`, `${base}/`));
  }

  const server = createServer(async (request, response) => {
    try {
      const urlPath = new URL(request.url, 'http://mirror').pathname;
      const body = urlPath.includes('/-/') ? await tarball(urlPath) : await packument(urlPath);
      if (!Buffer.isBuffer(body)) {
        response.writeHead(body.status).end();
        return;
      }
      response.writeHead(200, { 'content-type': urlPath.includes('/-/') ? 'application/octet-stream' : 'application/json', 'content-length': body.length });
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(PORT, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${PORT}`;
  return { url: `${base}/`, stats, close: () => new Promise((resolve) => server.close(resolve)) };
}
