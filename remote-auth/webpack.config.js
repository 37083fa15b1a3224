// remote-auth: built and deployed on its own; the host loads `remote_auth/routes` at run time, and
// two shell parts: SessionStatus (the public navbar) and SignInAgain (the admin top bar).
// Standalone development: `npm run dev -w @school/remote-auth` serves its pages on its port of the
// sections' layout (3002).
const { createSectionWebpackConfig } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  section: 'auth',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx', './SessionStatus': './src/SessionStatus.tsx', './SignInAgain': './src/SignInAgain.tsx' },
});
