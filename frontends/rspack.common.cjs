// Build settings every frontend shares: TypeScript/TSX through the builtin swc-loader (including
// the workspace libs, which resolve through their symlinks to libs/*/src), React's automatic runtime,
// react-refresh in development, content-hashed output, and Module Federation's shared singletons.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedDependencies } = require('./mf-shared.cjs');

const BROWSER_TARGETS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 16'];

/**
 * How this run builds: `dev` for `--mode development` (and for `rspack serve` without a mode);
 * `hot` only under `rspack serve`, the one place react-refresh runs.
 */
function buildFlavour(env, argv) {
  const serving = Boolean(env && env.RSPACK_SERVE);
  const mode = argv && argv.mode;
  const dev = mode === 'development' || (mode === undefined && serving);
  return { dev, hot: dev && serving };
}

function scriptRule(dev, hot) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Only third-party code is excluded: libs/* are reached through node_modules symlinks that
    // rspack resolves to their real path, so they are compiled like the frontend's own sources.
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', development: dev, refresh: hot },
        },
      },
      env: { targets: BROWSER_TARGETS },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {object} options
 * @param {string} options.projectRoot absolute path of the frontend workspace
 * @param {boolean} options.dev development mode
 * @param {boolean} options.hot hot module replacement with react-refresh (dev server only)
 * @param {string | undefined} options.entry entry module, relative to projectRoot
 * @param {string} options.publicPath output.publicPath
 * @param {object} options.federation ModuleFederationPlugin options without `shared`
 * @param {object | undefined} options.html HtmlRspackPlugin options, or undefined for no page
 * @param {object} options.devServer devServer options
 */
function createFrontendConfig({
  projectRoot,
  dev,
  hot,
  entry,
  publicPath,
  federation,
  html,
  devServer,
}) {
  return {
    context: projectRoot,
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    entry: entry ? { main: entry } : {},
    output: {
      path: path.join(projectRoot, 'dist'),
      publicPath,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
    },
    module: {
      rules: [
        scriptRule(dev, hot),
        { test: /\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset' },
      ],
    },
    experiments: { css: true },
    plugins: [
      new ModuleFederationPlugin({
        dts: false,
        shareStrategy: 'loaded-first',
        ...federation,
        shared: sharedDependencies(),
      }),
      html && new rspack.HtmlRspackPlugin(html),
      hot && new ReactRefreshRspackPlugin(),
    ].filter(Boolean),
    optimization: {
      // Federation needs stable module ids across the host and remotes' chunks.
      moduleIds: dev ? 'named' : 'deterministic',
      chunkIds: dev ? 'named' : 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer,
  };
}

/**
 * A Module Federation remote: exposes its routes and its menu entries; the manifest (mf-manifest.json)
 * lets the shell find everything else at run time. publicPath 'auto' makes the bundle work from
 * wherever it is served (the backend serves it at /remotes/<name>/). The dev server also serves a
 * standalone page for working on the remote alone.
 */
function createRemoteConfig({ name, port, projectRoot }) {
  const backendUrl = process.env.PENNANT_BACKEND_URL || 'http://localhost:3000';
  return (env, argv) => {
    const { dev, hot } = buildFlavour(env, argv);
    return createFrontendConfig({
      projectRoot,
      dev,
      hot,
      entry: dev ? './src/main.tsx' : undefined,
      publicPath: 'auto',
      federation: {
        name,
        filename: 'remoteEntry.js',
        exposes: {
          './routes': './src/remote-entry.tsx',
          './menu': './src/menu.ts',
        },
        manifest: true,
      },
      html: dev
        ? {
            template: path.join(projectRoot, 'src/index.html'),
            title: `Pennant ${name} (standalone)`,
          }
        : undefined,
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        // The shell may proxy /remotes/<name>/ here; hot updates still talk to this server directly.
        client: { webSocketURL: `ws://localhost:${port}/ws` },
        proxy: [{ context: ['/api', '/__ebay', '/objects'], target: backendUrl }],
      },
    });
  };
}

module.exports = { createFrontendConfig, createRemoteConfig, buildFlavour };
