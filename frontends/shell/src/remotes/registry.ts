import type { RouteAccess } from '../session/require-session';

/**
 * Which micro-frontend serves which addresses. A remote's code is found at run time through
 * GET /api/config/remotes; a remote listed here but absent from that configuration answers 404,
 * so intake and finance light up as soon as the backend lists them, without rebuilding the shell.
 */
export interface RemoteRoute {
  /** Address prefix; the remote gets the full address under it. */
  prefix: string;
  access: RouteAccess;
}

export interface RemoteDefinition {
  /** The Module Federation name of the remote (its `name` in GET /api/config/remotes). */
  name: string;
  routes: RemoteRoute[];
}

export const REMOTES: RemoteDefinition[] = [
  {
    name: 'listings',
    routes: [
      { prefix: '/dashboard', access: 'redirect' },
      { prefix: '/prepare', access: 'panel' },
    ],
  },
  {
    name: 'intake',
    routes: [
      { prefix: '/upload', access: 'panel' },
      { prefix: '/cards', access: 'panel' },
      { prefix: '/review', access: 'redirect' },
    ],
  },
  {
    name: 'finance',
    routes: [
      { prefix: '/sales', access: 'panel' },
      { prefix: '/billing', access: 'panel' },
    ],
  },
];

/** The remote that serves "/" for a signed-in dealer (the dashboard). */
export const HOME_REMOTE = 'listings';

/** The module every remote exposes: a component rendering the remote's `<Routes>`. */
export const ROUTES_MODULE = 'routes';

export interface RemoteRouteMatch {
  remote: string;
  route: RemoteRoute;
}

export function matchRemoteRoute(pathname: string): RemoteRouteMatch | null {
  for (const remote of REMOTES) {
    for (const route of remote.routes) {
      if (pathname === route.prefix || pathname.startsWith(`${route.prefix}/`)) {
        return { remote: remote.name, route };
      }
    }
  }
  return null;
}
