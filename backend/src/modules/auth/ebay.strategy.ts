import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as OAuth2Strategy, type StateStore } from 'passport-oauth2';
import { PENNANT_USER_SCOPES } from '@pennant/ebay-openapi';
import { signedInDealerId, type OAuthFlow } from '../../common';
import { APP_CONFIG, type AppConfig } from '../../config';
import {
  EBAY_ENDPOINTS,
  EbayOAuthClient,
  type EbayEndpoints,
  type UserTokens,
} from '../../integrations/ebay';
import type { EbayIdentity } from '../dealers';
import { AuthService } from './auth.service';
import { markOtherAccount, type ConsentSuccess } from './consent-outcome';
import { EbayConnectionService } from './ebay-connection.service';
import { OAuthStateStore, stateCheckOf } from './oauth-state.store';

export const EBAY_STRATEGY = 'ebay';

type TokenCallback = (
  error: unknown,
  accessToken?: string,
  refreshToken?: string,
  params?: UserTokens,
) => void;

/**
 * eBay's OAuth 2.0 authorization-code flow as a passport strategy (passport-oauth2), set up for
 * eBay's quirks: the RuName is the redirect_uri (never a URL), scopes are space-separated, the
 * code is exchanged with the client credentials in a Basic header (our EbayOAuthClient, which the
 * token refresh uses too, rather than node-oauth's body credentials), and the profile is the
 * Identity API's user. One callback serves two flows, told apart by the state: sign-in (`login`)
 * and reconnecting the signed-in dealer's own eBay account (`connect`).
 */
@Injectable()
export class EbayStrategy extends PassportStrategy(OAuth2Strategy, EBAY_STRATEGY, true) {
  private readonly ruName: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EBAY_ENDPOINTS) endpoints: EbayEndpoints,
    oauth: EbayOAuthClient,
    states: OAuthStateStore,
    private readonly connections: EbayConnectionService,
    private readonly auth: AuthService,
  ) {
    super({
      authorizationURL: `${endpoints.authBaseUrl}/oauth2/authorize`,
      tokenURL: `${endpoints.apiBaseUrl}/identity/v1/oauth2/token`,
      clientID: config.ebay.clientId,
      clientSecret: config.ebay.clientSecret,
      scope: [...PENNANT_USER_SCOPES],
      scopeSeparator: ' ',
      // Its store/verify take the flow and a meta argument (passport-oauth2 calls them by arity).
      store: states as unknown as StateStore,
      passReqToCallback: true,
    });
    this.ruName = config.ebay.ruName;
    const client = (this as unknown as { _oauth2: { getOAuthAccessToken: unknown } })._oauth2;
    client.getOAuthAccessToken = (code: string, _params: unknown, done: TokenCallback) =>
      oauth.exchangeCode(code).then(
        (tokens) => done(null, tokens.accessToken, tokens.refreshToken, tokens),
        (error: unknown) => done(error),
      );
  }

  /**
   * eBay wants the RuName where OAuth puts the redirect URI. Connecting an account asks eBay for a fresh sign-in
   * (prompt=login): a browser still signed in on eBay as another account would otherwise consent as it again.
   */
  override authorizationParams(options: { state?: { flow?: OAuthFlow } }): object {
    const connecting = options.state?.flow === 'connect';
    return { redirect_uri: this.ruName, ...(connecting ? { prompt: 'login' } : {}) };
  }

  /** The profile is who the tokens belong to, from eBay's Identity API. */
  override userProfile(accessToken: string, done: (error: unknown, profile?: unknown) => void) {
    this.connections.fetchIdentity(accessToken).then(
      (identity) => done(null, identity),
      (error: unknown) => done(error),
    );
  }

  /**
   * Sign-in: the eBay account is the identity (the dealer is made or found, tokens sealed).
   * Reconnect: only the signed-in dealer's own eBay account; another one is refused (false).
   */
  async validate(
    request: Request,
    _accessToken: string,
    _refreshToken: string,
    tokens: UserTokens,
    identity: EbayIdentity,
  ): Promise<ConsentSuccess | false> {
    const flow = stateCheckOf(request)?.flow ?? 'login';
    if (flow === 'login') {
      const { dealerId, created } = await this.auth.signInWithEbay(identity, tokens);
      return {
        flow,
        result: 'success',
        dealerId,
        username: identity.username,
        firstVisit: created,
      };
    }
    const dealerId = signedInDealerId(request);
    if (!dealerId) return false;
    if (!(await this.auth.reconnectEbay(dealerId, identity, tokens))) {
      markOtherAccount(request, identity.username);
      return false;
    }
    return { flow, result: 'success', dealerId, username: identity.username };
  }
}
