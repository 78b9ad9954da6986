import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describeFolder, firstClosedFolder, type SystemUser } from './folder-access';
import {
  binPath,
  copyBinaries,
  packagedBinaries,
  type PostgresBinaries,
} from './postgres-binaries';

/** Where a root process keeps what the postgres user must reach when the project's folders are closed. */
export const SYSTEM_FOLDER = '/var/lib/pennant';

export interface ClusterPlacement {
  binaries: PostgresBinaries;
  /** The cluster's data folder (PGDATA). */
  dataDir: string;
  /** What was moved and why, for the log. */
  notes: string[];
}

export interface PlacementOptions {
  binaries?: PostgresBinaries;
  systemFolder?: string;
}

/**
 * Decides where PostgreSQL's binaries and data live. A process that is not root runs PostgreSQL as
 * itself, so everything stays where it is. As root, PostgreSQL runs as the postgres user, which
 * must be able to enter every folder on the way: when the project sits in a closed folder (root's
 * home is 0700), the binaries are copied and a new cluster is made under SYSTEM_FOLDER, with
 * `dataDir` a link to it so the next start finds it.
 */
export function placeCluster(
  dataDir: string,
  account: SystemUser | undefined,
  options: PlacementOptions = {},
): ClusterPlacement {
  const binaries = options.binaries ?? packagedBinaries();
  if (!account) return { binaries, dataDir, notes: [] };
  const systemFolder = options.systemFolder ?? SYSTEM_FOLDER;
  const notes: string[] = [];
  return {
    binaries: reachableBinaries(binaries, account, systemFolder, notes),
    dataDir: reachableDataDir(path.resolve(dataDir), account, systemFolder, notes),
    notes,
  };
}

function reachableBinaries(
  binaries: PostgresBinaries,
  account: SystemUser,
  systemFolder: string,
  notes: string[],
): PostgresBinaries {
  const closed = firstClosedFolder(binPath(binaries, 'postgres'), account);
  if (!closed) return binaries;
  openSystemFolder(systemFolder, account);
  const copy = copyBinaries(binaries, systemFolder);
  notes.push(
    `The ${account.name} user cannot enter ${describeFolder(closed)}, so PostgreSQL runs from a copy in ${copy.root}`,
  );
  return copy;
}

function reachableDataDir(
  dataDir: string,
  account: SystemUser,
  systemFolder: string,
  notes: string[],
): string {
  const linked = linkTarget(dataDir);
  if (linked) {
    refuseIfClosed(linked, account);
    return linked;
  }
  const pennantFolder = path.dirname(dataDir);
  fs.mkdirSync(pennantFolder, { recursive: true });
  const closedAbove = firstClosedFolder(path.dirname(pennantFolder), account);
  if (!closedAbove) {
    letThrough(pennantFolder);
    return dataDir;
  }
  if (fs.existsSync(dataDir)) refuseIfClosed(dataDir, account);
  openSystemFolder(systemFolder, account);
  const relocated = path.join(systemFolder, 'clusters', clusterName(dataDir));
  fs.mkdirSync(path.dirname(relocated), { recursive: true, mode: 0o755 });
  fs.symlinkSync(relocated, dataDir);
  notes.push(
    `The ${account.name} user cannot enter ${describeFolder(closedAbove)}, so the PostgreSQL data ` +
      `of ${dataDir} is kept in ${relocated} (${dataDir} links to it)`,
  );
  return relocated;
}

/** The folder a symbolic link points to, or undefined when `file` is not a link. */
function linkTarget(file: string): string | undefined {
  try {
    if (!fs.lstatSync(file).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  return path.resolve(path.dirname(file), fs.readlinkSync(file));
}

function refuseIfClosed(dataDir: string, account: SystemUser): void {
  const closed = firstClosedFolder(path.dirname(dataDir), account);
  if (!closed) return;
  throw new Error(
    `PostgreSQL runs as the system user "${account.name}", which cannot enter ` +
      `${describeFolder(closed)} on the way to its data in ${dataDir}. Let it through ` +
      `(chmod o+x ${closed}), move that folder somewhere it can reach (and point DATA_DIR there), ` +
      'run Pennant as a user other than root, or set DATABASE_URL.',
  );
}

/** Pennant's own data folder lets others pass through (not list it), so PostgreSQL reaches its data. */
function letThrough(folder: string): void {
  const mode = fs.statSync(folder).mode & 0o777;
  if ((mode & 0o001) === 0) fs.chmodSync(folder, mode | 0o001);
}

function openSystemFolder(systemFolder: string, account: SystemUser): void {
  try {
    fs.mkdirSync(systemFolder, { recursive: true, mode: 0o755 });
  } catch (error) {
    throw new Error(
      `PostgreSQL's files must go where the ${account.name} user can reach them, but ` +
        `${systemFolder} cannot be made (${(error as Error).message}). Set DATA_DIR to a folder ` +
        `the ${account.name} user can enter, run Pennant as another user, or set DATABASE_URL.`,
    );
  }
  refuseIfClosed(path.join(systemFolder, 'x'), account);
}

/** A readable, unique name per data folder: "pennant-data-3f2a9c1b0d4e". */
function clusterName(dataDir: string): string {
  const hash = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const label = path
    .basename(path.dirname(path.dirname(dataDir)))
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 40);
  return `${label || 'pennant'}-${hash}`;
}
