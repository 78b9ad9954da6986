import { Router, type Request, type Response } from 'express';
import { EBAY_APIS, EBAY_SCOPES, type FinancesApi } from '@pennant/ebay-openapi';
import { ApiFailure, apiError, apiHandler, callerUserId } from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { filterCriteria, parseDateRange, setValues } from '../core/filter-syntax';
import { money } from '../core/money';
import { integerParam, offsetLinks } from '../core/paging';
import type { TransactionRecord } from '../selling/records';
import { readSeller } from '../selling/sellers';

/**
 * Finances API on the apiz host: getTransactions (`GET /transaction`), the seller's SALE and
 * REFUND transactions with their fees (see selling/fees.ts), newest first. When nothing matches
 * the filter it answers 204 with no body, a response the contract documents ("No Content").
 */

type Transaction = FinancesApi.components['schemas']['Transaction'];

const BASE = EBAY_APIS.finances.basePath;
const DOMAIN = 'API_FINANCES';
const DAY_MS = 86_400_000;
const WINDOW_MS = 90 * DAY_MS;
const TRANSACTION_TYPES = [
  'SALE',
  'REFUND',
  'CREDIT',
  'DISPUTE',
  'NON_SALE_CHARGE',
  'SHIPPING_LABEL',
  'TRANSFER',
];
const TRANSACTION_STATUSES = [
  'PAYOUT',
  'FUNDS_PROCESSING',
  'FUNDS_AVAILABLE_FOR_PAYOUT',
  'FUNDS_ON_HOLD',
  'COMPLETED',
  'FAILED',
];
/** Funds stay available for payout: the emulator makes no payouts. */
const STATUS = 'FUNDS_AVAILABLE_FOR_PAYOUT';

const FinancesErrors = {
  pagination: () => apiError(DOMAIN, 135003, 'The value of pagination is invalid.'),
  transactionType: () =>
    apiError(DOMAIN, 135006, 'The value of transaction type filter is invalid.'),
  transactionStatus: () =>
    apiError(DOMAIN, 135007, 'The value of transaction status filter is invalid.'),
  transactionDate: () =>
    apiError(DOMAIN, 135008, 'The value of transaction date filter is invalid.'),
  typeMissing: () => apiError(DOMAIN, 135009, 'Transaction type filter is missing.'),
};

export function createFinancesRouter(context: EmulatorContext): Router {
  const router = Router();
  router.get(
    `${BASE}/transaction`,
    requireBearer(context, { grant: 'user', anyScope: [EBAY_SCOPES.sellFinances] }),
    apiHandler(getTransactions(context)),
  );
  return router;
}

function getTransactions(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const limit = integerParam(req.query.limit, 20, 1, 1000);
    const offset = integerParam(req.query.offset, 0, 0);
    if (limit === undefined || offset === undefined)
      throw new ApiFailure(400, FinancesErrors.pagination());
    const accepts = transactionFilter(req, context.clock.now());
    const matching = readSeller(context, callerUserId(res))
      .transactions.filter(accepts)
      .sort((a, b) => b.date - a.date || a.transactionId.localeCompare(b.transactionId));
    if (matching.length === 0) {
      res.status(204).end();
      return;
    }
    res.json({
      ...offsetLinks(req, matching.length, limit, offset),
      transactions: matching.slice(offset, offset + limit).map(transactionView),
    });
  };
}

type Test = (transaction: TransactionRecord) => boolean;

function transactionFilter(req: Request, now: number): Test {
  const criteria = filterCriteria(req);
  if (!criteria) throw new ApiFailure(400, FinancesErrors.transactionDate());
  const tests: Test[] = [];
  let dated = false;
  for (const { name, value } of criteria) {
    if (name === 'transactionDate') {
      const range = parseDateRange(value);
      if (!range.ok) throw new ApiFailure(400, FinancesErrors.transactionDate());
      const to = range.to ?? Math.min(now, range.from + WINDOW_MS);
      tests.push((entry) => entry.date >= range.from && entry.date <= to);
      dated = true;
    } else if (name === 'transactionType') {
      const types = setValues(value);
      if (!types || types.some((type) => !TRANSACTION_TYPES.includes(type))) {
        throw new ApiFailure(400, FinancesErrors.transactionType());
      }
      tests.push((entry) => types.includes(entry.transactionType));
    } else if (name === 'transactionStatus') {
      const statuses = setValues(value);
      if (!statuses || statuses.some((status) => !TRANSACTION_STATUSES.includes(status))) {
        throw new ApiFailure(400, FinancesErrors.transactionStatus());
      }
      tests.push(() => statuses.includes(STATUS));
    } else {
      const values = setValues(value) ?? [value];
      const field = {
        orderId: 'orderId',
        transactionId: 'transactionId',
        buyerUsername: 'buyerUsername',
      }[name];
      if (field)
        tests.push((entry) => values.includes(String(entry[field as keyof TransactionRecord])));
      else if (name === 'payoutId') tests.push(() => false);
      if (
        name === 'transactionId' &&
        !criteria.some((criterion) => criterion.name === 'transactionType')
      ) {
        throw new ApiFailure(400, FinancesErrors.typeMissing());
      }
    }
  }
  if (!dated) tests.push((entry) => entry.date >= now - WINDOW_MS);
  return (entry) => tests.every((test) => test(entry));
}

export function transactionView(entry: TransactionRecord): Transaction {
  const fees = entry.lines.flatMap((line) => line.fees);
  return {
    transactionId: entry.transactionId,
    orderId: entry.orderId,
    transactionType: entry.transactionType,
    transactionStatus: STATUS,
    transactionDate: new Date(entry.date).toISOString(),
    amount: money(entry.amountCents),
    bookingEntry: entry.bookingEntry,
    buyer: { username: entry.buyerUsername },
    paymentsEntity: 'eBay Inc',
    salesRecordReference: '0',
    totalFeeBasisAmount: money(entry.lines.reduce((sum, line) => sum + line.feeBasisCents, 0)),
    totalFeeAmount: money(fees.reduce((sum, fee) => sum + fee.cents, 0)),
    orderLineItems: entry.lines.map((line) => ({
      lineItemId: line.lineItemId,
      feeBasisAmount: money(line.feeBasisCents),
      marketplaceFees: line.fees.map((fee) => ({
        feeType: fee.feeType,
        amount: money(fee.cents),
        ...(fee.memo ? { feeMemo: fee.memo } : {}),
      })),
    })),
  };
}
