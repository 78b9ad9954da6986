import type { RequestHandler, Router } from 'express';
import type { FaultHost } from '../types';

/** Picks a host router by the Host header's first label: auth, api or apiz (optionally then .sandbox). */

export type HostRouters = Record<FaultHost, Router>;

export function hostKind(hostHeader: string | undefined): FaultHost | undefined {
  const label = hostHeader?.trim().toLowerCase().split(/[.:]/)[0];
  return label === 'auth' || label === 'api' || label === 'apiz' ? label : undefined;
}

export function createHostDispatcher(routers: HostRouters): RequestHandler {
  return (req, res, next) => {
    const kind = hostKind(req.get('host'));
    if (kind) routers[kind](req, res, next);
    else next();
  };
}
