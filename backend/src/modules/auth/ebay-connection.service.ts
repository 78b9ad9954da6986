import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EbayAccount, EbayConnectionState } from '@pennant/contracts';
import type { IdentityApi } from '@pennant/ebay-openapi';
import { APP_CONFIG, type AppConfig } from '../../config';
import { TokenCipher } from '../../common';
import {
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  EbayOAuthClient,
  isEndedGrant,
  type AccessTokenSource,
  type RefreshedAccessToken,
  type EbayEndpoints,
  type UserTokens,
} from '../../integrations/ebay';
import type { EbayIdentity } from '../dealers';
import { EbayConnection } from './entities/ebay-connection.entity';
import { AuthError } from './auth.errors';

/** Refresh the access token when it has less than this left. */
const REFRESH_MARGIN_MS = 5 * 60_000;

@Injectable()
export class EbayConnectionService {
  private readonly cipher: TokenCipher;
  private readonly logger = new Logger('EbayConnection');
  private readonly connectedListeners: Array<(dealerId: string) => Promise<void>> = [];

  constructor(
    private readonly em: EntityManager,
    private readonly oauth: EbayOAuthClient,
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cipher = new TokenCipher(config.tokenEncryptionKey);
  }

  /** Reads who the tokens belong to from eBay's Identity API. */
  async fetchIdentity(accessToken: string): Promise<EbayIdentity> {
    const tokens: AccessTokenSource = {
      current: async () => accessToken,
      refresh: async () => {
        throw new EbayApiError(401, [], 'a freshly issued token was refused');
      },
    };
    const identity = createEbayApiClient<IdentityApi.paths>('identity', tokens, {
      endpoints: this.endpoints,
    });
    const { data, error, response } = await identity.GET('/user/');
    if (!data) throw EbayApiError.fromAnswer(response, error);
    if (!data.userId || !data.username)
      throw new EbayApiError(response.status, [], 'identity without userId or username');
    return {
      userId: data.userId,
      username: data.username,
      firstName:
        data.individualAccount?.firstName ??
        data.businessAccount?.primaryContact?.firstName ??
        null,
      lastName:
        data.individualAccount?.lastName ?? data.businessAccount?.primaryContact?.lastName ?? null,
      email: data.individualAccount?.email ?? data.businessAccount?.email ?? null,
    };
  }

  async save(
    dealerId: string,
    identity: EbayIdentity,
    tokens: UserTokens,
    scopes: readonly string[],
  ): Promise<void> {
    const connection =
      (await this.em.findOne(EbayConnection, { dealerId })) ??
      this.em.create(EbayConnection, { dealerId } as EbayConnection);
    connection.ebayUserId = identity.userId;
    connection.username = identity.username;
    connection.scopes = scopes.join(' ');
    connection.accessTokenSealed = this.cipher.encrypt(tokens.accessToken);
    connection.accessTokenExpiresAt = tokens.accessTokenExpiresAt;
    connection.refreshTokenSealed = this.cipher.encrypt(tokens.refreshToken);
    connection.refreshTokenExpiresAt = tokens.refreshTokenExpiresAt;
    connection.connectedAt = new Date();
    await this.em.persistAndFlush(connection);
    await this.announceConnected(dealerId);
  }

  /** Hears of a dealer who has just connected eBay (again): what waited for the connection can go on. */
  onConnected(listener: (dealerId: string) => Promise<void>): void {
    this.connectedListeners.push(listener);
  }

  /** A listener's failure is logged, never the dealer's: the connection itself is saved. */
  private async announceConnected(dealerId: string): Promise<void> {
    for (const listener of this.connectedListeners) {
      try {
        await listener(dealerId);
      } catch (error) {
        this.logger.warn(`After dealer ${dealerId} connected eBay: ${(error as Error).message}`);
      }
    }
  }

  /** Connected, connected once but the grant has ended, or not connected at all. */
  async connectionState(dealerId: string): Promise<EbayConnectionState> {
    const connection = await this.em
      .fork()
      .findOne(EbayConnection, { dealerId }, { fields: ['refreshTokenExpiresAt'] });
    if (!connection) return 'none';
    return connection.refreshTokenExpiresAt.getTime() > Date.now() ? 'connected' : 'expired';
  }

  async isConnected(dealerId: string): Promise<boolean> {
    return (await this.em.count(EbayConnection, { dealerId })) > 0;
  }

  /** Dealers whose eBay account is connected and whose grant has not run out (scheduled syncs). */
  async connectedDealerIds(): Promise<string[]> {
    const connections = await this.em
      .fork()
      .find(
        EbayConnection,
        { refreshTokenExpiresAt: { $gt: new Date() } },
        { fields: ['dealerId'] },
      );
    return connections.map((connection) => connection.dealerId);
  }

  async getAccount(dealerId: string): Promise<EbayAccount> {
    const account = await this.findAccount(dealerId);
    if (!account) throw AuthError.notConnected();
    return account;
  }

  /** The connected account; `expiresAt` is when the grant (refresh token) ends and the dealer must reconnect. */
  async findAccount(dealerId: string): Promise<EbayAccount | null> {
    const connection = await this.em.findOne(EbayConnection, { dealerId });
    if (!connection) return null;
    return {
      username: connection.username,
      ebayUserId: connection.ebayUserId,
      expiresAt: connection.refreshTokenExpiresAt.toISOString(),
    };
  }

  /** Whether the dealer granted this scope when connecting (other modules' optional eBay calls). */
  async hasScope(dealerId: string, scope: string): Promise<boolean> {
    const connection = await this.em.fork().findOne(EbayConnection, { dealerId });
    return connection?.scopes.split(' ').includes(scope) ?? false;
  }

  async disconnect(dealerId: string): Promise<void> {
    await this.em.nativeDelete(EbayConnection, { dealerId });
  }

  /**
   * The dealer's user token for eBay calls: refreshed before it expires, and again when eBay
   * refuses it. Used by the eBay API clients of other modules.
   */
  accessTokenSource(dealerId: string): AccessTokenSource {
    return {
      current: () => this.validAccessToken(dealerId, false),
      refresh: () => this.validAccessToken(dealerId, true),
    };
  }

  private async validAccessToken(dealerId: string, forceRefresh: boolean): Promise<string> {
    const em = this.em.fork();
    const connection = await em.findOne(EbayConnection, { dealerId });
    if (!connection) throw AuthError.notConnected();
    const now = Date.now();
    if (!forceRefresh && connection.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > now) {
      return this.cipher.decrypt(connection.accessTokenSealed);
    }
    if (connection.refreshTokenExpiresAt.getTime() <= now) throw AuthError.connectionExpired();
    const refreshed = await this.refreshOrEndGrant(em, connection);
    connection.accessTokenSealed = this.cipher.encrypt(refreshed.accessToken);
    connection.accessTokenExpiresAt = refreshed.accessTokenExpiresAt;
    await em.flush();
    return refreshed.accessToken;
  }

  /**
   * A grant eBay refuses (invalid_grant, or invalid_scope for scopes it does not cover) is over: its end is recorded as now, so Settings shows the
   * connection expired with Reconnect, scheduled syncs skip the dealer, and the call answers 409
   * "connect again" instead of a 502 that nobody can act on.
   */
  private async refreshOrEndGrant(
    em: EntityManager,
    connection: EbayConnection,
  ): Promise<RefreshedAccessToken> {
    try {
      return await this.oauth.refresh(
        this.cipher.decrypt(connection.refreshTokenSealed),
        connection.scopes.split(' '),
      );
    } catch (error) {
      if (!isEndedGrant(error)) throw error;
      connection.refreshTokenExpiresAt = new Date();
      await em.flush();
      throw AuthError.connectionExpired();
    }
  }
}
