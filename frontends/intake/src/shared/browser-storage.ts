/** The browser's localStorage, or nothing where it is refused (private windows, tests without a DOM). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
