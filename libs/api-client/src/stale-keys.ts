/**
 * Cached reads that a write may have changed while no screen showed them.
 *
 * After a write, SWR re-reads the keys on screen. A key off screen (the All list while the dealer
 * looks at the Identified filter) keeps its cached answer, and with `revalidateIfStale` off it
 * would show that answer when the dealer comes back: a deleted card, an approved card still
 * waiting. Such keys are marked here and read again the next time they are shown; a read that
 * started after the last write clears the mark.
 */
let clock = 0;
const staleSince = new Map<string, number>();

/** Marks a cached read as possibly out of date (a write under its path has happened). */
export function markStale(key: string): void {
  clock += 1;
  staleSince.set(key, clock);
}

export function isStale(key: string | null): boolean {
  return key !== null && staleSince.has(key);
}

/**
 * Call as a read of `key` starts; call what it returns once the server has answered. The mark goes
 * only when the read started after the write that set it, so an older answer never clears it.
 */
export function startRead(key: string): () => void {
  clock += 1;
  const startedAt = clock;
  return () => {
    const since = staleSince.get(key);
    if (since !== undefined && since < startedAt) staleSince.delete(key);
  };
}
