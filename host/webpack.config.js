// The host: the shell visitors load first. It has no remotes at build time; it learns their
// addresses from /remotes.json at run time (see src/federation/remoteLoader.ts), which its dev
// server answers from the environment like the production servers.
const { createSectionWebpackConfig } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({ section: 'host', dir: __dirname });
