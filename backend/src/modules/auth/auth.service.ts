import { Injectable, Logger } from '@nestjs/common';
import { PENNANT_USER_SCOPES } from '@pennant/ebay-openapi';
import type { CurrentUser } from '@pennant/contracts';
import { UnauthorizedError } from '../../common';
import type { UserTokens } from '../../integrations/ebay';
import { DealersService, type EbayIdentity } from '../dealers';
import { UploadsService } from '../uploads';
import { EbayConnectionService } from './ebay-connection.service';
import { SessionsService } from './sessions.service';

/** The dealer behind an eBay sign-in, and the rest of what the auth module answers. */
/** eBay's clock and Pennant's may differ: a deletion dated less than this before sign-up still erases. */
const DELETION_CLOCK_SLACK_MS = 60 * 60_000;

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly dealers: DealersService,
    private readonly connections: EbayConnectionService,
    private readonly sessions: SessionsService,
    private readonly uploads: UploadsService,
  ) {}

  /** The eBay account is the identity: the dealer is found or made, and the tokens sealed. */
  async signInWithEbay(
    identity: EbayIdentity,
    tokens: UserTokens,
  ): Promise<{ dealerId: string; created: boolean }> {
    const dealer = await this.dealers.upsertFromEbay(identity);
    await this.connections.save(dealer.id, identity, tokens, PENNANT_USER_SCOPES);
    return { dealerId: dealer.id, created: dealer.created };
  }

  /** Reconnects the signed-in dealer's own eBay account; false (nothing saved) for another one. */
  async reconnectEbay(
    dealerId: string,
    identity: EbayIdentity,
    tokens: UserTokens,
  ): Promise<boolean> {
    const dealer = await this.dealers.findSummary(dealerId);
    if (!dealer || dealer.ebayUserId !== identity.userId) return false;
    await this.connections.save(dealer.id, identity, tokens, PENNANT_USER_SCOPES);
    await this.dealers.upsertFromEbay(identity);
    return true;
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

  /**
   * Erases everything Pennant keeps about an eBay user (marketplace account deletion). A deletion eBay dates well
   * before the dealer signed up is of an earlier life of the eBay id, or a captured notice sent again: the dealer
   * who signed up since is kept.
   */
  async eraseEbayUser(ebayUserId: string, deletedAt?: Date): Promise<boolean> {
    const dealer = await this.dealers.findSignUpByEbayUserId(ebayUserId);
    if (!dealer) return false;
    if (deletedAt && deletedAt.getTime() < dealer.signedUpAt.getTime() - DELETION_CLOCK_SLACK_MS) {
      this.logger.warn(
        `Ignored an account deletion of ${deletedAt.toISOString()} for dealer ${dealer.id}, who signed up after it`,
      );
      return false;
    }
    const dealerId = dealer.id;
    await this.sessions.endAllFor(dealerId);
    // Files first: once the dealer row is gone, nothing would tell which files were theirs.
    await this.uploads.eraseDealerFiles(dealerId);
    await this.dealers.erase(dealerId);
    this.logger.log(`Erased dealer ${dealerId} after eBay account deletion`);
    return true;
  }
}
