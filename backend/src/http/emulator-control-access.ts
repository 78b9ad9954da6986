import crypto from 'node:crypto';
import net from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface ControlAccessOptions {
  /** A request carrying `Authorization: Bearer <token>` is let in from anywhere. */
  token?: string;
  /**
   * A request from this machine's loopback interface (and not forwarded by a proxy) is let in, unless a web page
   * sent it: see isFromAPage.
   */
  allowLoopback: boolean;
  /** The host dealers use (PUBLIC_URL's), besides the loopback names, that a loopback request may name. */
  publicHost?: string;
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
  const hosts = new Set([...LOOPBACK_HOSTS, ...(options.publicHost ? [options.publicHost] : [])]);
  return (request: Request, response: Response, next: NextFunction) => {
    const local = options.allowLoopback && isLocal(request) && !isFromAPage(request, hosts);
    if (hasToken(request, expected) || local) return next();
    response.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  };
}

function hasToken(request: Request, expected: Buffer | undefined): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.header('authorization') ?? '');
  if (!expected || !match) return false;
  const given = Buffer.from(match[1]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A web page open in a browser on this machine reaches the loopback interface too: a form on any site could erase a
 * dealer through the control API, or a page whose name an attacker points at 127.0.0.1 (DNS rebinding) read its
 * state. Tests, scripts and curl send neither an Origin nor a Sec-Fetch-Site other than `none` (an address typed in
 * the browser), and name this machine as the host.
 */
function isFromAPage(request: Request, hosts: ReadonlySet<string>): boolean {
  const site = request.header('sec-fetch-site');
  if (request.header('origin') !== undefined || (site !== undefined && site !== 'none'))
    return true;
  const host = hostNameOf(request.header('host') ?? '');
  return !hosts.has(host);
}

/** The name in a Host header, without its port: `localhost`, `[::1]`, `pennant.example.com`. */
function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name.toLowerCase();
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
