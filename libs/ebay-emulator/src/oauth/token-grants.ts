import type {
  EbayAppTokenResponse,
  EbayRefreshTokenResponse,
  EbayUserTokenResponse,
} from '@pennant/ebay-openapi';
import type { EmulatorContext } from '../core/context';
import type { EmulatorApp } from '../types';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  activeAuthorizationCode,
  activeRefreshToken,
  issueAccessToken,
  issueRefreshToken,
  redeemAuthorizationCode,
  REFRESH_TOKEN_TTL_SECONDS,
} from './grant-store';
import {
  invalidCodeGrant,
  invalidRefreshGrant,
  invalidRequest,
  invalidScope,
  unsupportedGrantType,
} from './oauth-errors';
import { areAppGrantScopes, isSubsetOf, parseScopes, unknownScopes } from './scopes';

/** The three grants of eBay's token endpoint; each throws an OAuthError when refused. */

export type TokenForm = Record<string, unknown>;
export type TokenResponse = EbayUserTokenResponse | EbayRefreshTokenResponse | EbayAppTokenResponse;

export function grantTokens(
  context: EmulatorContext,
  app: EmulatorApp,
  form: TokenForm,
): TokenResponse {
  const grantType = formParam(form, 'grant_type');
  switch (grantType) {
    case undefined:
      throw invalidRequest();
    case 'authorization_code':
      return authorizationCodeGrant(context, app, form);
    case 'refresh_token':
      return refreshTokenGrant(context, app, form);
    case 'client_credentials':
      return clientCredentialsGrant(context, app, form);
    default:
      throw unsupportedGrantType();
  }
}

/** A single string value; a missing, empty or repeated parameter counts as absent. */
export function formParam(form: TokenForm, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function authorizationCodeGrant(
  context: EmulatorContext,
  app: EmulatorApp,
  form: TokenForm,
): EbayUserTokenResponse {
  const code = formParam(form, 'code');
  const redirectUri = formParam(form, 'redirect_uri');
  if (!code || !redirectUri) throw invalidRequest();
  const grant = activeAuthorizationCode(context, code);
  if (!grant || grant.clientId !== app.clientId || grant.ruName !== redirectUri) {
    throw invalidCodeGrant();
  }
  redeemAuthorizationCode(context, code);
  const owner = { clientId: app.clientId, userId: grant.userId, scopes: grant.scopes };
  return {
    access_token: issueAccessToken(context, { ...owner, grant: 'user' }),
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: issueRefreshToken(context, owner),
    refresh_token_expires_in: REFRESH_TOKEN_TTL_SECONDS,
    token_type: 'User Access Token',
  };
}

export function refreshTokenGrant(
  context: EmulatorContext,
  app: EmulatorApp,
  form: TokenForm,
): EbayRefreshTokenResponse {
  const refreshToken = formParam(form, 'refresh_token');
  if (!refreshToken) throw invalidRequest();
  const grant = activeRefreshToken(context, refreshToken);
  if (!grant || grant.clientId !== app.clientId) throw invalidRefreshGrant();
  const requested = parseScopes(form.scope) ?? grant.scopes;
  if (!isSubsetOf(requested, grant.scopes)) throw invalidScope();
  return {
    access_token: issueAccessToken(context, {
      clientId: app.clientId,
      grant: 'user',
      userId: grant.userId,
      scopes: requested,
    }),
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: 'User Access Token',
  };
}

/** Without a scope the request fails with invalid_scope (RFC 6749 §3.3: eBay has no default). */
export function clientCredentialsGrant(
  context: EmulatorContext,
  app: EmulatorApp,
  form: TokenForm,
): EbayAppTokenResponse {
  const scopes = parseScopes(form.scope);
  if (!scopes || unknownScopes(scopes).length > 0 || !areAppGrantScopes(scopes)) {
    throw invalidScope();
  }
  return {
    access_token: issueAccessToken(context, { clientId: app.clientId, grant: 'app', scopes }),
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: 'Application Access Token',
  };
}
