import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClock } from './clock';
import { emptyState, getEntry, setEntry } from './state';
import { createStateStore, loadStateFile } from './state-store';

describe('state store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ebay-state-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes changes soon after, once for many, and at once when flushed', async () => {
    const file = join(dir, 'state.json');
    const store = createStateStore(file, 50);
    for (let offset = 1; offset <= 100; offset++)
      store.update((state) => {
        state.clockOffsetMs = offset;
      });
    expect(readdirSync(dir)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(loadStateFile(file).clockOffsetMs).toBe(100);
    store.update((state) => {
      state.clockOffsetMs = 5000;
    });
    store.flush();
    expect(loadStateFile(file).clockOffsetMs).toBe(5000);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('keeps the file readable by its owner only: it holds tokens in plain text', () => {
    const file = join(dir, 'state.json');
    const store = createStateStore(file, 50);
    store.update((state) => {
      state.clockOffsetMs = 1;
    });
    store.flush();
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('starts empty when the file does not exist yet, and fills sections a file lacks', () => {
    expect(loadStateFile(join(dir, 'missing.json'))).toEqual(emptyState());
    const file = join(dir, 'old.json');
    writeFileSync(file, JSON.stringify({ version: 1, accounts: {} }));
    expect(loadStateFile(file)).toEqual(emptyState());
  });

  it('refuses a file that is not a state object rather than overwriting it', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '[]');
    expect(() => createStateStore(file)).toThrow(/not a JSON object/);
  });
});

describe('keyed sections', () => {
  it('treat __proto__ and friends as plain keys', () => {
    const section: Record<string, number> = {};
    expect(getEntry(section, '__proto__')).toBeUndefined();
    expect(getEntry(section, 'toString')).toBeUndefined();
    setEntry(section, '__proto__', 1);
    expect(getEntry(section, '__proto__')).toBe(1);
    expect(Object.getPrototypeOf(section)).toBe(Object.prototype);
  });
});

describe('clock', () => {
  it('adds an offset to the base clock, and only moves forward', () => {
    const store = createStateStore();
    const clock = createClock(() => 1_000, store);
    clock.advance(1.5);
    expect(clock.now()).toBe(2_500);
    expect(clock.offsetSeconds()).toBe(1.5);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
  });
});
