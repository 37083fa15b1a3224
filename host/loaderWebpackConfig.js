// The build of the pre-rendered pages' loader (src/prerender/loader.ts): one small script with no
// federation, no chunk and no runtime, written beside the host's build as
// shared/http/prerender.json's `loaderFile`. The snapshot writer inlines that file and the CSP
// allows it by the hash of its bytes (shared/http/sectionSecurity.js).
const path = require('node:path');
const prerender = require('@school/shared/http/prerender.json');

const sharedSrc = path.resolve(__dirname, '..', 'shared', 'src');

module.exports = (_env, argv = {}) => ({
  name: 'prerender-loader',
  mode: argv.mode ?? 'production',
  context: __dirname,
  entry: path.join(__dirname, 'src', 'prerender', 'loaderEntry.ts'),
  devtool: false,
  target: ['web', 'es2020'],
  output: {
    path: path.join(__dirname, 'dist'),
    filename: prerender.loaderFile,
    iife: true,
    // The host's build (run first) empties dist; this one only adds its file.
    clean: false,
  },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        include: [path.join(__dirname, 'src'), sharedSrc],
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
      },
    ],
  },
  optimization: { minimize: true },
  performance: { hints: false },
  // After the host's build, whose `clean` would remove this file.
  dependencies: ['host'],
});
