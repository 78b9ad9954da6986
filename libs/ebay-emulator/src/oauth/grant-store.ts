import type { EmulatorContext } from '../core/context';
import {
  AccessTokenRecord,
  AuthorizationCodeRecord,
  EmulatorState,
  getEntry,
  RefreshTokenRecord,
  setEntry,
} from '../core/state';
import {
  newAppAccessToken,
  newAuthorizationCode,
  newRefreshToken,
  newUserAccessToken,
} from './token-format';

/** Authorization codes, access tokens and refresh tokens, with eBay's lifetimes. */

export const AUTHORIZATION_CODE_TTL_SECONDS = 299;
export const ACCESS_TOKEN_TTL_SECONDS = 7200;
export const REFRESH_TOKEN_TTL_SECONDS = 47_304_000;

export type CodeGrantInput = Omit<AuthorizationCodeRecord, 'expiresAt'>;
export type AccessTokenInput = Omit<AccessTokenRecord, 'expiresAt'>;

export function issueAuthorizationCode(context: EmulatorContext, input: CodeGrantInput): string {
  const code = newAuthorizationCode();
  context.store.update((state) => {
    pruneExpired(state, context.clock.now());
    setEntry(state.authorizationCodes, code, {
      ...input,
      expiresAt: expiryAfter(context, AUTHORIZATION_CODE_TTL_SECONDS),
    });
  });
  return code;
}

export function activeAuthorizationCode(
  context: EmulatorContext,
  code: string,
): AuthorizationCodeRecord | undefined {
  return unexpired(context, getEntry(context.store.state.authorizationCodes, code));
}

/** A code is single use: redeeming it removes it. */
export function redeemAuthorizationCode(context: EmulatorContext, code: string): void {
  context.store.update((state) => {
    delete state.authorizationCodes[code];
  });
}

export function issueAccessToken(context: EmulatorContext, input: AccessTokenInput): string {
  const token = input.grant === 'user' ? newUserAccessToken() : newAppAccessToken();
  context.store.update((state) => {
    pruneExpired(state, context.clock.now());
    setEntry(state.accessTokens, token, {
      ...input,
      expiresAt: expiryAfter(context, ACCESS_TOKEN_TTL_SECONDS),
    });
  });
  return token;
}

export function issueRefreshToken(
  context: EmulatorContext,
  input: Omit<RefreshTokenRecord, 'expiresAt'>,
): string {
  const token = newRefreshToken();
  context.store.update((state) => {
    setEntry(state.refreshTokens, token, {
      ...input,
      expiresAt: expiryAfter(context, REFRESH_TOKEN_TTL_SECONDS),
    });
  });
  return token;
}

export function activeRefreshToken(
  context: EmulatorContext,
  token: string,
): RefreshTokenRecord | undefined {
  return unexpired(context, getEntry(context.store.state.refreshTokens, token));
}

/** Drops codes and tokens past their expiry so the state file does not grow without bound. */
export function pruneExpired(state: EmulatorState, now: number): void {
  for (const section of [state.authorizationCodes, state.accessTokens, state.refreshTokens]) {
    for (const [key, record] of Object.entries(section)) {
      if (record.expiresAt < now) delete section[key];
    }
  }
}

function expiryAfter(context: EmulatorContext, seconds: number): number {
  return context.clock.now() + seconds * 1000;
}

function unexpired<T extends { expiresAt: number }>(
  context: EmulatorContext,
  record: T | undefined,
): T | undefined {
  return record && record.expiresAt >= context.clock.now() ? record : undefined;
}
