/* global describe, it, expect -- jest's globals */
// The built sites get react-redux, Redux Toolkit and styled-components from the trimmed modules
// in provided/ (see sharedDependencies.js); jest and the type checker see the whole packages. This
// keeps them in step: every name the shipped code or those libraries' own builds import by a
// shared name must be one its trimmed module provides, and what a trimmed module takes from a
// package's `export *` must be provided by the module of the package it comes from.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { TRIMMED_PACKAGES } = require('./sharedDependencies');

const root = path.resolve(__dirname, '../..');
const sourceDirs = ['shared/src', 'host/src', 'remote-public/src', 'remote-auth/src', 'remote-admin/src'];
const testOnly = /(\.test\.tsx?$|[\\/]testing[\\/]|[\\/]test[\\/])/;
const packages = Object.keys(TRIMMED_PACKAGES);
const quoted = (name) => `["']${name.replace(/[/.]/g, '\\$&')}["']`;

function shippedSources() {
  return sourceDirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !testOnly.test(`/${file}`))
      .map((file) => readFileSync(path.join(root, dir, file), 'utf8')),
  );
}

/** The ES module build webpack bundles for a package name (its exports' `module`, else `import`). */
function realBuild(name) {
  const [scope, pkgName, ...rest] = name.split('/');
  const pkgDir = name.startsWith('@') ? `${scope}/${pkgName}` : scope;
  const subpath = ['.', ...(name.startsWith('@') ? rest : [pkgName, ...rest].filter(Boolean))].join('/');
  const pkg = JSON.parse(readFileSync(require.resolve(`${pkgDir}/package.json`, { paths: [root] }), 'utf8'));
  const entry = pkg.exports?.[subpath];
  const file = entry ? (entry.module?.default ?? entry.module ?? entry.import?.default ?? entry.import) : pkg.module;
  return readFileSync(path.join(path.dirname(require.resolve(`${pkgDir}/package.json`, { paths: [root] })), file), 'utf8');
}

/** The names in `{ a, b as c, type d }` (the imported side when `side` is 0, the exported when 1). */
function namesIn(clause, side) {
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[side] ?? part.split(/\s+as\s+/)[0]);
}

/** The value names a source imports from `name` (`default` for a default import). */
function importedNames(source, name) {
  const names = [];
  for (const [, clause] of source.matchAll(new RegExp(`import\\s+(?!type\\s)([^;]*?)\\s*from\\s*${quoted(name)}`, 'g'))) {
    const defaultName = clause.match(/^(\w+)\s*(,|$)/);
    if (defaultName) names.push('default');
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) names.push(...namesIn(braces[1], 0));
  }
  return names;
}

/** What a trimmed module provides. */
function providedNames(name) {
  const source = readFileSync(path.join(__dirname, 'provided', `${TRIMMED_PACKAGES[name]}.mjs`), 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap(([, clause]) => namesIn(clause, 1));
}

/** The names a real build exports itself (not through `export * from`). */
function ownExports(source) {
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)].flatMap(([, clause]) => namesIn(clause, 1));
  const declared = [...source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+(\w+)/g)].map(([, n]) => n);
  return [...listed, ...declared];
}

describe('the trimmed shared libraries', () => {
  // Without comments: the libraries' doc comments hold example imports.
  const sources = [...shippedSources(), ...packages.map(realBuild)].map((source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));

  it.each(packages)('%s provides every name the shipped code and the libraries import from it', (name) => {
    const used = new Set(sources.flatMap((source) => importedNames(source, name)));
    const provided = providedNames(name);
    expect([...used].filter((n) => !provided.includes(n))).toEqual([]);
    expect(provided.length).toBeGreaterThan(0);
  });

  it.each(packages)('%s takes from its real build only names it has, itself or through a provided package', (name) => {
    const real = realBuild(name);
    const own = ownExports(real);
    // `export * from 'x'`: a trimmed package's names are its module's, another package's its own.
    const starFrom = [...real.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map(([, other]) => (packages.includes(other) ? providedNames(other) : ownExports(realBuild(other))));
    const missing = providedNames(name).filter((n) => !own.includes(n) && !starFrom.some((names) => names.includes(n)));
    expect(missing).toEqual([]);
  });
});
