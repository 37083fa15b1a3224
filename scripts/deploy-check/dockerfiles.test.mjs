// Each Dockerfile (deploy/docker/<workspace>.Dockerfile): it copies only files that exist, the
// sources of its own workspace and the workspaces it depends on (of the others, their manifests
// only), installs the workspace's dependencies in the one `deps` stage every Node image shares
// word for word (so Docker builds it once), and runs the Node LTS the production images use.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
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
