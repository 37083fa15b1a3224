// Each Dockerfile (deploy/docker/<workspace>.Dockerfile): it copies only files that exist, the
// sources of its own workspace and the workspaces it depends on (of the others, their manifests
// only), installs the workspace's dependencies in the one `deps` stage every Node image shares
// word for word (so Docker builds it once), and runs the Node LTS the production images use.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import layout from '../../shared/federation/sections.js';
import { ROOT } from './support/commands.mjs';

/** The Node LTS of the production images (Node 20 reached end of life in April 2026). */
const PRODUCTION_NODE_MAJOR = 24;

const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const workspaces = readJson('package.json').workspaces;
const workspaceByPackage = Object.fromEntries(workspaces.map((ws) => [readJson(`${ws}/package.json`).name, ws]));

const dockerfile = (ws) => path.join(ROOT, 'deploy', 'docker', `${ws}.Dockerfile`);
/** A Dockerfile's text, line continuations joined. */
const readDockerfile = (ws) => readFileSync(dockerfile(ws), 'utf8').replace(/\\\n/g, ' ');

/** The `deps` stage: from its FROM line to the next FROM, comments left out. */
const depsStage = (text) => /^FROM node:\S+ AS deps\n[\s\S]*?(?=^FROM )/m.exec(text.replace(/^#.*\n/gm, ''))?.[0];

/** The sources of every COPY (but COPY --from), line continuations joined. */
function copiedSources(text) {
  const copied = [];
  for (const line of text.split('\n')) {
    const match = /^\s*COPY\s+(.*)$/i.exec(line);
    if (!match || /--from=/.test(match[1])) continue;
    const parts = match[1].split(/\s+/).filter((part) => part && !part.startsWith('--'));
    copied.push(...parts.slice(0, -1).map((source) => source.replace(/\/$/, '')));
  }
  return copied;
}

for (const ws of ['api', ...layout.SECTIONS.map(({ folder }) => folder)]) {
  test(`${ws}.Dockerfile builds only ${ws} and what it depends on, on Node ${PRODUCTION_NODE_MAJOR}`, () => {
    const file = dockerfile(ws);
    assert.ok(existsSync(file), `${path.relative(ROOT, file)} is missing`);
    const text = readDockerfile(ws);
    const copied = copiedSources(text);
    assert.deepEqual(copied.filter((source) => !existsSync(path.join(ROOT, source))), [], 'copies what does not exist');

    // CI tests the API on this Node too (scripts/test-api-node24.sh).
    for (const [, image] of text.matchAll(/^\s*FROM\s+(node:\S+)/gim)) assert.match(image, new RegExp(`^node:${PRODUCTION_NODE_MAJOR}[.-]`));

    const pkg = readJson(`${ws}/package.json`);
    const deps = depsStage(text);
    assert.equal(deps, depsStage(readDockerfile('api')), 'its deps stage is the one every Node image shares');
    for (const other of workspaces) assert.ok(copiedSources(deps).includes(`${other}/package.json`), `the deps stage copies ${other}/package.json`);
    assert.match(deps, /^RUN npm ci .*--ignore-scripts/m);
    const needed = new Set([ws]);
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) if (workspaceByPackage[dep]) needed.add(workspaceByPackage[dep]);
    for (const need of needed) assert.ok(copied.includes(need), `copies ${need}/`);
    const others = workspaces.filter((other) => !needed.has(other) && copied.some((source) => source === other || (source.startsWith(`${other}/`) && source !== `${other}/package.json`)));
    assert.deepEqual(others, [], 'copies workspaces it does not depend on');
  });
}

test('.dockerignore keeps node_modules out of the build context', () => {
  const ignore = path.join(ROOT, '.dockerignore');
  assert.ok(existsSync(ignore) && /node_modules/.test(readFileSync(ignore, 'utf8')));
});

test("s3.Dockerfile (the county's S3 store) runs the s3rver of the lock, the API tests' own, on Node 24", () => {
  const text = readDockerfile('s3');
  assert.deepEqual(copiedSources(text).filter((source) => !existsSync(path.join(ROOT, source))), [], 'copies what does not exist');
  for (const [, image] of text.matchAll(/^\s*FROM\s+(node:\S+)/gim)) assert.match(image, new RegExp(`^node:${PRODUCTION_NODE_MAJOR}[.-]`));
  const locked = readJson('package-lock.json').packages['node_modules/s3rver'].version;
  assert.match(text, new RegExp(`npm install .* s3rver@${locked.replaceAll('.', '\\.')}\\b`));
});

/** Every file and package the renderer's scripts reach: the relative paths they import or require, and the bare packages. */
function rendererNeeds() {
  const files = new Set();
  const packages = new Set();
  const pending = readdirSync(path.join(ROOT, 'scripts/prerender'))
    .filter((name) => name.endsWith('.mjs') && !name.endsWith('.test.mjs'))
    .map((name) => `scripts/prerender/${name}`);
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(mjs|cjs|js)$/.test(file)) continue;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from\s+|import\(|require\(|createRequire\(import\.meta\.url\)\()\s*'([^']+)'/g)) {
      if (specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      else packages.add(specifier.split('/')[0]);
    }
  }
  return { files: [...files], packages: [...packages] };
}

test("prerender.Dockerfile holds every file the renderer's scripts load, and installs each package they import at the lock's version", () => {
  const text = readDockerfile('prerender');
  const copied = copiedSources(text);
  assert.deepEqual(copied.filter((source) => !existsSync(path.join(ROOT, source))), [], 'copies what does not exist');
  const { files, packages } = rendererNeeds();
  const missing = files.filter((file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)));
  assert.deepEqual(missing, [], 'loaded by the renderer but not copied into its image');
  const lock = readJson('package-lock.json').packages;
  for (const name of packages) {
    const locked = lock[`node_modules/${name}`]?.version;
    assert.ok(locked, `${name} is in the lock`);
    assert.match(text, new RegExp(`npm install .* ${name}@${locked.replaceAll('.', '\\.')}\\b`), `installs ${name}@${locked}`);
  }
});
