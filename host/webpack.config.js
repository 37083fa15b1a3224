// The host: the shell visitors load first. It has no remotes at build time; it learns their
// addresses from /remotes.json at run time (see src/federation/remoteLoader.ts), which its dev
// server answers from the environment like the production servers. The production build adds the
// pre-rendered pages' loader (loaderWebpackConfig.js); the dev server serves no snapshot.
const { createSectionWebpackConfig } = require('@school/shared/federation');
const loaderConfig = require('./loaderWebpackConfig');

const hostConfig = createSectionWebpackConfig({ section: 'host', dir: __dirname });

module.exports = (env = {}, argv = {}) =>
  env.WEBPACK_SERVE ? hostConfig(env, argv) : [{ ...hostConfig(env, argv), name: 'host' }, loaderConfig(env, argv)];
