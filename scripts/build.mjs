// Builds the server and the frontends, skipping what Nx's cache says is already up to date.
import { spawnSync } from 'node:child_process';

export const BUILD_PROJECTS = [
  '@pennant/backend',
  '@pennant/shell',
  '@pennant/listings',
  '@pennant/intake',
  '@pennant/finance',
];

export function build() {
  const result = spawnSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      `--projects=${BUILD_PROJECTS.join(',')}`,
      '--outputStyle=static',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  if (result.status !== 0) {
    console.error('Build failed: Pennant was not started.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build();
