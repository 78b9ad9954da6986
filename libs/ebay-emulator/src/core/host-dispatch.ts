import type { RequestHandler, Router } from 'express';
import type { FaultHost } from '../types';

/** Picks a host router by the Host header's first label: auth, api, apiz, apim or www (optionally then .sandbox). */

export type HostRouters = Record<FaultHost, Router>;

export const HOST_KINDS: readonly FaultHost[] = ['auth', 'api', 'apiz', 'apim', 'www'];

export function hostKind(hostHeader: string | undefined): FaultHost | undefined {
  const label = hostHeader?.trim().toLowerCase().split(/[.:]/)[0];
  return HOST_KINDS.find((kind) => kind === label);
}

export function createHostDispatcher(routers: HostRouters): RequestHandler {
  return (req, res, next) => {
    const kind = hostKind(req.get('host'));
    if (kind) routers[kind](req, res, next);
    else next();
  };
}
