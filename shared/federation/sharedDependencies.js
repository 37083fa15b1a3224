// The libraries every section shares through Module Federation: one place decides what is a
// singleton and with which version range, read from the package.json files, so the four builds
// cannot drift apart.
const path = require('node:path');
const fs = require('node:fs');

const sharedDir = path.resolve(__dirname, '..');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The installed package.json of a dependency, as webpack would resolve it from `fromDir`. */
function installedPackage(name, fromDir) {
  return readJson(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/**
 * The version range a section asks for: its own dependency entry, else shared's peer range,
 * else the installed version.
 */
function requiredVersionOf(name, sectionPkg, fromDir) {
  const sharedPkg = readJson(path.join(sharedDir, 'package.json'));
  const declared = sectionPkg.dependencies?.[name] ?? sharedPkg.peerDependencies?.[name];
  if (declared && declared !== '*') return declared;
  return `^${installedPackage(name, fromDir).version}`;
}

/**
 * The packages shared from a trimmed module (provided/*.mjs: the names the sections and the
 * libraries' own modules use, checked by sharedLibraryNames.test.js), and that module's file. A
 * shared module keeps every export it has, so the whole package would cost each page more.
 */
const TRIMMED_PACKAGES = {
  'react-redux': 'reactRedux',
  '@reduxjs/toolkit': 'reduxToolkit',
  '@reduxjs/toolkit/query': 'rtkQuery',
  '@reduxjs/toolkit/query/react': 'rtkQueryReact',
  'styled-components': 'styledComponents',
};

/**
 * Webpack aliases by which the trimmed modules import the real package: a request by its own name
 * would be consumed from the share scope, that is from the trimmed module itself. Aliases apply
 * when webpack resolves a request, after federation has matched it against the shared names.
 */
function realBuildAliases() {
  return Object.fromEntries(Object.keys(TRIMMED_PACKAGES).map((name) => [`@school/real-build/${name}$`, name]));
}

const trimmed = (name) => path.join(__dirname, 'provided', `${TRIMMED_PACKAGES[name]}.mjs`);

/**
 * The `shared` object of ModuleFederationPlugin: every library that holds page-wide state is a
 * singleton with a requiredVersion read from the package.json files. `dir` is the section's folder.
 */
function sharedDependencies(dir = process.cwd()) {
  const sectionPkg = readJson(path.join(dir, 'package.json'));
  const singleton = (name, versionOf = name, extra = {}) => ({
    singleton: true,
    strictVersion: false,
    requiredVersion: requiredVersionOf(versionOf, sectionPkg, dir),
    version: installedPackage(versionOf, dir).version,
    ...extra,
  });
  const schoolShared = {
    singleton: true,
    requiredVersion: `^${readJson(path.join(sharedDir, 'package.json')).version}`,
    version: readJson(path.join(sharedDir, 'package.json')).version,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react/', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom/', 'react-dom'),
    // One router for the page, provided from the names the sections use (not the whole package).
    'react-router-dom': singleton('react-router-dom', 'react-router-dom', { import: path.join(sharedDir, 'src', 'routing', 'reactRouterDom.ts') }),
    // One store context, one store and api slice, one styled-components: trimmed (TRIMMED_PACKAGES).
    'react-redux': singleton('react-redux', 'react-redux', { import: trimmed('react-redux') }),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit', '@reduxjs/toolkit', { import: trimmed('@reduxjs/toolkit') }),
    '@reduxjs/toolkit/query': singleton('@reduxjs/toolkit/query', '@reduxjs/toolkit', { import: trimmed('@reduxjs/toolkit/query') }),
    '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit', { import: trimmed('@reduxjs/toolkit/query/react') }),
    'styled-components': singleton('styled-components', 'styled-components', { import: trimmed('styled-components') }),
    '@school/shared': schoolShared,
    '@school/shared/': { ...schoolShared },
  };
}

module.exports = { sharedDependencies, realBuildAliases, TRIMMED_PACKAGES };
