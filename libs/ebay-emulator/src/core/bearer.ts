import type { RequestHandler, Response } from 'express';
import type { EmulatorContext } from './context';
import { accessDenied, invalidAccessToken, sendErrors } from './errors';
import { AccessTokenRecord, getEntry, TokenGrant } from './state';

/** What an operation demands of its caller's token. */
export interface BearerRequirement {
  /** 'user' for authorization-code operations, 'app' for client-credentials ones, 'any' for both. */
  grant: TokenGrant | 'any';
  /** The token must hold at least one of these scopes. */
  anyScope: readonly string[];
}

export interface AuthenticatedCaller {
  token: string;
  record: AccessTokenRecord;
}

/** Checks `Authorization: Bearer`: 401 (1001) if unknown or expired, 403 (1100) if not allowed. */
export function requireBearer(
  context: EmulatorContext,
  requirement: BearerRequirement,
): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    const record = token ? activeAccessToken(context, token) : undefined;
    if (!token || !record) {
      sendErrors(res, 401, invalidAccessToken());
      return;
    }
    if (!satisfies(record, requirement)) {
      sendErrors(res, 403, accessDenied());
      return;
    }
    setCaller(res, { token, record });
    next();
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export function activeAccessToken(
  context: EmulatorContext,
  token: string,
): AccessTokenRecord | undefined {
  const record = getEntry(context.store.state.accessTokens, token);
  return record && record.expiresAt >= context.clock.now() ? record : undefined;
}

export function satisfies(record: AccessTokenRecord, requirement: BearerRequirement): boolean {
  return (
    (requirement.grant === 'any' || record.grant === requirement.grant) &&
    requirement.anyScope.some((scope) => record.scopes.includes(scope))
  );
}

export function setCaller(res: Response, caller: AuthenticatedCaller): void {
  res.locals.ebayCaller = caller;
}

export function getCaller(res: Response): AuthenticatedCaller {
  const caller = res.locals.ebayCaller as AuthenticatedCaller | undefined;
  if (!caller) throw new Error('getCaller used on a route without requireBearer');
  return caller;
}
