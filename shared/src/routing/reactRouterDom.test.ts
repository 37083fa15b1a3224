// The built sites get react-router-dom from reactRouterDom.ts (see federation/index.js); jest and
// the type checker see the whole package. This keeps the two in step: every name the shipped code
// imports from react-router-dom must be one reactRouterDom.ts exports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as provided from './reactRouterDom';

const root = path.resolve(__dirname, '../../..');
const sourceDirs = ['shared/src', 'host/src', 'remote-public/src', 'remote-auth/src', 'remote-admin/src'];
const testOnly = /(\.test\.tsx?$|[\\/]testing[\\/]|[\\/]test[\\/])/;

function shippedSources(): string[] {
  return sourceDirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !testOnly.test(`/${file}`))
      .map((file) => path.join(root, dir, file)),
  );
}

/** The value (not type-only) names a file imports from react-router-dom. */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const [, clause] of source.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
    for (const part of (clause ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

test('every react-router-dom name the shipped code imports is provided to the built sites', () => {
  const files = shippedSources();
  const used = new Set(files.flatMap((file) => importedNames(readFileSync(file, 'utf8'))));
  expect(used.size).toBeGreaterThan(0);
  const missing = [...used].filter((name) => !(name in provided));
  expect(missing).toEqual([]);
});

test('no shipped file imports react-router-dom as a namespace or default', () => {
  const offenders = shippedSources().filter((file) =>
    /import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s*from\s*'react-router-dom'/.test(readFileSync(file, 'utf8')),
  );
  expect(offenders).toEqual([]);
});
