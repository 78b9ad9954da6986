import type { EbayEmulatorOptions, EmulatorApp } from '../types';
import type { Clock } from './clock';
import type { FaultQueue } from './faults';
import type { StateStore } from './state-store';

/** What every API module of the emulator is built from. */
export interface EmulatorContext {
  apps: readonly EmulatorApp[];
  store: StateStore;
  clock: Clock;
  faults: FaultQueue;
  options: EbayEmulatorOptions;
}

export function findApp(context: EmulatorContext, clientId: unknown): EmulatorApp | undefined {
  return context.apps.find((app) => app.clientId === clientId);
}
