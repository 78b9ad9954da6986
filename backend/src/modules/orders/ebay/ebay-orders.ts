import { Inject, Injectable } from '@nestjs/common';
import type { FulfillmentApi } from '@pennant/ebay-openapi';
import {
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  type EbayEndpoints,
} from '../../../integrations/ebay';
import { EbayConnectionService } from '../../auth';

export type EbayOrder = FulfillmentApi.components['schemas']['Order'];

/** eBay answers at most 200 orders a page. */
const PAGE_SIZE = 200;

/** The dealer's orders from eBay's Fulfillment API, on their token. */
@Injectable()
export class EbayOrders {
  constructor(
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly connections: EbayConnectionService,
  ) {}

  /**
   * Every order eBay modified since `from`, page after page. The range is left open (`[from..]`, as the contract
   * allows): an end taken from Pennant's clock would be refused (30850, "can't be in the future") whenever that
   * clock runs ahead of eBay's. `onEbayTime` is told eBay's time when it answered the first page (its `Date`
   * header), the instant the next sync can start from whatever Pennant's own clock says.
   */
  async *modifiedSince(
    dealerId: string,
    from: Date,
    onEbayTime?: (ebayNow: Date) => void,
  ): AsyncGenerator<EbayOrder[]> {
    const client = createEbayApiClient<FulfillmentApi.paths>(
      'fulfillment',
      this.connections.accessTokenSource(dealerId),
      { endpoints: this.endpoints },
    );
    const filter = `lastmodifieddate:[${from.toISOString()}..]`;
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const { data, error, response } = await client.GET('/order', {
        params: { query: { filter, limit: String(PAGE_SIZE), offset: String(offset) } },
      });
      if (!data) throw EbayApiError.fromAnswer(response, error);
      if (offset === 0) reportEbayTime(response, onEbayTime);
      const orders = data.orders ?? [];
      if (orders.length > 0) yield orders;
      if (orders.length < PAGE_SIZE || offset + PAGE_SIZE >= (data.total ?? 0)) return;
    }
  }
}

function reportEbayTime(response: Response, onEbayTime?: (ebayNow: Date) => void): void {
  const answeredAt = new Date(response.headers.get('date') ?? '');
  if (onEbayTime && !Number.isNaN(answeredAt.getTime())) onEbayTime(answeredAt);
}
