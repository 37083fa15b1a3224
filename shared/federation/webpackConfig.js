// The webpack configuration of a front-end section (host or remote): one function, so the four
// builds differ only in what the sections' layout (sections.js) and their exposes say.
const path = require('node:path');
const fs = require('node:fs');
const { ChunkGroupsFilePlugin } = require('./chunkGroupsFile');
const { CopyPublicFilesPlugin } = require('./copyPublicFiles');
const prerender = require('../http/prerender.json');
const { REMOTES_JSON_PATH, portsFromEnv, remotesConfig, sectionNamed } = require('./sections');
const { realBuildAliases, sharedDependencies } = require('./sharedDependencies');

const sharedDir = path.resolve(__dirname, '..');

/** The ES module build of Module Federation's inject-external-runtime-core plugin (see below). */
function injectExternalRuntimeCorePluginEsm() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
  });
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!fs.existsSync(esm)) throw new Error(`no ES module build of the inject-external-runtime-core plugin beside ${cjs}`);
  return esm;
}

/**
 * React Router's production build: its package gives bundlers the development one by default (no
 * "production" export condition), whose checks made creating the router ~150 ms on a slow phone.
 */
function reactRouterProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [sharedDir] })), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/** @param {{ lang: string, title: string }} page */
const standaloneIndexHtml = ({ lang, title }) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The whole webpack configuration of one section. Its federation name and dev server port come
 * from the sections' layout; the dev server's port, its /api proxy and the host's /remotes.json
 * follow the same environment keys as `npm start`.
 * @param {object} options
 * @param {import('./sections').SectionName} options.section
 * @param {string} options.dir         the section's folder (its package.json, src/, public/)
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 */
function createSectionWebpackConfig({ section, dir, exposes }) {
  const { federationName: name, standalone } = sectionNamed(section);
  const isHost = section === 'host';
  const webpack = require('webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const CompressionPlugin = require('compression-webpack-plugin');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const zlib = require('node:zlib');

  return (_env, argv = {}) => {
    const ports = portsFromEnv();
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const compressible = /\.(js|css|html|json|svg|txt)$/;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: path.join(dir, 'src', 'index.ts') },
      // Production maps stay in dist for debugging, unreferenced by the bundles, and the section
      // servers never serve them (shared/http/sectionSecurity.js).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        uniqueName: `school_${name}`,
        publicPath: 'auto',
        // Entry files keep a stable name (served no-cache; index.html adds a ?hash): the federation
        // runtime module cannot interpolate [contenthash] in an entry chunk's name.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        // npm workspaces link @school/shared into node_modules; keep its real path so it is
        // compiled once and matched by the loader rule below.
        symlinks: true,
        alias: { ...realBuildAliases(), ...(production ? reactRouterProductionAliases() : {}) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            include: [path.join(dir, 'src'), path.join(sharedDir, 'src')],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                  // A styled component's class is named from its file and its place there, not from
                  // how many were made before it: a page the renderer draws again in a document
                  // whose chunks earlier pages loaded names its elements as a load of it does.
                  experimental: { plugins: [['@swc/plugin-styled-components', { displayName: false, ssr: true, minify: false, transpileTemplateLiterals: false }]] },
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // One runtime per build, inside remoteEntry / main: a runtimeChunk breaks federation.
        runtimeChunk: false,
        minimize: production,
        // The host needs every shared library at start-up: one chunk for the libraries and one
        // for @school/shared, instead of one request per library (16 scripts for /home before).
        // Each is still provided to the share scope module by module; a remote that asks for one
        // gets it from the chunk the page already holds. Remotes keep webpack's default split.
        ...(isHost && production
          ? {
              splitChunks: {
                cacheGroups: {
                  libraries: {
                    // The libraries, and the trimmed modules that provide some of them (provided/*.mjs).
                    test: (module) => /[\\/]node_modules[\\/]/.test(module.resource ?? '') || Boolean(module.resource?.startsWith(path.join(__dirname, 'provided') + path.sep)),
                    chunks: 'async',
                    name: 'libraries',
                    enforce: true,
                    priority: 20,
                  },
                  schoolShared: {
                    // Its sources and the JSON files they read (shared/http: the proxies' messages).
                    test: (module) => ['src', 'http'].some((folder) => Boolean(module.resource?.startsWith(path.join(sharedDir, folder) + path.sep))),
                    chunks: 'async',
                    name: 'school-shared',
                    enforce: true,
                    priority: 10,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedDependencies(dir),
          shareStrategy: 'loaded-first',
          // One copy of the federation runtime in the page: the host (a pure consumer) puts its
          // runtime-core on a global (what `experiments.provideExternalRuntime` does, but that option
          // adds the plugin's CommonJS build, which drags in a second, CommonJS copy of runtime-core:
          // +24 KB gzip; by package name the ES module build is used and shares the host's copy).
          // The remotes' production builds take that global instead of shipping their own runtime
          // (~18 KB gzip less per remoteEntry.js). Remote dev servers keep theirs, so a remote still
          // runs alone (`npm run dev -w @school/remote-public`); a remote's production index.html
          // only answers the section server's checks, it cannot run without the host.
          runtimePlugins: isHost ? [injectExternalRuntimeCorePluginEsm()] : [],
          experiments: {
            ...(!isHost && production ? { externalRuntime: true } : {}),
            // /remotes.json names remoteEntry.js files, never manifests (sections.js), and the page
            // is a browser's: the runtime leaves out its manifest snapshots and its Node loaders.
            optimization: { disableSnapshot: true, target: 'web' },
          },
          // Kept for the tools that read a build (the bench's shared chunks, the deployment check).
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          // The host's page is its own; a remote's, only for running it alone, comes from the layout.
          ...(standalone ? { templateContent: standaloneIndexHtml(standalone) } : { template: path.join(dir, 'public', 'index.html') }),
          // Absolute script paths: the history fallback serves index.html at any depth.
          publicPath: '/',
          chunks: ['main'],
          hash: production,
        }),
        new CopyPublicFilesPlugin(path.join(dir, 'public')),
        new ChunkGroupsFilePlugin(prerender.chunkGroupsFile),
        new webpack.DefinePlugin({ __REMOTES_JSON_PATH__: JSON.stringify(REMOTES_JSON_PATH) }),
        ...(production
          ? [
              new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 1024 }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: compressible,
                threshold: 1024,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ],
      devServer: {
        port: ports[section],
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        allowedHosts: 'all',
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${ports.api}` }],
        setupMiddlewares: (middlewares, server) => {
          // The host's dev server answers /remotes.json from the environment, like `npm start`.
          if (isHost) {
            server.app?.get(REMOTES_JSON_PATH, (_request, response) => {
              response.set('Cache-Control', 'no-cache');
              response.json(remotesConfig(ports));
            });
          }
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createSectionWebpackConfig };
