import crypto from 'node:crypto';
import net from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface ControlAccessOptions {
  /** A request carrying `Authorization: Bearer <token>` is let in from anywhere. */
  token?: string;
  /** A request from this machine's loopback interface (and not forwarded by a proxy) is let in. */
  allowLoopback: boolean;
}

/** Headers a reverse proxy adds: such a request came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Guards the eBay emulator's control API (state, faults, clock, account deletion): only a request
 * from the loopback interface or one with the control token gets through; anything else answers 404,
 * as if nothing were mounted. A stand-in until the emulator library takes `control: { token,
 * allowLoopback }` itself: then this middleware goes and the options move there.
 */
export function emulatorControlAccess(options: ControlAccessOptions): RequestHandler {
  const expected = options.token ? Buffer.from(options.token) : undefined;
  return (request: Request, response: Response, next: NextFunction) => {
    if (hasToken(request, expected) || (options.allowLoopback && isLocal(request))) return next();
    response.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  };
}

function hasToken(request: Request, expected: Buffer | undefined): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.header('authorization') ?? '');
  if (!expected || !match) return false;
  const given = Buffer.from(match[1]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

function isLocal(request: Request): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}
