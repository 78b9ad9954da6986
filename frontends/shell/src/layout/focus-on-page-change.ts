import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A page's content comes from a remote loaded on demand: its heading may take this long to appear. */
const WAIT_FOR_HEADING_MS = 5_000;

/**
 * Nothing on the new page holds the focus: it fell to the body (the button that led here is gone), or stayed on the
 * navigation or its menus. A page that placed the focus itself (an edit panel's first field) keeps it.
 */
export function focusIsUnplaced(active: Element | null, body: Element): boolean {
  if (!active || active === body) return true;
  return active.closest('header, .ant-menu-submenu-popup, .ant-dropdown') !== null;
}

/** Focuses the page's one h1 unless something else already holds the focus; false while there is no h1 yet. */
function focusHeading(content: HTMLElement): boolean {
  const heading = content.querySelector('h1');
  if (!heading) return false;
  if (focusIsUnplaced(document.activeElement, document.body)) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  return true;
}

/**
 * After a move to another page, puts the focus on its heading, as a page load would put a screen reader at the top:
 * the new page is announced by name, and the next Tab goes into it rather than through the navigation again. The
 * first page of a visit, and one reached by a redirect, are left alone, so their first Tab offers "Skip to content".
 */
export function useFocusOnPageChange(contentId: string): void {
  const { pathname } = useLocation();
  // How this page was reached, read when the page changes (a later change of the query alone must not cancel the
  // wait for the page's heading).
  const navigationType = useNavigationType();
  const navigation = useRef(navigationType);
  navigation.current = navigationType;
  // The page the focus was last placed for (or the first page of the visit): an effect run again for the same page
  // (React's strict mode in development) is no page change.
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return;
    placedFor.current = pathname;
    // A redirect (an address replaced, e.g. /listings by /prepare, or sign-in's return) is the page the dealer asked
    // for, not a move away from one.
    if (navigation.current === 'REPLACE') return;
    const content = document.getElementById(contentId);
    if (!content || focusHeading(content)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(content)) observer.disconnect();
    });
    observer.observe(content, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, contentId]);
}
