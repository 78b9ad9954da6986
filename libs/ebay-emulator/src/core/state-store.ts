import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { EmulatorState, emptyState, withDefaults } from './state';

/** Holds the emulator's state and, when given a file, writes it atomically after every change. */
export interface StateStore {
  readonly state: EmulatorState;
  update<T>(mutate: (state: EmulatorState) => T): T;
  flush(): void;
}

export function createStateStore(stateFile?: string): StateStore {
  const state = stateFile ? loadStateFile(stateFile) : emptyState();
  const flush = () => {
    if (stateFile) writeStateFile(stateFile, state);
  };
  return {
    state,
    update(mutate) {
      const result = mutate(state);
      flush();
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

/** Writes to a temporary file beside the target, then renames it over the target. */
export function writeStateFile(stateFile: string, state: EmulatorState): void {
  mkdirSync(dirname(stateFile), { recursive: true });
  const temporary = `${stateFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state, null, 2));
  renameSync(temporary, stateFile);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
