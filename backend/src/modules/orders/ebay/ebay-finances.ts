import { Inject, Injectable } from '@nestjs/common';
import { EBAY_SCOPES, type FinancesApi } from '@pennant/ebay-openapi';
import {
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  type EbayEndpoints,
} from '../../../integrations/ebay';
import { EbayConnectionService } from '../../auth';
import { sumCents } from '../order-amounts';

/** eBay answers at most 1,000 transactions a page. */
const PAGE_SIZE = 1000;

/** eBay's fees on one line of one order, in cents. */
export interface LineFee {
  ebayOrderId: string;
  lineItemId: string;
  feeCents: number;
}

/** eBay's fees per order line from the Finances API (getTransactions, SALE), on the dealer's token. */
@Injectable()
export class EbayFinances {
  constructor(
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly connections: EbayConnectionService,
  ) {}

  /** Only a dealer who granted `sell.finances` at sign-in can be asked. */
  canRead(dealerId: string): Promise<boolean> {
    return this.connections.hasScope(dealerId, EBAY_SCOPES.sellFinances);
  }

  /** The fees of every line of every sale eBay booked in [from, to]. */
  async saleFeesBetween(dealerId: string, from: Date, to: Date): Promise<LineFee[]> {
    const client = createEbayApiClient<FinancesApi.paths>(
      'finances',
      this.connections.accessTokenSource(dealerId),
      { endpoints: this.endpoints },
    );
    const filter = `transactionDate:[${from.toISOString()}..${to.toISOString()}],transactionType:{SALE}`;
    const fees: LineFee[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const { data, response } = await client.GET('/transaction', {
        params: { query: { filter, limit: String(PAGE_SIZE), offset: String(offset) } },
      });
      if (!data) throw await EbayApiError.fromResponse(response);
      const transactions = data.transactions ?? [];
      for (const transaction of transactions) fees.push(...lineFeesOf(transaction));
      if (transactions.length < PAGE_SIZE || offset + PAGE_SIZE >= (data.total ?? 0)) return fees;
    }
  }
}

type Transaction = FinancesApi.components['schemas']['Transaction'];

function lineFeesOf(transaction: Transaction): LineFee[] {
  if (!transaction.orderId) return [];
  const ebayOrderId = transaction.orderId;
  return (transaction.orderLineItems ?? []).flatMap((line) =>
    line.lineItemId
      ? [
          {
            ebayOrderId,
            lineItemId: line.lineItemId,
            feeCents: sumCents((line.marketplaceFees ?? []).map((fee) => fee.amount)),
          },
        ]
      : [],
  );
}
