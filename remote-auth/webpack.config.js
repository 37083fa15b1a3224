// remote-auth: built and deployed on its own; the host loads `remote_auth/routes` at run time.
// Standalone development: `npm run dev -w @school/remote-auth` serves its pages on port 3002.
const { createSectionWebpackConfig, SECTION_PORTS } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  name: 'remote_auth',
  dir: __dirname,
  port: SECTION_PORTS.auth,
  exposes: { './routes': './src/routes.tsx', './SessionStatus': './src/SessionStatus.tsx' },
});
