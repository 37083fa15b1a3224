// remote-public: built and deployed on its own; the host loads `remote_public/routes` at run time.
// Standalone development: `npm run dev -w @school/remote-public` serves its pages on its port of
// the sections' layout (3001).
const { createSectionWebpackConfig } = require('@school/shared/federation');

module.exports = createSectionWebpackConfig({
  section: 'public',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
