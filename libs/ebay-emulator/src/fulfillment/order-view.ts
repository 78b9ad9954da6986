import type { FulfillmentApi } from '@pennant/ebay-openapi';
import { money } from '../core/money';
import { paidCents, paymentStatusOf, refundedCents } from '../selling/orders';
import type { OrderLineRecord, OrderRecord } from '../selling/records';

/**
 * An order as getOrders/getOrder give it; only getOrder fills cancelStatus.cancelRequests (getOrders
 * returns the array empty, as eBay documents). Sales tax eBay collects and remits is kept apart: it is
 * in `ebayCollectAndRemitTaxes` and `taxes`, and added to `total`s (and `pricingSummary.tax` shown)
 * only with fieldGroups=TAX_BREAKDOWN, as eBay documents; `totalDueSeller` includes it.
 */

export type Order = FulfillmentApi.components['schemas']['Order'];
type LineItem = FulfillmentApi.components['schemas']['LineItem'];
type CancelRequest = FulfillmentApi.components['schemas']['CancelRequest'];

const TAX_TYPE = 'STATE_SALES_TAX';
const iso = (ms: number) => new Date(ms).toISOString();

export function orderView(
  order: OrderRecord,
  sellerUsername: string,
  taxBreakdown: boolean,
  withCancelRequests = false,
): Order {
  const lines = order.lineItems;
  const subtotal = sum(lines, (line) => line.unitPriceCents * line.quantity);
  const delivery = sum(lines, (line) => line.deliveryCents);
  const tax = sum(lines, (line) => line.taxCents);
  const feeBasis = subtotal + delivery;
  const fees = sum(lines, (line) => line.variableFeeCents) + order.fixedFeeCents;
  return {
    orderId: order.orderId,
    creationDate: iso(order.creationDate),
    lastModifiedDate: iso(order.lastModifiedDate),
    orderFulfillmentStatus: 'NOT_STARTED',
    orderPaymentStatus: paymentStatusOf(order),
    sellerId: sellerUsername,
    buyer: {
      username: order.buyerUsername,
      taxAddress: { stateOrProvince: order.buyerState, countryCode: 'US' },
    },
    pricingSummary: {
      priceSubtotal: money(subtotal),
      deliveryCost: money(delivery),
      ...(taxBreakdown && tax > 0 ? { tax: money(tax) } : {}),
      total: money(feeBasis + (taxBreakdown ? tax : 0)),
    },
    cancelStatus: {
      cancelState: order.cancelledAt !== undefined ? 'CANCELED' : 'NONE_REQUESTED',
      ...(order.cancelledAt !== undefined ? { cancelledDate: iso(order.cancelledAt) } : {}),
      cancelRequests: withCancelRequests ? cancelRequestsOf(order) : [],
    },
    paymentSummary: {
      totalDueSeller: money(paidCents(order) - refundedCents(order)),
      payments: [
        {
          paymentMethod: 'EBAY',
          paymentReferenceId: order.orderId,
          paymentDate: iso(order.creationDate),
          amount: money(paidCents(order)),
          paymentStatus: 'PAID',
        },
      ],
      refunds: order.refunds.map((refund) => ({
        refundId: refund.refundId,
        refundDate: iso(refund.date),
        amount: money(refund.amountCents),
        refundStatus: 'REFUNDED',
      })),
    },
    fulfillmentStartInstructions: [],
    lineItems: lines.map((line) => lineItemView(order, line, taxBreakdown)),
    salesRecordReference: '0',
    totalFeeBasisAmount: money(feeBasis),
    totalMarketplaceFee: money(fees),
    ...(tax > 0 ? { ebayCollectAndRemitTax: true } : {}),
  };
}

/** The request that cancelled the order, completed when the order was cancelled. */
function cancelRequestsOf(order: OrderRecord): CancelRequest[] {
  if (order.cancelledAt === undefined) return [];
  const request = order.cancelRequest ?? {
    // A state file written before requests were kept: the seller cancelled it.
    cancelRequestId: `${order.orderId}-1`,
    initiator: 'Seller',
    reason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
    requestedAt: order.cancelledAt,
  };
  return [
    {
      cancelRequestId: request.cancelRequestId,
      cancelInitiator: request.initiator,
      cancelReason: request.reason,
      cancelRequestState: 'COMPLETED',
      cancelRequestedDate: iso(request.requestedAt),
      cancelCompletedDate: iso(order.cancelledAt),
    },
  ];
}

function lineItemView(order: OrderRecord, line: OrderLineRecord, taxBreakdown: boolean): LineItem {
  const cost = line.unitPriceCents * line.quantity;
  const taxed = line.taxCents > 0;
  return {
    lineItemId: line.lineItemId,
    legacyItemId: line.listingId,
    sku: line.sku,
    title: line.title,
    quantity: line.quantity,
    lineItemCost: money(cost),
    discountedLineItemCost: money(cost),
    deliveryCost: { shippingCost: money(line.deliveryCents) },
    total: money(cost + line.deliveryCents + (taxBreakdown ? line.taxCents : 0)),
    soldFormat: line.soldFormat,
    lineItemFulfillmentStatus: 'NOT_STARTED',
    listingMarketplaceId: 'EBAY_US',
    purchaseMarketplaceId: 'EBAY_US',
    appliedPromotions: [],
    refunds: order.refunds
      .filter((refund) => refund.lineItemId === line.lineItemId)
      .map((refund) => ({
        refundId: refund.refundId,
        refundDate: iso(refund.date),
        amount: money(refund.amountCents),
      })),
    taxes: taxed
      ? [{ amount: money(line.taxCents), ...(taxBreakdown ? { taxType: TAX_TYPE } : {}) }]
      : [],
    ...(taxed
      ? {
          ebayCollectAndRemitTaxes: [
            { taxType: TAX_TYPE, amount: money(line.taxCents), collectionMethod: 'NET' },
          ],
        }
      : {}),
  };
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}
