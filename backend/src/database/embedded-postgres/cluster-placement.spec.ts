import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placeCluster } from './cluster-placement';
import { firstClosedFolder, type SystemUser } from './folder-access';
import type { PostgresBinaries } from './postgres-binaries';

// Someone who owns none of the test's folders and is in none of their groups: only "others" bits apply.
const stranger: SystemUser = { name: 'postgres', uid: 54321, gid: 54321, groups: [54321] };

describe('where PostgreSQL keeps its binaries and data', () => {
  let top: string;
  let fakeBinaries: PostgresBinaries;

  beforeEach(() => {
    top = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-placement-'));
    fs.chmodSync(top, 0o755);
    fakeBinaries = makeFakeBinaries(path.join(top, 'open', 'native'));
  });
  afterEach(() => fs.rmSync(top, { recursive: true, force: true }));

  it('finds the folder a user cannot enter on the way to a file', () => {
    const home = folder(path.join(top, 'home'), 0o700);
    const inside = folder(path.join(home, 'project', 'data'), 0o755);
    expect(firstClosedFolder(inside, stranger)).toBe(home);
    fs.chmodSync(home, 0o711);
    expect(firstClosedFolder(inside, stranger)).toBeUndefined();
  });

  it('leaves everything in place for a process that runs PostgreSQL as itself', () => {
    const dataDir = path.join(top, 'home', '.data', 'postgres');
    const placement = placeCluster(dataDir, undefined, { binaries: fakeBinaries });
    expect(placement).toEqual({ binaries: fakeBinaries, dataDir, notes: [] });
  });

  it('keeps the data under DATA_DIR when the postgres user can reach it, letting it pass DATA_DIR', () => {
    const dataFolder = folder(path.join(top, 'srv', '.data'), 0o700);
    const placement = placeCluster(path.join(dataFolder, 'postgres'), stranger, {
      binaries: fakeBinaries,
      systemFolder: path.join(top, 'system'),
    });
    expect(placement.dataDir).toBe(path.join(dataFolder, 'postgres'));
    expect(fs.statSync(dataFolder).mode & 0o777).toBe(0o701);
    expect(placement.notes).toEqual([]);
  });

  it('moves a new cluster and the binaries out of a closed home folder, and finds them again', () => {
    const home = folder(path.join(top, 'root'), 0o700);
    const binaries = makeFakeBinaries(path.join(home, 'pennant', 'node_modules', 'native'));
    const dataDir = path.join(home, 'pennant', '.data', 'postgres');
    const systemFolder = path.join(top, 'system');

    const first = placeCluster(dataDir, stranger, { binaries, systemFolder });

    expect(first.dataDir.startsWith(path.join(systemFolder, 'clusters'))).toBe(true);
    expect(fs.readlinkSync(dataDir)).toBe(first.dataDir);
    expect(first.binaries.root.startsWith(systemFolder)).toBe(true);
    expect(fs.readFileSync(path.join(first.binaries.root, 'bin', 'postgres'), 'utf8')).toBe('#!');
    expect(firstClosedFolder(path.join(first.binaries.root, 'bin'), stranger)).toBeUndefined();
    expect(first.notes.join('\n')).toContain(`${home} (mode 0700)`);

    const again = placeCluster(dataDir, stranger, { binaries, systemFolder });
    expect(again.dataDir).toBe(first.dataDir);
    expect(again.binaries.root).toBe(first.binaries.root);
  });

  it('refuses an existing cluster it cannot reach, naming the folder and what to do', () => {
    const home = folder(path.join(top, 'root'), 0o700);
    const dataDir = folder(path.join(home, 'pennant', '.data', 'postgres'), 0o700);
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    expect(() =>
      placeCluster(dataDir, stranger, {
        binaries: fakeBinaries,
        systemFolder: path.join(top, 'system'),
      }),
    ).toThrow(`cannot enter ${home} (mode 0700) on the way to its data in ${dataDir}`);
    expect(() =>
      placeCluster(dataDir, stranger, {
        binaries: fakeBinaries,
        systemFolder: path.join(top, 'system'),
      }),
    ).toThrow(`chmod o+x ${home}`);
  });
});

function folder(dir: string, mode: number): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, mode);
  return dir;
}

function makeFakeBinaries(root: string): PostgresBinaries {
  fs.mkdirSync(path.join(root, 'bin'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bin', 'postgres'), '#!', { mode: 0o755 });
  return { root, version: '17.0.0-test' };
}
