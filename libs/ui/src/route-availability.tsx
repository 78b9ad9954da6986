import { createContext, useContext, type ReactNode } from 'react';

/** Whether an address has a page right now: its remote is deployed and answered. */
export type RouteAvailability = (path: string) => boolean;

const RouteAvailabilityContext = createContext<RouteAvailability>(() => true);

/**
 * Provided once by the shell, which knows which remotes answered; read by the shell's navigation
 * and by every remote, so a link or button to a page that is not deployed is not shown at all.
 */
export function RouteAvailabilityProvider({
  isAvailable,
  children,
}: {
  isAvailable: RouteAvailability;
  children: ReactNode;
}) {
  return (
    <RouteAvailabilityContext.Provider value={isAvailable}>
      {children}
    </RouteAvailabilityContext.Provider>
  );
}

/** The check itself, for lists of links (always true outside the shell, e.g. a remote alone). */
export function useRouteAvailability(): RouteAvailability {
  return useContext(RouteAvailabilityContext);
}

/** True when `path` leads to a page that exists. */
export function useRouteAvailable(path: string): boolean {
  return useRouteAvailability()(path);
}

/** Renders its children only when `to` leads to a page that exists. */
export function IfRouteAvailable({ to, children }: { to: string; children: ReactNode }) {
  return useRouteAvailable(to) ? <>{children}</> : null;
}
