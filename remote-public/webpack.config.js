// remote-public: built and deployed on its own; the host loads `remote_public/routes` at run time.
// Standalone development: `npm run dev -w @school/remote-public` serves its pages on port 3001.
const { createSectionWebpackConfig, SECTION_PORTS } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  name: 'remote_public',
  dir: __dirname,
  port: SECTION_PORTS.public,
  exposes: { './routes': './src/routes.tsx' },
});
