// Module Federation build settings shared by every front-end section (host and remotes).
// One place decides what is a singleton, with which version range, and how a section builds,
// so the four webpack configs cannot drift apart.
const path = require('node:path');
const fs = require('node:fs');
const { remotesConfig, REMOTE_NAMES, DEFAULT_REMOTE_URLS, SECTION_PORTS } = require('./remotes');

const sharedDir = path.resolve(__dirname, '..');
const rootDir = path.resolve(sharedDir, '..');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The installed package.json of a dependency, as webpack would resolve it from `fromDir`. */
function installedPackage(name, fromDir) {
  return readJson(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/**
 * The version range a section asks for: its own dependency entry, else shared's peer range,
 * else the installed version.
 */
function requiredVersionOf(name, sectionPkg, fromDir) {
  const sharedPkg = readJson(path.join(sharedDir, 'package.json'));
  const declared = sectionPkg.dependencies?.[name] ?? sharedPkg.peerDependencies?.[name];
  if (declared && declared !== '*') return declared;
  return `^${installedPackage(name, fromDir).version}`;
}

/**
 * The `shared` object of ModuleFederationPlugin: every library that holds page-wide state is a
 * singleton with a requiredVersion read from the package.json files. `dir` is the section's folder.
 */
function sharedDependencies(dir = process.cwd()) {
  const sectionPkg = readJson(path.join(dir, 'package.json'));
  const singleton = (name, versionOf = name, extra = {}) => ({
    singleton: true,
    strictVersion: false,
    requiredVersion: requiredVersionOf(versionOf, sectionPkg, dir),
    version: installedPackage(versionOf, dir).version,
    ...extra,
  });
  const schoolShared = {
    singleton: true,
    requiredVersion: `^${readJson(path.join(sharedDir, 'package.json')).version}`,
    version: readJson(path.join(sharedDir, 'package.json')).version,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react/', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom/', 'react-dom'),
    // One router for the page, provided from the names the sections use (not the whole package).
    'react-router-dom': singleton('react-router-dom', 'react-router-dom', { import: path.join(sharedDir, 'src', 'routing', 'reactRouterDom.ts') }),
    'react-redux': singleton('react-redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit/', '@reduxjs/toolkit'),
    'styled-components': singleton('styled-components'),
    '@school/shared': schoolShared,
    '@school/shared/': { ...schoolShared },
  };
}

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
 * Copies the files of a section's public/ folder into its build as they are (index.html
 * excepted: it is HtmlWebpackPlugin's template), e.g. the host's placeholder documents. A few
 * lines instead of copy-webpack-plugin; the dev server serves them from memory the same way.
 */
class CopyPublicFilesPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const publicDir = this.publicDir;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(publicDir)) return;
          compilation.contextDependencies.add(publicDir);
          for (const entry of fs.readdirSync(publicDir, { recursive: true })) {
            const file = path.join(publicDir, String(entry));
            const name = path.relative(publicDir, file).split(path.sep).join('/');
            if (name === 'index.html' || !fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * The whole webpack configuration of one section.
 * @param {object} options
 * @param {string} options.name        federation name: host, remote_public, remote_auth, remote_admin
 * @param {string} options.dir         the section's folder (its package.json, src/, public/)
 * @param {number} options.port        dev server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 * @param {boolean} [options.isHost]
 * @param {string[]} [options.runtimePlugins]        federation runtime plugins (host)
 * @param {(app: import('express').Application) => void} [options.devMiddleware]
 * @param {object} [options.devProxy]                webpack-dev-server proxy entries
 */
function createSectionWebpackConfig(options) {
  const { name, dir, port, exposes, isHost = false, runtimePlugins = [], devMiddleware, devProxy } = options;
  const webpack = require('webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const CompressionPlugin = require('compression-webpack-plugin');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const zlib = require('node:zlib');

  return (_env, argv = {}) => {
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
                  libraries: { test: /[\\/]node_modules[\\/]/, chunks: 'async', name: 'libraries', enforce: true, priority: 20 },
                  schoolShared: {
                    test: (module) => Boolean(module.resource?.startsWith(path.join(sharedDir, 'src') + path.sep)),
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
          runtimePlugins: isHost ? [...runtimePlugins, injectExternalRuntimeCorePluginEsm()] : runtimePlugins,
          experiments: !isHost && production ? { externalRuntime: true } : {},
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          // Absolute script paths: the history fallback serves index.html at any depth.
          publicPath: '/',
          chunks: ['main'],
          hash: production,
        }),
        new CopyPublicFilesPlugin(path.join(dir, 'public')),
        new webpack.DefinePlugin({ __SECTION_NAME__: JSON.stringify(name), __IS_HOST__: JSON.stringify(isHost) }),
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
        port,
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
        proxy: devProxy ?? [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
        setupMiddlewares: (middlewares, server) => {
          if (devMiddleware) devMiddleware(server.app);
          return middlewares;
        },
      },
    };
  };
}

module.exports = {
  sharedDependencies,
  createSectionWebpackConfig,
  remotesConfig,
  REMOTE_NAMES,
  DEFAULT_REMOTE_URLS,
  SECTION_PORTS,
  rootDir,
};
