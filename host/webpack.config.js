// The host: the shell visitors load first. It has no remotes at build time; it learns their
// addresses from /remotes.json at run time (see src/federation/remoteLoader.ts).
const { createSectionWebpackConfig, remotesConfig, SECTION_PORTS } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  name: 'host',
  dir: __dirname,
  port: SECTION_PORTS.host,
  isHost: true,
  // The dev server answers /remotes.json from the environment, like the production server.
  devMiddleware: (app) => {
    app.get('/remotes.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.json(remotesConfig());
    });
  },
});
