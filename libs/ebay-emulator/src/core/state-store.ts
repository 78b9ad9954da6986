import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { EmulatorState, emptyState, withDefaults } from './state';

/**
 * Holds the emulator's state and, when given a file, writes it atomically soon after a change
 * (at most once per `writeDelayMs`, and at once on `flush()`): a seller publishing a thousand
 * cards changes the state thousands of times, and writing the whole file each time would cost
 * more than the calls themselves. A process killed between two writes loses that last moment.
 */
export interface StateStore {
  readonly state: EmulatorState;
  update<T>(mutate: (state: EmulatorState) => T): T;
  flush(): void;
}

export const STATE_WRITE_DELAY_MS = 250;

export function createStateStore(
  stateFile?: string,
  writeDelayMs = STATE_WRITE_DELAY_MS,
): StateStore {
  const state = stateFile ? loadStateFile(stateFile) : emptyState();
  let pending: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(pending);
    pending = undefined;
    if (stateFile) writeStateFile(stateFile, state);
  };
  const scheduleWrite = () => {
    if (!stateFile || pending) return;
    pending = setTimeout(flush, writeDelayMs);
    pending.unref();
  };
  return {
    state,
    update(mutate) {
      const result = mutate(state);
      scheduleWrite();
      return result;
    },
    flush,
  };
}

export function loadStateFile(stateFile: string): EmulatorState {
  if (!existsSync(stateFile)) return emptyState();
  const parsed: unknown = JSON.parse(readFileSync(stateFile, 'utf8'));
  if (!isObject(parsed))
    throw new Error(`eBay emulator state file ${stateFile} is not a JSON object`);
  return withDefaults(parsed as Partial<EmulatorState>);
}

/**
 * Writes to a temporary file beside the target, then renames it over the target. Readable by its owner only: the
 * state holds access and refresh tokens in plain text.
 */
export function writeStateFile(stateFile: string, state: EmulatorState): void {
  mkdirSync(dirname(stateFile), { recursive: true });
  const temporary = `${stateFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
  renameSync(temporary, stateFile);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
