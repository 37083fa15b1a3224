// remote-admin: built and deployed on its own; the host loads `remote_admin/routes` at run time.
// Standalone development: `npm run dev -w @school/remote-admin` serves its pages on its port of
// the sections' layout (3003).
const { createSectionWebpackConfig } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  section: 'admin',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
