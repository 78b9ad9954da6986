import type { Response } from 'express';
import type { EbayOAuthError } from '@pennant/ebay-openapi';

/** The token endpoint's OAuth-style errors, worded as eBay words them. */

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly body: EbayOAuthError,
  ) {
    super(body.error_description);
  }
}

export const invalidClient = () =>
  new OAuthError(401, {
    error: 'invalid_client',
    error_description: 'client authentication failed',
  });

export const invalidRequest = () =>
  new OAuthError(400, {
    error: 'invalid_request',
    error_description: 'request is missing a required parameter or malformed.',
  });

export const unsupportedGrantType = () =>
  new OAuthError(400, {
    error: 'unsupported_grant_type',
    error_description: 'grant type in request is not supported by the authorization server',
  });

export const invalidCodeGrant = () =>
  new OAuthError(400, {
    error: 'invalid_grant',
    error_description:
      'the provided authorization grant code is invalid or was issued to another client',
  });

export const invalidRefreshGrant = () =>
  new OAuthError(400, {
    error: 'invalid_grant',
    error_description:
      'the provided authorization refresh token is invalid or was issued to another client',
  });

export const invalidScope = () =>
  new OAuthError(400, {
    error: 'invalid_scope',
    error_description:
      'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
  });

export function sendOAuthError(res: Response, error: OAuthError): void {
  res.status(error.status).set('Cache-Control', 'no-store').json(error.body);
}
