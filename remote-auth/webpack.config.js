// remote-auth: built and deployed on its own; the host loads `remote_auth/routes` at run time, and
// two shell parts: SessionStatus (the public navbar) and SignInAgain (the admin top bar).
// Standalone development: `npm run dev -w @school/remote-auth` serves its pages on port 3002.
const { createSectionWebpackConfig, SECTION_PORTS } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  name: 'remote_auth',
  dir: __dirname,
  port: SECTION_PORTS.auth,
  exposes: { './routes': './src/routes.tsx', './SessionStatus': './src/SessionStatus.tsx', './SignInAgain': './src/SignInAgain.tsx' },
});
