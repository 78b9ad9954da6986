import { createHash } from 'node:crypto';

/** Deterministic randomness: the same seed text always draws the same numbers. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** A log-normal factor around 1 with the given spread (sigma of the log). */
  logNormal(sigma: number): number;
}

export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** mulberry32: small, fast and good enough to make a market look varied. */
export function seededRandom(seedText: string): SeededRandom {
  let state = seedOf(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    logNormal: (sigma) => {
      const u1 = Math.max(next(), Number.EPSILON);
      const u2 = next();
      const gaussian = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
      return Math.exp(sigma * gaussian);
    },
  };
}
