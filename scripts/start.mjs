// `npm start`: build what is needed, then run Pennant (embedded PostgreSQL and eBay emulator unless configured).
// Ctrl-C reaches the server, which stops HTTP, then PostgreSQL, cleanly.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';

build();
const server = spawn(process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], {
  stdio: 'inherit',
});
const forward = (signal) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
