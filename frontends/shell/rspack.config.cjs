// The shell: Module Federation host with no static remotes. At run time it reads
// GET /api/config/remotes and registers each remote's manifest with the federation runtime.
const path = require('node:path');
const { createFrontendConfig, buildFlavour } = require('../rspack.common.cjs');

const BACKEND_URL = process.env.PENNANT_BACKEND_URL || 'http://localhost:3000';

/**
 * `PENNANT_DEV_REMOTES=listings` (comma-separated) sends /remotes/<name>/ to that remote's dev
 * server instead of the backend's built copy, for hot reloading a remote inside the shell.
 */
const REMOTE_DEV_SERVERS = { listings: 'http://localhost:4201' };

function remoteDevProxies() {
  const names = (process.env.PENNANT_DEV_REMOTES || '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name in REMOTE_DEV_SERVERS);
  return names.map((name) => ({
    context: [`/remotes/${name}`],
    target: REMOTE_DEV_SERVERS[name],
    pathRewrite: { [`^/remotes/${name}`]: '' },
  }));
}

module.exports = (env, argv) => {
  const { dev, hot } = buildFlavour(env, argv);
  return createFrontendConfig({
    projectRoot: __dirname,
    dev,
    hot,
    entry: './src/main.tsx',
    publicPath: '/',
    federation: { name: 'shell', remotes: {} },
    html: {
      template: path.join(__dirname, 'src/index.html'),
      title: 'Pennant',
      favicon: path.join(__dirname, 'src/assets/favicon.svg'),
    },
    devServer: {
      port: 4200,
      hot: true,
      historyApiFallback: true,
      proxy: [
        ...remoteDevProxies(),
        { context: ['/api', '/remotes', '/__ebay', '/objects'], target: BACKEND_URL },
      ],
    },
  });
};
