// One jest configuration for the whole workspace: `npx jest` runs every package's tests.
const path = require('node:path');

const swcTransform = {
  '^.+\\.(m?js|tsx?|jsx)$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const assetStub = path.join(__dirname, 'jest', 'assetStub.js');

// ESM-only packages that swc compiles for jest's CommonJS: msw 2's helpers, and sanitize-html's
// HTML parser (htmlparser2 12 and its DOM packages, installed under sanitize-html).
const esmOnly = (names) =>
  `/node_modules/(?!(?:sanitize-html/node_modules/)?(${[...names, 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'].join('|')})/)`;
const { REMOTES_JSON_PATH } = require('./shared/federation/sections');

/** Front-end packages run in a DOM with Node's fetch, Request and Response (jest-fixed-jsdom). */
function frontEnd(name) {
  return {
    displayName: name,
    rootDir: path.join(__dirname, name),
    testEnvironment: 'jest-fixed-jsdom',
    transform: swcTransform,
    setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setupDom.ts')],
    moduleNameMapper: {
      '\\.(webp|png|jpe?g|svg|pdf|css)$': assetStub,
      // jest ignores the "browser" field; the server build of styled-components renders no GlobalStyle.
      '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
    },
    transformIgnorePatterns: [esmOnly(['rettime', 'until-async', '@open-draft/deferred-promise'])],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // What webpack's DefinePlugin puts in the bundles (shared/federation/webpackConfig.js).
    globals: { __REMOTES_JSON_PATH__: REMOTES_JSON_PATH },
  };
}

module.exports = {
  projects: [
    {
      displayName: 'api',
      rootDir: path.join(__dirname, 'api'),
      testEnvironment: 'node',
      transform: swcTransform,
      // file-type (upload sniffing) is ESM-only with no "require" export: mapped to its file, and
      // swc compiles it and its ESM dependencies too.
      transformIgnorePatterns: [esmOnly(['file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'])],
      moduleNameMapper: { '^file-type$': require.resolve('./node_modules/file-type/index.js') },
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    frontEnd('shared'),
    frontEnd('host'),
    frontEnd('remote-public'),
    frontEnd('remote-auth'),
    frontEnd('remote-admin'),
  ],
};
