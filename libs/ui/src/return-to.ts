/** Where a dealer sent to sign in was going, kept in this tab until the sign-in comes back. */
const RETURN_TO_KEY = 'pennant.returnTo';

/**
 * A path of this site to come back to after sign-in: a page's path and query, never another site ("//host"), an
 * API address or the home page (where sign-in lands anyway). Null otherwise.
 */
export function returnPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/api/')) return null;
  return path;
}

/** Remembers the page shown now, for the sign-in that follows to come back to. */
export function rememberReturnTo(): void {
  const path = returnPath(`${window.location.pathname}${window.location.search}`);
  try {
    if (path) window.sessionStorage.setItem(RETURN_TO_KEY, path);
    else window.sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Storage refused (private mode): the dealer lands on the dashboard, as before.
  }
}

/** The page to go back to after a sign-in, forgotten once read. */
export function takeReturnTo(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_TO_KEY);
    window.sessionStorage.removeItem(RETURN_TO_KEY);
    return path ? returnPath(path) : null;
  } catch {
    return null;
  }
}
