/** The browser's localStorage, or nothing where it is refused (private windows, tests without a DOM). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The tab's sessionStorage (kept across reloads and page changes of one tab), or nothing where it is refused. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A list kept as JSON under a key: the items that still read as `isItem`, at most `limit`; none when unreadable. */
export function readStoredList<T>(
  storage: Storage | undefined,
  key: string,
  isItem: (value: unknown) => value is T,
  limit: number,
): T[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isItem).slice(0, limit) : [];
  } catch {
    return [];
  }
}

/** Keeps a list as JSON under a key, at most `limit` items; a full or refused storage only loses the list. */
export function writeStoredList<T>(
  storage: Storage | undefined,
  key: string,
  list: T[],
  limit: number,
): void {
  try {
    storage?.setItem(key, JSON.stringify(list.slice(0, limit)));
  } catch {
    // Remembering is a convenience: nothing the dealer did is lost with it.
  }
}
