import type { Request } from 'express';
import type { FaultHost } from '../types';
import type { EmulatorContext } from './context';
import { HOST_KINDS, hostKind } from './host-dispatch';

/**
 * Absolute URLs of the emulator's other hosts (item pages on www, pictures on apim), as a browser
 * or client reaches them. With `publicBaseUrl` they are `<base>/<host>`; otherwise they follow the
 * request: a router mounted at `/__ebay/api` has its siblings at `/__ebay/www`, and a request to
 * `api.example:4100` (host dispatch) has `www.example:4100`.
 */
export function hostBaseUrl(context: EmulatorContext, req: Request, host: FaultHost): string {
  const configured = context.options.publicBaseUrl;
  if (configured) return `${configured.replace(/\/+$/, '')}/${host}`;
  const hostHeader = req.get('host') ?? 'localhost';
  const segments = req.baseUrl.split('/');
  const mountedAs = segments.at(-1) as FaultHost | undefined;
  if (mountedAs && HOST_KINDS.includes(mountedAs)) {
    return `${req.protocol}://${hostHeader}${[...segments.slice(0, -1), host].join('/')}`;
  }
  const kind = hostKind(hostHeader);
  const swapped = kind ? `${host}${hostHeader.trim().slice(kind.length)}` : hostHeader;
  return `${req.protocol}://${swapped}${req.baseUrl}`;
}

/** The item page of a listing, as `itemWebUrl` gives it. */
export function itemPageUrl(context: EmulatorContext, req: Request, legacyItemId: string): string {
  return `${hostBaseUrl(context, req, 'www')}/itm/${legacyItemId}`;
}
