import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { ControlAccessOptions } from '../types';

/**
 * Who may use the control API: callers from a loopback address (unless `allowLoopback: false`)
 * and callers presenting the token as `Authorization: Bearer <token>` or
 * `X-Emulator-Control-Token`. Everyone else gets a plain 404, as if nothing were there. The
 * address is `req.ip`, so an app behind a proxy decides with its own `trust proxy` setting.
 */
export function controlAccess(options: ControlAccessOptions = {}): RequestHandler {
  const allowLoopback = options.allowLoopback ?? true;
  return (req, res, next) => {
    if (
      (allowLoopback && isLoopback(req.ip ?? req.socket.remoteAddress)) ||
      hasToken(req, options.token)
    ) {
      next();
      return;
    }
    res.status(404).type('text/plain').send('Not Found');
  };
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

function hasToken(req: Request, token: string | undefined): boolean {
  if (!token) return false;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
  const presented = bearer ?? req.get('x-emulator-control-token');
  return presented !== undefined && sameSecret(presented, token);
}

function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
