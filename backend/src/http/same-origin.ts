import type { NextFunction, Request, RequestHandler, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** PUBLIC_URL: the origin dealers use. */
  publicUrl: string;
  /** Path prefixes that are Pennant's own API (the emulator's routes and signed uploads are not). */
  protect: string[];
  /** Paths called by servers, never by a dealer's browser (eBay's account-deletion webhook). */
  exempt: string[];
}

/**
 * Cross-site request forgery: a state-changing request that a browser says comes from another
 * origin is refused before it reaches a session. Browsers send `Sec-Fetch-Site` (and `Origin` on
 * every POST, PUT, PATCH and DELETE, forms and no-cors fetches included); the session cookie is
 * SameSite=Lax, which another port of the same host (same site) gets past, so the origin is what
 * counts. A request with neither header is not a browser's and carries no dealer's cookie by itself.
 */
export function sameOriginOnly(options: SameOriginOptions): RequestHandler {
  const own = new URL(options.publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction) => {
    if (
      SAFE_METHODS.has(request.method) ||
      !isUnderAny(request.path, options.protect) ||
      isExempt(request.path, options.exempt)
    )
      return next();
    const site = request.header('sec-fetch-site');
    const origin = request.header('origin');
    const sameOrigin =
      (site === undefined || site === 'same-origin' || site === 'none') &&
      (origin === undefined || origin === own || origin === requestOrigin(request));
    if (sameOrigin) return next();
    response.status(403).json({
      statusCode: 403,
      code: 'CROSS_SITE_REQUEST',
      message: `This request came from another site (${origin ?? site}); Pennant only accepts changes from its own pages`,
    });
  };
}

/**
 * Paths are compared lowercased: routing is case-sensitive (app.factory.ts), but a check that a
 * capitalised path (`/API/...`) slipped past must not depend on that alone.
 */
export function isUnderAny(path: string, prefixes: string[]): boolean {
  const lowered = path.toLowerCase();
  return prefixes.some((prefix) => lowered.startsWith(prefix.toLowerCase()));
}

/** The path without a trailing slash, lowercased, for comparing with a list of exact paths. */
export function comparablePath(path: string): string {
  return path.replace(/\/$/, '').toLowerCase();
}

function isExempt(path: string, exempt: string[]): boolean {
  return exempt.some((exemptPath) => comparablePath(exemptPath) === comparablePath(path));
}

/** The origin the browser used to reach this server (behind a trusted proxy, the proxy's). */
function requestOrigin(request: Request): string | undefined {
  const host = request.get('host');
  return host ? `${request.protocol}://${host}` : undefined;
}
