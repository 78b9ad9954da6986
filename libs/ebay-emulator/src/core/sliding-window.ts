/**
 * A sliding window: at most `maxCalls` per key in any `windowMs`. By default it runs on the host's
 * clock, not the emulator's, because short-duration limits are about real bursts of calls.
 */
export interface SlidingWindow {
  /** Records a call when there is room; otherwise says how long until there is. */
  tryAcquire(key: string): { ok: true } | { ok: false; retryAfterMs: number };
  /** Whether the key has used up its window, without recording anything. */
  isFull(key: string): boolean;
  record(key: string): void;
}

export function createSlidingWindow(
  maxCalls: number,
  windowMs: number,
  now: () => number = Date.now,
): SlidingWindow {
  const calls = new Map<string, number[]>();
  const recent = (key: string, at: number) => {
    const kept = (calls.get(key) ?? []).filter((time) => time > at - windowMs);
    calls.set(key, kept);
    return kept;
  };
  const window: SlidingWindow = {
    tryAcquire(key) {
      const at = now();
      const kept = recent(key, at);
      if (kept.length >= maxCalls) return { ok: false, retryAfterMs: kept[0] + windowMs - at };
      kept.push(at);
      return { ok: true };
    },
    isFull: (key) => recent(key, now()).length >= maxCalls,
    record(key) {
      const at = now();
      recent(key, at).push(at);
    },
  };
  return window;
}
