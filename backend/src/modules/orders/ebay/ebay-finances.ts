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
const DAY_MS = 86_400_000;
/**
 * An open range (`[from..]`) reaches "up to 90 days past" its start only: a start older than this is read in
 * closed windows of WINDOW_DAYS first, each ending well in the past whichever clock is right.
 */
const OPEN_RANGE_DAYS = 80;
const WINDOW_DAYS = 60;

/** eBay's fees on one line of one order, in cents. */
export interface LineFee {
  ebayOrderId: string;
  lineItemId: string;
  feeCents: number;
}

/**
 * eBay's fees per order line from the Finances API (getTransactions: SALE, less the fees a REFUND credits back),
 * on the dealer's token.
 */
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

  /**
   * The fees of every line of every sale eBay booked since `from`, less what refunds booked then credited back.
   * The window holds each changed order's sale (it starts at the oldest changed order), so a line is answered
   * only where its sale is in it: a refund alone would read as a negative fee. The last range is open, never
   * ending at Pennant's `now`, which may be ahead of eBay's clock; `now` only says how far back `from` is.
   */
  async saleFeesSince(dealerId: string, from: Date, now = new Date()): Promise<LineFee[]> {
    const client = createEbayApiClient<FinancesApi.paths>(
      'finances',
      this.connections.accessTokenSource(dealerId),
      { endpoints: this.endpoints },
    );
    const transactions: Transaction[] = [];
    for (const range of dateRanges(from, now))
      transactions.push(...(await transactionsIn(client, range)));
    return netLineFees(transactions);
  }
}

type FinancesClient = ReturnType<typeof createEbayApiClient<FinancesApi.paths>>;

/** `[start..end]` windows from `from`, the last one `[start..]`. */
export function dateRanges(from: Date, now: Date): string[] {
  const ranges: string[] = [];
  let start = from.getTime();
  while (now.getTime() - start > OPEN_RANGE_DAYS * DAY_MS) {
    const end = start + WINDOW_DAYS * DAY_MS;
    ranges.push(`[${new Date(start).toISOString()}..${new Date(end - 1).toISOString()}]`);
    start = end;
  }
  ranges.push(`[${new Date(start).toISOString()}..]`);
  return ranges;
}

/** SALE and REFUND transactions of a date range, page after page; 204 (nothing matched) is none. */
async function transactionsIn(client: FinancesClient, range: string): Promise<Transaction[]> {
  const filter = `transactionDate:${range},transactionType:{SALE|REFUND}`;
  const transactions: Transaction[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, error, response } = await client.GET('/transaction', {
      params: { query: { filter, limit: String(PAGE_SIZE), offset: String(offset) } },
    });
    if (response.status === 204) return transactions;
    if (!data) throw EbayApiError.fromAnswer(response, error);
    const page = data.transactions ?? [];
    transactions.push(...page);
    if (page.length < PAGE_SIZE || offset + PAGE_SIZE >= (data.total ?? 0)) return transactions;
  }
}

type Transaction = FinancesApi.components['schemas']['Transaction'];

/** Each sold line's fees, less the credits its refunds carry; never below nothing. */
export function netLineFees(transactions: Transaction[]): LineFee[] {
  const sales = transactions.filter((transaction) => transaction.transactionType === 'SALE');
  const credits = new Map<string, number>();
  for (const refund of transactions.filter((entry) => entry.transactionType === 'REFUND'))
    for (const fee of lineFeesOf(refund))
      credits.set(lineKey(fee), (credits.get(lineKey(fee)) ?? 0) + fee.feeCents);
  return sales.flatMap(lineFeesOf).map((fee) => ({
    ...fee,
    feeCents: Math.max(0, fee.feeCents - (credits.get(lineKey(fee)) ?? 0)),
  }));
}

function lineKey(fee: Pick<LineFee, 'ebayOrderId' | 'lineItemId'>): string {
  return `${fee.ebayOrderId}/${fee.lineItemId}`;
}

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
