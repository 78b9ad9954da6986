import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config';
import type { Client } from 'openapi-fetch';
import type { AccountApi, InventoryApi } from '@pennant/ebay-openapi';
import {
  createEbayApiClient,
  EBAY_ENDPOINTS,
  type BackoffOptions,
  type EbayEndpoints,
  type FetchLike,
} from '../../../integrations/ebay';
import { EbayConnectionService } from '../../auth';

/** Publishing is a background job: it can wait out eBay's hiccups longer than a screen can. */
const SELLING_BACKOFF: BackoffOptions = { retries: 5, baseDelayMs: 500, maxDelayMs: 20_000 };

export interface SellerClients {
  account: Client<AccountApi.paths>;
  inventory: Client<InventoryApi.paths>;
}

/** The dealer's eBay selling APIs (Account, Inventory), typed from eBay's contracts, on their token. */
@Injectable()
export class SellerApis {
  constructor(
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly connections: EbayConnectionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  for(dealerId: string, options: { fetchImpl?: FetchLike; backoff?: BackoffOptions } = {}) {
    const tokens = this.connections.accessTokenSource(dealerId);
    const clientOptions = {
      endpoints: this.endpoints,
      backoff: options.backoff ?? { ...SELLING_BACKOFF, timeoutMs: this.config.ebay.callTimeoutMs },
      fetchImpl: options.fetchImpl,
    };
    return {
      account: createEbayApiClient<AccountApi.paths>('account', tokens, clientOptions),
      inventory: createEbayApiClient<InventoryApi.paths>('inventory', tokens, clientOptions),
    } satisfies SellerClients;
  }
}
