import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const REQUEST_ID = Symbol('requestId');
type WithRequestId = Request & { [REQUEST_ID]?: string };

/** Gives each request an id (or keeps a sane incoming X-Request-Id) and echoes it back. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  (req as WithRequestId)[REQUEST_ID] = id;
  res.setHeader('X-Request-Id', id);
  next();
}

export function requestIdOf(req: Request): string {
  return (req as WithRequestId)[REQUEST_ID] ?? 'unknown';
}
