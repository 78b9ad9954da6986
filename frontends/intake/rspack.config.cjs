// The `intake` remote: /upload, /cards and /review. Exposes its routes and its menu entries; the
// manifest (mf-manifest.json) lets the shell find everything else at run time. publicPath 'auto'
// makes the bundle work from wherever it is served (the backend serves it at /remotes/intake/).
const path = require('node:path');
const { createFrontendConfig, buildFlavour } = require('../rspack.common.cjs');

const BACKEND_URL = process.env.PENNANT_BACKEND_URL || 'http://localhost:3000';
const PORT = 4202;

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
      name: 'intake',
      filename: 'remoteEntry.js',
      exposes: {
        './routes': './src/remote-entry.tsx',
        './menu': './src/menu.ts',
      },
      manifest: true,
    },
    html: dev
      ? { template: path.join(__dirname, 'src/index.html'), title: 'Pennant intake (standalone)' }
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
      // The shell may proxy /remotes/intake/ here; hot updates still talk to this server directly.
      client: { webSocketURL: `ws://localhost:${PORT}/ws` },
      proxy: [{ context: ['/api', '/__ebay', '/objects'], target: BACKEND_URL }],
    },
  });
};
