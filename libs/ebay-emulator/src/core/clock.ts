import { StateStore } from './state-store';

/** The emulator's clock: the host clock plus an offset that tests and operators can advance. */
export interface Clock {
  now(): number;
  advance(seconds: number): void;
  offsetSeconds(): number;
}

export function createClock(baseNow: () => number, store: StateStore): Clock {
  return {
    now: () => baseNow() + store.state.clockOffsetMs,
    advance(seconds) {
      assertAdvance(seconds);
      store.update((state) => {
        state.clockOffsetMs += Math.round(seconds * 1000);
      });
    },
    offsetSeconds: () => store.state.clockOffsetMs / 1000,
  };
}

function assertAdvance(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(
      `clock can only move forward by a finite number of seconds, got ${seconds}`,
    );
  }
}
