import crypto from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NotificationApi } from '@pennant/ebay-openapi';
import { APP_CONFIG, type AppConfig } from '../../config';
import {
  applicationTokenSource,
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  EbayOAuthClient,
  type EbayEndpoints,
} from '../../integrations/ebay';
import { AuthError } from './auth.errors';
import { AuthService } from './auth.service';

export interface AccountDeletionNotification {
  metadata?: { topic?: string };
  notification?: {
    notificationId?: string;
    /** When the eBay account was deleted. */
    eventDate?: string;
    data?: { userId?: string; username?: string };
  };
}

interface SignatureHeader {
  alg?: string;
  kid?: string;
  signature?: string;
  digest?: string;
}

/** eBay's marketplace account deletion webhook: endpoint challenge, signature check, erasure. */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');
  private readonly publicKeys = new Map<string, crypto.KeyObject>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly oauth: EbayOAuthClient,
    private readonly auth: AuthService,
  ) {}

  /** hex(sha256(challengeCode + verificationToken + endpoint)), in that order. */
  challengeResponse(challengeCode: string): string {
    return crypto
      .createHash('sha256')
      .update(challengeCode)
      .update(this.config.ebay.verificationToken)
      .update(this.config.ebay.deletionEndpointUrl)
      .digest('hex');
  }

  async handle(
    signatureHeader: string | undefined,
    body: AccountDeletionNotification,
  ): Promise<void> {
    await this.verify(signatureHeader, body);
    const userId = body.notification?.data?.userId;
    if (body.metadata?.topic !== 'MARKETPLACE_ACCOUNT_DELETION' || !userId) {
      this.logger.warn(`Ignored a signed notification without a deletion topic and userId`);
      return;
    }
    const erased = await this.auth.eraseEbayUser(userId, deletedAt(body));
    if (!erased) this.logger.log(`Account deletion for eBay user ${userId}: no dealer data held`);
  }

  private async verify(signatureHeader: string | undefined, body: unknown): Promise<void> {
    const header = parseSignatureHeader(signatureHeader);
    const key = await this.publicKey(header.kid);
    const verified = crypto.verify(
      'sha1',
      Buffer.from(JSON.stringify(body)),
      key,
      Buffer.from(header.signature, 'base64'),
    );
    if (!verified) throw AuthError.invalidSignature('it does not match the payload');
  }

  private async publicKey(kid: string): Promise<crypto.KeyObject> {
    const cached = this.publicKeys.get(kid);
    if (cached) return cached;
    const client = createEbayApiClient<NotificationApi.paths>(
      'notification',
      applicationTokenSource(this.oauth),
      {
        endpoints: this.endpoints,
      },
    );
    const { data, error, response } = await client.GET('/public_key/{public_key_id}', {
      params: { path: { public_key_id: kid } },
    });
    if (response.status === 404) throw AuthError.invalidSignature(`unknown key id ${kid}`);
    if (!data?.key) throw EbayApiError.fromAnswer(response, error);
    const key = crypto.createPublicKey(toPem(data.key));
    this.publicKeys.set(kid, key);
    return key;
  }
}

function parseSignatureHeader(
  value: string | undefined,
): Required<Pick<SignatureHeader, 'kid' | 'signature'>> {
  if (!value) throw AuthError.invalidSignature('the X-EBAY-SIGNATURE header is missing');
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    throw AuthError.invalidSignature('the X-EBAY-SIGNATURE header is not base64 JSON');
  }
  // eBay's SDK answers 412 to any header that does not verify: `null`, a number or an array too.
  const { kid, signature } = (
    header !== null && typeof header === 'object' && !Array.isArray(header) ? header : {}
  ) as SignatureHeader;
  if (typeof kid !== 'string' || !kid || typeof signature !== 'string' || !signature)
    throw AuthError.invalidSignature('the header lacks kid or signature');
  return { kid, signature };
}

/** eBay sends the PEM on one line; put the base64 body on lines of its own. */
function toPem(key: string): string {
  const match = /-----BEGIN PUBLIC KEY-----\s*([A-Za-z0-9+/=\s]+?)\s*-----END PUBLIC KEY-----/.exec(
    key,
  );
  if (!match) return key;
  const body =
    match[1]
      .replace(/\s+/g, '')
      .match(/.{1,64}/g)
      ?.join('\n') ?? '';
  return `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`;
}

/** The notice's eventDate, when it is a date. */
function deletedAt(body: AccountDeletionNotification): Date | undefined {
  const date = new Date(body.notification?.eventDate ?? '');
  return Number.isNaN(date.getTime()) ? undefined : date;
}
