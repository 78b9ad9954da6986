/**
 * The top navigation of signed-in screens (spec section 2, with Sales for /sales, and Cards for /cards: a dealer with
 * a few hundred cards finds one there, and its only ways in were buttons on other pages; and Listings for /prepare,
 * where approved cards wait to be published unless the dealer publishes automatically).
 */
export interface NavItem {
  path: string;
  label: string;
  /** Other paths that highlight this item. */
  alsoActiveOn?: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', alsoActiveOn: ['/'] },
  { path: '/review', label: 'Review' },
  { path: '/cards', label: 'Cards', alsoActiveOn: ['/upload'] },
  { path: '/prepare', label: 'Listings' },
  { path: '/sales', label: 'Sales' },
  { path: '/settings', label: 'Settings' },
  { path: '/billing', label: 'Billing' },
];

/**
 * Addresses a dealer may type after a page's name in the navigation, and the page's own address: "Listings" is
 * /prepare (its address predates its name).
 */
const ADDRESS_ALIASES: Record<string, string> = { '/listings': '/prepare' };

/** The page's own address for one named after it, or null. */
export function aliasedAddress(pathname: string): string | null {
  return ADDRESS_ALIASES[pathname.replace(/\/+$/, '')] ?? null;
}

function isWithin(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The nav item to highlight for an address, if any. */
export function activeNavPath(pathname: string): string | undefined {
  const item = NAV_ITEMS.find(
    (candidate) =>
      isWithin(pathname, candidate.path) ||
      (candidate.alsoActiveOn ?? []).some((path) => isWithin(pathname, path)),
  );
  return item?.path;
}
