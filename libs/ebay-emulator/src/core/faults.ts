import type { RequestHandler, Response } from 'express';
import type { FaultHost, FaultSpec } from '../types';
import { errorDomainForPath } from './api-domains';
import { sendErrors, systemError, tooManyRequests } from './errors';

/**
 * Injected failures: the next `count` matching requests answer 429, 500 or 503 instead of being
 * served, or wait `delayMs` first (a delay alone serves the request late, so clients time out).
 */

export interface PendingFault {
  status?: 429 | 500 | 503;
  errorId?: number;
  remaining: number;
  /** Hit one matching request in `every` (the every-th, 2·every-th, ...); 1 or absent: each one. */
  every?: number;
  /** Matching requests seen so far, for `every`. */
  seen?: number;
  pathPrefix?: string;
  host?: FaultHost;
  delayMs?: number;
  /** Hits the entries of bulk calls (see FaultSpec.entries), never a whole request. */
  entries?: boolean;
}

export interface FaultQueue {
  inject(spec: FaultSpec): void;
  clear(): void;
  /** The fault hitting this request, if any (faults on bulk entries never hit a request). */
  take(host: FaultHost, path: string): PendingFault | undefined;
  /** The fault hitting the next entry of a bulk call to this path, if any. */
  takeEntry(host: FaultHost, path: string): (PendingFault & { status: 500 | 503 }) | undefined;
  pending(): readonly PendingFault[];
}

export type FaultResponder = (
  res: Response,
  fault: PendingFault & { status: 429 | 500 | 503 },
  path: string,
) => void;

export class FaultSpecError extends Error {}

const FAULT_HOSTS: readonly FaultHost[] = ['api', 'apiz', 'apim', 'auth', 'www'];
/** The hosts a fault without `host` hits: eBay's REST hosts, not the pages people look at. */
const REST_HOSTS: readonly FaultHost[] = ['api', 'apiz', 'apim'];
const MAX_DELAY_MS = 600_000;

export function createFaultQueue(): FaultQueue {
  let faults: PendingFault[] = [];
  const takeFirst = (matches: (fault: PendingFault) => boolean) => {
    const fault = faults.find((candidate) => matches(candidate) && dueNow(candidate));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
    return { ...fault };
  };
  return {
    inject(spec) {
      const { count, ...fault } = parseFaultSpec(spec);
      faults.push({ ...fault, remaining: count ?? 1 });
    },
    clear() {
      faults = [];
    },
    take(host, path) {
      return takeFirst((candidate) => !candidate.entries && faultMatches(candidate, host, path));
    },
    takeEntry(host, path) {
      const fault = takeFirst(
        (candidate) => Boolean(candidate.entries) && faultMatches(candidate, host, path),
      );
      return fault as (PendingFault & { status: 500 | 503 }) | undefined;
    },
    pending: () => faults.map((fault) => ({ ...fault })),
  };
}

/** Counts a matching request for a fault that hits one in `every`; true when this one is hit. */
function dueNow(fault: PendingFault): boolean {
  if (!fault.every || fault.every <= 1) return true;
  fault.seen = (fault.seen ?? 0) + 1;
  return fault.seen % fault.every === 0;
}

/** Without a host a fault hits the REST hosts (api, apiz, apim); pages need `host: 'auth'|'www'`. */
export function faultMatches(fault: PendingFault, host: FaultHost, path: string): boolean {
  const hostMatches = fault.host ? fault.host === host : REST_HOSTS.includes(host);
  return hostMatches && (!fault.pathPrefix || path.startsWith(fault.pathPrefix));
}

export function parseFaultSpec(input: unknown): FaultSpec {
  if (typeof input !== 'object' || input === null)
    throw new FaultSpecError('fault must be an object');
  const { status, errorId, count, pathPrefix, host, delayMs, every, entries } = input as Record<
    string,
    unknown
  >;
  if (status !== undefined && status !== 429 && status !== 500 && status !== 503) {
    throw new FaultSpecError('status must be 429, 500 or 503');
  }
  if (delayMs !== undefined && !(isPositiveInteger(delayMs) && delayMs <= MAX_DELAY_MS)) {
    throw new FaultSpecError(`delayMs must be a positive integer up to ${MAX_DELAY_MS}`);
  }
  if (status === undefined && delayMs === undefined) {
    throw new FaultSpecError('a fault needs a status, a delayMs, or both');
  }
  if (entries !== undefined && typeof entries !== 'boolean') {
    throw new FaultSpecError('entries must be true or false');
  }
  if (entries && (status === undefined || status === 429 || delayMs !== undefined)) {
    throw new FaultSpecError('a fault on bulk entries needs status 500 or 503 and no delayMs');
  }
  if (errorId !== undefined && !isPositiveInteger(errorId)) {
    throw new FaultSpecError('errorId must be a positive integer');
  }
  if (count !== undefined && !isPositiveInteger(count)) {
    throw new FaultSpecError('count must be a positive integer');
  }
  if (every !== undefined && !isPositiveInteger(every)) {
    throw new FaultSpecError('every must be a positive integer');
  }
  if (pathPrefix !== undefined && (typeof pathPrefix !== 'string' || !pathPrefix.startsWith('/'))) {
    throw new FaultSpecError('pathPrefix must be a string starting with /');
  }
  if (host !== undefined && !FAULT_HOSTS.includes(host as FaultHost)) {
    throw new FaultSpecError(`host must be one of ${FAULT_HOSTS.join(', ')}`);
  }
  return withoutUndefined({
    status,
    errorId,
    count,
    pathPrefix,
    host,
    delayMs,
    every,
    entries: entries || undefined,
  }) as FaultSpec;
}

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

export function faultMiddleware(
  queue: FaultQueue,
  host: FaultHost,
  respond: FaultResponder,
): RequestHandler {
  return (req, res, next) => {
    const fault = queue.take(host, req.path);
    if (!fault) {
      next();
      return;
    }
    const act = () => {
      const { status } = fault;
      if (status) respond(res, { ...fault, status }, req.path);
      else next();
    };
    if (fault.delayMs) setTimeout(act, fault.delayMs);
    else act();
  };
}

/** REST hosts answer with eBay's error envelope; a 429 carries `Retry-After: 1`. */
export const respondWithErrorEnvelope: FaultResponder = (res, fault, path) => {
  if (fault.status === 429) {
    res.setHeader('Retry-After', '1');
    sendErrors(res, 429, tooManyRequests(fault.errorId));
  } else {
    sendErrors(res, fault.status, systemError(errorDomainForPath(path), fault.errorId));
  }
};
