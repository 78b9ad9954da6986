import crypto from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { PENNANT_USER_SCOPES } from '@pennant/ebay-openapi';
import type { CurrentUser } from '@pennant/contracts';
import { regenerateSession, saveSession, UnauthorizedError, type OAuthFlow } from '../../common';
import { EbayOAuthClient } from '../../integrations/ebay';
import { DealersService } from '../dealers';
import { UploadsService } from '../uploads';
import { EbayConnectionService } from './ebay-connection.service';
import { SessionsService } from './sessions.service';

/** A consent started more than this long ago is not accepted back. */
const OAUTH_STATE_TTL_MS = 15 * 60_000;

export interface OAuthCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly oauth: EbayOAuthClient,
    private readonly dealers: DealersService,
    private readonly connections: EbayConnectionService,
    private readonly sessions: SessionsService,
    private readonly uploads: UploadsService,
  ) {}

  /** Keeps a fresh random state in the session and answers eBay's consent URL. */
  async startConsent(request: Request, flow: OAuthFlow): Promise<string> {
    const state = crypto.randomBytes(32).toString('base64url');
    request.session.oauth = { state, flow, startedAt: Date.now() };
    await saveSession(request);
    return this.oauth.consentUrl(PENNANT_USER_SCOPES, state);
  }

  /**
   * eBay sends the browser back here after consent or decline. The state must match the one kept
   * in this browser's session; otherwise nobody is signed in. Answers where to send the browser.
   */
  async completeConsent(request: Request, query: OAuthCallbackQuery): Promise<string> {
    const pending = request.session.oauth;
    delete request.session.oauth;
    await saveSession(request);
    const declined = !query.code && query.state === undefined && query.error !== undefined;
    if (pending && declined) return outcomeUrl(pending.flow, 'cancelled');
    if (!pending || !query.state || !stateMatches(pending, query.state)) {
      this.logger.warn('Sign-in refused: the state is missing, stale or not this browser session');
      return outcomeUrl(pending?.flow ?? 'login', 'error', { reason: 'state' });
    }
    const flow = pending.flow;
    if (!query.code) return outcomeUrl(flow, 'cancelled');
    try {
      const tokens = await this.oauth.exchangeCode(query.code);
      const identity = await this.connections.fetchIdentity(tokens.accessToken);
      if (flow === 'login') {
        const dealer = await this.dealers.upsertFromEbay(identity);
        await regenerateSession(request);
        request.session.dealerId = dealer.id;
        await this.connections.save(dealer.id, identity, tokens, PENNANT_USER_SCOPES);
        await saveSession(request);
        return outcomeUrl(flow, 'success', {
          username: identity.username,
          firstVisit: dealer.created,
        });
      }
      const dealerId = request.session.dealerId;
      const dealer = dealerId ? await this.dealers.findSummary(dealerId) : null;
      if (!dealer || dealer.ebayUserId !== identity.userId) {
        this.logger.warn(
          `Connect refused: eBay account ${identity.userId} is not the signed-in dealer's`,
        );
        return outcomeUrl(flow, 'error');
      }
      await this.connections.save(dealer.id, identity, tokens, PENNANT_USER_SCOPES);
      await this.dealers.upsertFromEbay(identity);
      return outcomeUrl(flow, 'success', { username: identity.username });
    } catch (error) {
      this.logger.error(
        `eBay ${flow} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return outcomeUrl(flow, 'error');
    }
  }

  async currentUser(dealerId: string): Promise<CurrentUser> {
    const dealer = await this.dealers.findSummary(dealerId);
    if (!dealer) throw new UnauthorizedError();
    const connected = await this.connections.isConnected(dealerId);
    return {
      id: dealer.id,
      username: dealer.username,
      isEbayConnected: connected,
      firstName: dealer.firstName,
      lastName: dealer.lastName,
      email: dealer.email,
      onboardingStep: dealer.onboardingStep,
      onboardingComplete: dealer.onboardingComplete,
      ebayConnected: connected,
      settingsConfigured: dealer.settingsConfigured,
      paymentSetup: dealer.paymentSetup,
    };
  }

  /** Erases everything Pennant keeps about an eBay user (marketplace account deletion). */
  async eraseEbayUser(ebayUserId: string): Promise<boolean> {
    const dealerId = await this.dealers.findIdByEbayUserId(ebayUserId);
    if (!dealerId) return false;
    await this.sessions.endAllFor(dealerId);
    // Files first: once the dealer row is gone, nothing would tell which files were theirs.
    await this.uploads.eraseDealerFiles(dealerId);
    await this.dealers.erase(dealerId);
    this.logger.log(`Erased dealer ${dealerId} after eBay account deletion`);
    return true;
  }
}

interface OutcomeDetails {
  username?: string;
  /** The dealer signed in for the first time: greeted with welcome, not welcome back. */
  firstVisit?: boolean;
  /** Why sign-in failed, for the page that offers to try again: `state` (stale or another browser). */
  reason?: 'state';
}

/** Where the browser goes after consent: the landing page (sign-in) or the dashboard (reconnect). */
function outcomeUrl(
  flow: OAuthFlow,
  outcome: 'success' | 'cancelled' | 'error',
  details: OutcomeDetails = {},
): string {
  const params = new URLSearchParams(
    flow === 'login' ? { ebay_auth: outcome } : { ebay_connected: outcome },
  );
  if (details.username) params.set('username', details.username);
  if (details.firstVisit) params.set('first_visit', '1');
  if (details.reason) params.set('reason', details.reason);
  return `${flow === 'login' ? '/' : '/dashboard'}?${params.toString()}`;
}

function stateMatches(pending: { state: string; startedAt: number }, state: string): boolean {
  return safeEqual(pending.state, state) && Date.now() - pending.startedAt < OAUTH_STATE_TTL_MS;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
