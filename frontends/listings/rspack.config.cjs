// The `listings` remote: /dashboard and /prepare. Exposes its routes and its menu entries; the
// manifest (mf-manifest.json) lets the shell find everything else at run time. publicPath 'auto'
// makes the bundle work from wherever it is served (the backend serves it at /remotes/listings/).
const path = require('node:path');
const { createFrontendConfig, buildFlavour } = require('../rspack.common.cjs');

const BACKEND_URL = process.env.PENNANT_BACKEND_URL || 'http://localhost:3000';
const PORT = 4201;

module.exports = (env, argv) => {
  const { dev, hot } = buildFlavour(env, argv);
  return createFrontendConfig({
    projectRoot: __dirname,
    dev,
    hot,
    // A standalone page for working on the remote alone (dev server only).
    entry: dev ? './src/main.tsx' : undefined,
    publicPath: 'auto',
    federation: {
      name: 'listings',
      filename: 'remoteEntry.js',
      exposes: {
        './routes': './src/remote-entry.tsx',
        './menu': './src/menu.ts',
      },
      manifest: true,
    },
    html: dev
      ? { template: path.join(__dirname, 'src/index.html'), title: 'Pennant listings (standalone)' }
      : undefined,
    devServer: {
      port: PORT,
      hot: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      // The shell may proxy /remotes/listings/ here; hot updates still talk to this server directly.
      client: { webSocketURL: `ws://localhost:${PORT}/ws` },
      proxy: [{ context: ['/api', '/__ebay', '/objects'], target: BACKEND_URL }],
    },
  });
};
