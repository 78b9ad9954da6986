import type { EmulatorState } from '../core/state';
import { getEntry } from '../core/state';
import { endListing } from './listings';
import { FEE_TYPES, finalValueFeeCents, PER_ORDER_FEE_CENTS } from './fees';
import { percentOfCents } from '../core/money';
import type {
  FeeRecord,
  ListingRecord,
  OrderLineRecord,
  OrderRecord,
  SellerRecord,
  TransactionRecord,
} from './records';
import { findListing, sellerIn, SellingIds } from './sellers';
import { seededRandom } from '../market';

/**
 * Sales and what follows them: a purchase makes a Fulfillment order and a Finances SALE; refunds
 * and cancellations change the order's payment and cancel state and add REFUND transactions.
 */

export class OrderError extends Error {
  constructor(
    readonly status: 404 | 409 | 400,
    message: string,
  ) {
    super(message);
  }
}

export interface Purchase {
  listingId: string;
  at: number;
  quantity?: number;
  buyerUsername?: string;
  /** The winning bid of an auction; a Buy It Now sale pays the listing's price. */
  priceCents?: number;
}

/** One checkout of several of a seller's listings: one order, a line per listing. */
export interface CartPurchase {
  lines: Array<{ listingId: string; quantity?: number }>;
  at: number;
  buyerUsername?: string;
}

/** US buyers and the sales tax rate (basis points) eBay collects for their state. */
const BUYER_STATES: ReadonlyArray<[string, number]> = [
  ['CA', 725],
  ['NY', 888],
  ['TX', 625],
  ['FL', 600],
  ['IL', 625],
  ['OR', 0],
  ['PA', 600],
  ['OH', 575],
  ['NJ', 663],
  ['WA', 650],
  ['MT', 0],
  ['GA', 400],
];
const BUYER_NAMES = [
  'cardcollector',
  'hobbyfan',
  'rookiehunter',
  'slabseeker',
  'setbuilder',
  'pcguy',
  'breakerbox',
  'vintagebuyer',
];

export function purchase(state: EmulatorState, input: Purchase, seed: string): OrderRecord {
  const line = {
    listingId: input.listingId,
    quantity: input.quantity,
    priceCents: input.priceCents,
  };
  return placeOrder(state, [line], input, seed);
}

/** A buyer's cart of the seller's listings checked out at once: one order, one line per listing. */
export function purchaseCart(state: EmulatorState, input: CartPurchase, seed: string): OrderRecord {
  if (input.lines.length === 0) throw new OrderError(400, 'an order needs at least one line');
  const listed = input.lines.map((line) => line.listingId);
  const repeated = listed.find((listingId, index) => listed.indexOf(listingId) !== index);
  if (repeated) throw new OrderError(400, `listing ${repeated} is in the cart twice`);
  return placeOrder(state, input.lines, input, seed);
}

interface LineToBuy {
  listingId: string;
  quantity?: number;
  priceCents?: number;
}

/** Checks every line before any stock is taken, so a refused cart changes nothing. */
function placeOrder(
  state: EmulatorState,
  lines: LineToBuy[],
  input: { at: number; buyerUsername?: string },
  seed: string,
): OrderRecord {
  const bought = lines.map((line) => ({ ...line, listing: listingToBuy(state, line) }));
  const sellerUserId = bought[0].listing.sellerUserId;
  if (bought.some(({ listing }) => listing.sellerUserId !== sellerUserId))
    throw new OrderError(409, 'one order is bought from one seller');
  const seller = sellerIn(state, sellerUserId);
  const orderId = SellingIds.order(state);
  const random = seededRandom(`${seed}:buyer:${orderId}`);
  const [buyerState, taxBasisPoints] = random.pick(BUYER_STATES);
  const orderLines = bought.map(({ listing, quantity = 1, priceCents }) =>
    orderLine(state, listing, quantity, priceCents ?? listing.priceCents, taxBasisPoints),
  );
  const order: OrderRecord = {
    orderId,
    sellerUserId,
    buyerUsername: input.buyerUsername ?? `${random.pick(BUYER_NAMES)}_${random.int(10, 9999)}`,
    buyerState,
    creationDate: input.at,
    lastModifiedDate: input.at,
    lineItems: orderLines,
    refunds: [],
    fixedFeeCents: PER_ORDER_FEE_CENTS,
  };
  seller.orders[orderId] = order;
  for (const { listing, quantity = 1 } of bought) takeStock(seller, listing, quantity, input.at);
  seller.transactions.push(saleTransaction(order));
  return order;
}

function listingToBuy(state: EmulatorState, line: LineToBuy): ListingRecord {
  const listing = findListing(state, line.listingId);
  if (!listing) throw new OrderError(404, `listing ${line.listingId} does not exist`);
  const quantity = line.quantity ?? 1;
  if (listing.status !== 'ACTIVE')
    throw new OrderError(409, `listing ${listing.listingId} has ended`);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > listing.quantity) {
    throw new OrderError(409, `listing ${listing.listingId} has ${listing.quantity} available`);
  }
  return listing;
}

function orderLine(
  state: EmulatorState,
  listing: ListingRecord,
  quantity: number,
  unitPriceCents: number,
  taxBasisPoints: number,
): OrderLineRecord {
  const basis = unitPriceCents * quantity + listing.shippingCents;
  return {
    lineItemId: SellingIds.lineItem(state),
    listingId: listing.listingId,
    offerId: listing.offerId,
    sku: listing.sku,
    title: listing.title,
    quantity,
    unitPriceCents,
    deliveryCents: listing.shippingCents,
    taxCents: percentOfCents(basis, taxBasisPoints),
    soldFormat: listing.format,
    variableFeeCents: finalValueFeeCents(basis),
  };
}

/** Finances' SALE: what the seller is paid, each line's fees; the per-order fee is booked on the first line. */
function saleTransaction(order: OrderRecord): TransactionRecord {
  const bases = order.lineItems.map(lineBasisCents);
  const variableFees = order.lineItems.reduce((sum, line) => sum + line.variableFeeCents, 0);
  return {
    transactionId: order.orderId,
    transactionType: 'SALE',
    orderId: order.orderId,
    date: order.creationDate,
    amountCents: bases.reduce((sum, basis) => sum + basis, 0) - variableFees - order.fixedFeeCents,
    bookingEntry: 'CREDIT',
    buyerUsername: order.buyerUsername,
    lines: order.lineItems.map((line, index) => ({
      lineItemId: line.lineItemId,
      feeBasisCents: bases[index],
      fees: [
        { feeType: FEE_TYPES.finalValue, cents: line.variableFeeCents },
        ...(index === 0 ? [{ feeType: FEE_TYPES.perOrder, cents: order.fixedFeeCents }] : []),
      ],
    })),
  };
}

/** What a line's fees are worked out on: items and shipping, tax left out. */
function lineBasisCents(line: OrderLineRecord): number {
  return line.unitPriceCents * line.quantity + line.deliveryCents;
}

/** A sale takes units from the listing, the offer and the item; the last unit ends the listing. */
function takeStock(
  seller: SellerRecord,
  listing: ListingRecord,
  quantity: number,
  at: number,
): void {
  listing.quantity -= quantity;
  listing.soldQuantity += quantity;
  if (listing.quantity === 0) endListing(listing, 'SOLD', at);
  const offer = getEntry(seller.offers, listing.offerId);
  if (offer?.details.availableQuantity !== undefined) {
    offer.details = {
      ...offer.details,
      availableQuantity: Math.max(0, offer.details.availableQuantity - quantity),
    };
  }
  const item = getEntry(seller.inventoryItems, listing.sku);
  const stock = item?.item.availability?.shipToLocationAvailability?.quantity;
  if (item && stock !== undefined) {
    item.item = {
      ...item.item,
      availability: {
        ...item.item.availability,
        shipToLocationAvailability: { quantity: Math.max(0, stock - quantity) },
      },
    };
  }
}

export function findOrder(state: EmulatorState, orderId: string): OrderRecord | undefined {
  for (const seller of Object.values(state.sellers)) {
    const order = getEntry(seller.orders, orderId);
    if (order) return order;
  }
  return undefined;
}

/** What the buyer paid: items, shipping and the tax eBay collected. */
export function paidCents(order: OrderRecord): number {
  return order.lineItems.reduce((sum, line) => sum + linePaidCents(line), 0);
}

function linePaidCents(line: OrderLineRecord): number {
  return lineBasisCents(line) + line.taxCents;
}

function lineRefundedCents(order: OrderRecord, line: OrderLineRecord): number {
  return order.refunds
    .filter((refund) => refund.lineItemId === line.lineItemId)
    .reduce((sum, refund) => sum + refund.amountCents, 0);
}

function unrefundedCents(order: OrderRecord): number {
  return paidCents(order) - refundedCents(order);
}

export function refundedCents(order: OrderRecord): number {
  return order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
}

export function paymentStatusOf(
  order: OrderRecord,
): 'PAID' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED' {
  const refunded = refundedCents(order);
  if (refunded === 0) return 'PAID';
  return refunded >= paidCents(order) ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
}

export function refundOrder(
  state: EmulatorState,
  input: { orderId: string; amountCents: number; lineItemId?: string },
  at: number,
): OrderRecord {
  const order = findOrder(state, input.orderId);
  if (!order) throw new OrderError(404, `order ${input.orderId} does not exist`);
  const line = input.lineItemId
    ? order.lineItems.find((entry) => entry.lineItemId === input.lineItemId)
    : order.lineItems.length === 1
      ? order.lineItems[0]
      : undefined;
  if (input.lineItemId && !line)
    throw new OrderError(404, `order ${order.orderId} has no line item ${input.lineItemId}`);
  // A line's refund is at most what was paid for that line and not yet given back on it.
  const remaining = line
    ? Math.min(linePaidCents(line) - lineRefundedCents(order, line), unrefundedCents(order))
    : unrefundedCents(order);
  if (input.amountCents <= 0 || input.amountCents > remaining) {
    throw new OrderError(
      400,
      `the refund must be more than 0 and at most the ${remaining} cents not yet refunded`,
    );
  }
  recordRefund(state, order, input.amountCents, line, at, false);
  return order;
}

/** Who cancels and why, when the control call does not say: the seller, out of stock. */
export const DEFAULT_CANCELLATION = {
  initiator: 'Seller',
  reason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
} as const;

/**
 * A cancelled order is refunded in full, fees included, and keeps the completed cancellation
 * request. Its listing stays as the sale left it: a listing that sold its last unit stays ended.
 */
export function cancelOrder(
  state: EmulatorState,
  orderId: string,
  at: number,
  request: { initiator: 'Buyer' | 'Seller'; reason: string } = DEFAULT_CANCELLATION,
): OrderRecord {
  const order = findOrder(state, orderId);
  if (!order) throw new OrderError(404, `order ${orderId} does not exist`);
  if (order.cancelledAt !== undefined)
    throw new OrderError(409, `order ${orderId} is already cancelled`);
  order.cancelledAt = at;
  order.cancelRequest = {
    cancelRequestId: SellingIds.cancelRequest(state),
    initiator: request.initiator,
    reason: request.reason,
    requestedAt: at,
  };
  const remaining = unrefundedCents(order);
  const line = order.lineItems.length === 1 ? order.lineItems[0] : undefined;
  if (remaining > 0) recordRefund(state, order, remaining, line, at, true);
  else order.lastModifiedDate = at;
  return order;
}

function recordRefund(
  state: EmulatorState,
  order: OrderRecord,
  amountCents: number,
  line: OrderLineRecord | undefined,
  at: number,
  cancellation: boolean,
): void {
  const refundId = SellingIds.refund(state);
  order.refunds.push({
    refundId,
    amountCents,
    date: at,
    ...(line ? { lineItemId: line.lineItemId } : {}),
  });
  order.lastModifiedDate = at;
  const seller = sellerIn(state, order.sellerUserId);
  const credits = feeCredits(seller, order, amountCents, cancellation);
  seller.transactions.push({
    transactionId: refundId,
    transactionType: 'REFUND',
    orderId: order.orderId,
    date: at,
    amountCents,
    bookingEntry: 'DEBIT',
    buyerUsername: order.buyerUsername,
    lines: order.lineItems
      .filter((entry) => !line || entry === line)
      .map((entry) => ({
        lineItemId: entry.lineItemId,
        feeBasisCents: Math.min(amountCents, lineBasisCents(entry)),
        fees: entry === (line ?? order.lineItems[0]) ? credits : [],
      })),
  });
}

/** 13.25% of the refund back, never more than the fee not yet credited; all of it on a cancel. */
function feeCredits(
  seller: SellerRecord,
  order: OrderRecord,
  amountCents: number,
  cancellation: boolean,
): FeeRecord[] {
  const credited = (feeType: string) =>
    seller.transactions
      .filter((entry) => entry.orderId === order.orderId && entry.transactionType === 'REFUND')
      .flatMap((entry) => entry.lines.flatMap((line) => line.fees))
      .filter((fee) => fee.feeType === feeType)
      .reduce((sum, fee) => sum + fee.cents, 0);
  const variable = order.lineItems.reduce((sum, line) => sum + line.variableFeeCents, 0);
  const variableLeft = variable - credited(FEE_TYPES.finalValue);
  const variableCredit = cancellation
    ? variableLeft
    : Math.min(variableLeft, finalValueFeeCents(amountCents));
  const fees: FeeRecord[] = [
    { feeType: FEE_TYPES.finalValue, cents: variableCredit, memo: 'Final value fee credit' },
  ];
  if (cancellation) {
    fees.push({
      feeType: FEE_TYPES.perOrder,
      cents: order.fixedFeeCents - credited(FEE_TYPES.perOrder),
      memo: 'Per-order fee credit',
    });
  }
  return fees;
}
