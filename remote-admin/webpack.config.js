// remote-admin: built and deployed on its own; the host loads `remote_admin/routes` at run time.
// Standalone development: `npm run dev -w @school/remote-admin` serves its pages on port 3003.
const { createSectionWebpackConfig, SECTION_PORTS } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  name: 'remote_admin',
  dir: __dirname,
  port: SECTION_PORTS.admin,
  exposes: { './routes': './src/routes.tsx' },
});
