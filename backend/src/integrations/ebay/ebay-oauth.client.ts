import {
  EBAY_SCOPES,
  type EbayAppTokenResponse,
  type EbayRefreshTokenResponse,
  type EbayUserTokenResponse,
} from '@pennant/ebay-openapi';
import { EbayApiError } from './ebay-api-error';
import type { EbayCredentials, EbayEndpoints } from './ebay-endpoints';
import {
  DEFAULT_BACKOFF,
  fetchWithBackoff,
  type BackoffOptions,
  type FetchLike,
} from './fetch-with-backoff';

export interface UserTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

export interface RefreshedAccessToken {
  accessToken: string;
  accessTokenExpiresAt: Date;
}

const APP_TOKEN_MARGIN_MS = 5 * 60_000;

/** The application token as a token source for API clients. */
export function applicationTokenSource(oauth: EbayOAuthClient, scopes?: readonly string[]) {
  return {
    current: () => oauth.applicationToken(scopes),
    refresh: () => oauth.applicationToken(scopes, true),
  };
}

/**
 * eBay's answer to a refresh token it no longer honours: the dealer revoked Pennant's access on eBay, or eBay ended
 * the grant early (invalid_grant); or the grant does not cover the scopes Pennant asks for (invalid_scope: the
 * dealer consented to fewer, or Pennant needs one more since). Only connecting again brings a new one.
 */
export function isEndedGrant(error: unknown): boolean {
  const code = error instanceof EbayApiError ? error.oauthError?.split(':')[0] : undefined;
  return code === 'invalid_grant' || code === 'invalid_scope';
}

/** eBay's OAuth 2.0: consent URL, code exchange, refresh and the application token (cached). */
export class EbayOAuthClient {
  private readonly fetch: FetchLike;
  private appToken?: { token: string; scopes: string; expiresAt: number };

  constructor(
    private readonly endpoints: EbayEndpoints,
    private readonly credentials: EbayCredentials,
    fetchImpl: FetchLike = (request) => fetch(request),
    backoff: BackoffOptions = DEFAULT_BACKOFF,
    private readonly now: () => number = Date.now,
  ) {
    this.fetch = fetchWithBackoff(fetchImpl, backoff);
  }

  consentUrl(scopes: readonly string[], state: string): string {
    const query = new URLSearchParams({
      client_id: this.credentials.clientId,
      redirect_uri: this.credentials.ruName,
      response_type: 'code',
      scope: scopes.join(' '),
      state,
    });
    // eBay's examples encode the spaces between scopes as %20.
    return `${this.endpoints.authBaseUrl}/oauth2/authorize?${query.toString().replace(/\+/g, '%20')}`;
  }

  async exchangeCode(code: string): Promise<UserTokens> {
    const answer = await this.tokenRequest<EbayUserTokenResponse>({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.credentials.ruName,
    });
    return {
      accessToken: answer.access_token,
      accessTokenExpiresAt: this.expiresIn(answer.expires_in),
      refreshToken: answer.refresh_token,
      refreshTokenExpiresAt: this.expiresIn(answer.refresh_token_expires_in),
    };
  }

  async refresh(refreshToken: string, scopes: readonly string[]): Promise<RefreshedAccessToken> {
    const answer = await this.tokenRequest<EbayRefreshTokenResponse>({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      scope: scopes.join(' '),
    });
    return {
      accessToken: answer.access_token,
      accessTokenExpiresAt: this.expiresIn(answer.expires_in),
    };
  }

  /** An application token (client credentials), reused until five minutes before it expires. */
  async applicationToken(
    scopes: readonly string[] = [EBAY_SCOPES.api],
    forceNew = false,
  ): Promise<string> {
    const scope = scopes.join(' ');
    if (
      !forceNew &&
      this.appToken &&
      this.appToken.scopes === scope &&
      this.appToken.expiresAt - APP_TOKEN_MARGIN_MS > this.now()
    ) {
      return this.appToken.token;
    }
    const answer = await this.tokenRequest<EbayAppTokenResponse>({
      grant_type: 'client_credentials',
      scope,
    });
    this.appToken = {
      token: answer.access_token,
      scopes: scope,
      expiresAt: this.now() + answer.expires_in * 1000,
    };
    return answer.access_token;
  }

  private async tokenRequest<T>(form: Record<string, string>): Promise<T> {
    const basic = Buffer.from(
      `${this.credentials.clientId}:${this.credentials.clientSecret}`,
    ).toString('base64');
    const request = new Request(`${this.endpoints.apiBaseUrl}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    const response = await this.fetch(request);
    if (!response.ok) throw await EbayApiError.fromResponse(response);
    return (await response.json()) as T;
  }

  private expiresIn(seconds: number): Date {
    return new Date(this.now() + seconds * 1000);
  }
}
