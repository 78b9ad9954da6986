// `npm run dev`: hot reload for everything.
// - backend: Rspack rebuilds on change and Node restarts the server (node --watch)
// - shell: Rspack dev server with HMR at http://localhost:4200, proxying /api and /__ebay to the backend
// - listings remote: Rspack dev server with HMR at http://localhost:4201, loaded by the shell through its manifest
// - intake remote (upload, cards, review): the same at http://localhost:4202
// - finance remote (sales, billing): the same at http://localhost:4203
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const BACKEND_PORT = process.env.PORT ?? '3000';
const backendUrl = `http://localhost:${BACKEND_PORT}`;
const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    // Its own process group, so stopping reaches what npx starts underneath (rspack's node processes).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  const relay = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) target.write(prefix + line + '\n');
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

run('backend:build', 'npx', ['rspack', 'build', '-c', 'backend/rspack.config.cjs', '--watch']);
const waitForBundle = setInterval(() => {
  if (!fs.existsSync('backend/dist/main.js')) return;
  clearInterval(waitForBundle);
  run('backend', process.execPath, ['--watch', '--enable-source-maps', 'backend/dist/main.js'], {
    PORT: BACKEND_PORT,
    PUBLIC_URL: 'http://localhost:4200',
    EBAY_AUTH_BASE_URL: 'http://localhost:4200/__ebay/auth',
    EBAY_API_BASE_URL: `${backendUrl}/__ebay/api`,
    EBAY_APIZ_BASE_URL: `${backendUrl}/__ebay/apiz`,
    EBAY_DELETION_ENDPOINT_URL: `${backendUrl}/api/ebay/account-deletion`,
    REMOTE_LISTINGS_MANIFEST_URL: 'http://localhost:4201/mf-manifest.json',
    REMOTE_INTAKE_MANIFEST_URL: 'http://localhost:4202/mf-manifest.json',
    REMOTE_FINANCE_MANIFEST_URL: 'http://localhost:4203/mf-manifest.json',
  });
}, 500);
run('shell', 'npx', [
  'rspack',
  'serve',
  '-c',
  'frontends/shell/rspack.config.cjs',
  '--mode',
  'development',
]);
run('listings', 'npx', [
  'rspack',
  'serve',
  '-c',
  'frontends/listings/rspack.config.cjs',
  '--mode',
  'development',
]);
run('intake', 'npx', [
  'rspack',
  'serve',
  '-c',
  'frontends/intake/rspack.config.cjs',
  '--mode',
  'development',
]);
run('finance', 'npx', [
  'rspack',
  'serve',
  '-c',
  'frontends/finance/rspack.config.cjs',
  '--mode',
  'development',
]);
console.log('Pennant (dev) on http://localhost:4200 — API on ' + backendUrl);
