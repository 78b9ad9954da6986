import { useEffect } from 'react';

export const PRODUCT_NAME = 'Pennant';

/** The browser tab's title, which a screen reader also reads on arrival: "Pending Review · Pennant". */
export function pageTitle(title: string | null): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Names the page in the browser tab while it is shown. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
