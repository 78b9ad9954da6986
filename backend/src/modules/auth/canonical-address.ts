import type { Request } from 'express';

/** Marks a request already sent to PUBLIC_URL once, so a proxy that rewrites Host cannot loop it. */
const HOP_PARAM = 'via_public_url';

/**
 * Sign-in must start on the address dealers use (PUBLIC_URL): the session that holds the OAuth
 * state lives in a cookie of that host, and eBay sends the browser back there. A browser that
 * arrived on another host (127.0.0.1 for localhost) is sent to the same path on PUBLIC_URL first.
 * Answers that URL, or undefined when the request is already there.
 */
export function publicAddressFor(request: Request, publicUrl: string): string | undefined {
  const canonical = new URL(publicUrl);
  if (request.host === canonical.host || HOP_PARAM in request.query) return undefined;
  const target = new URL(request.originalUrl, canonical);
  target.pathname = `${canonical.pathname.replace(/\/$/, '')}${target.pathname}`;
  target.searchParams.set(HOP_PARAM, '1');
  return target.toString();
}
