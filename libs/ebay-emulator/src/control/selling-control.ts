import type { RequestHandler, Response } from 'express';
import { findAccountByUserId } from '../core/accounts';
import type { EmulatorContext } from '../core/context';
import type { EmulatorState } from '../core/state';
import { formatCents, money, parseCents } from '../core/money';
import { orderView } from '../fulfillment';
import { buyerSeedOf } from '../selling/buyers';
import {
  cancelOrder,
  DEFAULT_CANCELLATION,
  OrderError,
  purchase,
  purchaseCart,
  refundOrder,
} from '../selling/orders';
import type { OrderRecord } from '../selling/records';
import { endListing, listingStatusOf, reviseListing } from '../selling/listings';
import { findListing, sellerIn } from '../selling/sellers';

/**
 * Control routes that stand in for buyers: POST /purchases {listingId, quantity?, buyerUsername?} buys one listing,
 * POST /purchases {lines: [{listingId, quantity?}], buyerUsername?} checks out a cart of one seller's listings as
 * one order of a line each;
 * POST /refunds {orderId, amount, lineItemId?} and POST /cancellations {orderId, initiator?
 * ('Buyer' or 'Seller', the seller when not given), reason?}; each answers the order as
 * Fulfillment's getOrder would. POST /stock {listingId, quantity} sets how many of a live
 * listing are for sale, so a benchmark can sell thousands of orders from one listing. POST /end-listing
 * {listingId, by?} ends a live listing as the seller does on eBay's site (by 'seller', the default) or as eBay does
 * for a policy (by 'ebay'): it leaves the active inventory report, and getOffer says ENDED or EBAY_ENDED.
 * POST /revise-listing {listingId, price} changes a live fixed-price listing's price as the seller does on eBay's
 * site: the listing, its offer and the active inventory report ask the new price.
 */

export function stockHandler(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.listingId !== 'string') return fail(res, 400, 'listingId is required');
    const quantity = body.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      return fail(res, 400, 'quantity must be a whole number of at least 1');
    const listing = context.store.update((state) => {
      const found = findListing(state, body.listingId as string);
      if (found?.status === 'ACTIVE') found.quantity = quantity;
      return found;
    });
    if (!listing) return fail(res, 404, `listing ${body.listingId} does not exist`);
    if (listing.status !== 'ACTIVE')
      return fail(res, 409, `listing ${listing.listingId} has ended`);
    res.json({ listingId: listing.listingId, quantity: listing.quantity });
  };
}

export function endListingHandler(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.listingId !== 'string' || body.listingId === '')
      return fail(res, 400, 'listingId is required');
    const by = body.by ?? 'seller';
    if (by !== 'seller' && by !== 'ebay') return fail(res, 400, "by must be 'seller' or 'ebay'");
    let wasLive = false;
    const listing = context.store.update((state) => {
      const found = findListing(state, body.listingId as string);
      wasLive = found?.status === 'ACTIVE';
      if (found && wasLive)
        endListing(found, by === 'ebay' ? 'REMOVED_BY_EBAY' : 'ENDED_ON_SITE', context.clock.now());
      return found;
    });
    if (!listing) return fail(res, 404, `listing ${body.listingId} does not exist`);
    if (!wasLive) return fail(res, 409, `listing ${listing.listingId} has ended`);
    res.json({ listingId: listing.listingId, listingStatus: listingStatusOf(listing) });
  };
}

export function reviseListingHandler(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.listingId !== 'string' || body.listingId === '')
      return fail(res, 400, 'listingId is required');
    const priceCents = parseCents(body.price);
    if (priceCents === undefined || priceCents < 99)
      return fail(res, 400, 'price must be a decimal string of at least "0.99"');
    let refusal: { status: number; message: string } | undefined;
    const listing = context.store.update((state) => {
      const found = findListing(state, body.listingId as string);
      if (!found) return undefined;
      if (found.status !== 'ACTIVE')
        refusal = { status: 409, message: `listing ${found.listingId} has ended` };
      else if (found.format !== 'FIXED_PRICE')
        refusal = { status: 409, message: `listing ${found.listingId} is an auction` };
      else {
        const offer = sellerIn(state, found.sellerUserId).offers[found.offerId];
        const price = money(priceCents);
        if (offer)
          offer.details = {
            ...offer.details,
            pricingSummary: { ...offer.details.pricingSummary, price },
          };
        reviseListing(found, context.clock.now(), { priceCents });
      }
      return found;
    });
    if (!listing) return fail(res, 404, `listing ${body.listingId} does not exist`);
    if (refusal) return fail(res, refusal.status, refusal.message);
    res.json({ listingId: listing.listingId, price: formatCents(listing.priceCents) });
  };
}

export function purchaseHandler(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.buyerUsername !== undefined && typeof body.buyerUsername !== 'string') {
      return fail(res, 400, 'buyerUsername must be a string');
    }
    const buyer = body.buyerUsername ? { buyerUsername: body.buyerUsername as string } : {};
    const at = context.clock.now();
    if (body.lines !== undefined) {
      const lines = cartLinesOf(body.lines);
      if (typeof lines === 'string') return fail(res, 400, lines);
      return answer(context, res, 201, (state) =>
        purchaseCart(state, { lines, at, ...buyer }, buyerSeedOf(context)),
      );
    }
    const line = cartLineOf(body);
    if (typeof line === 'string') return fail(res, 400, line);
    answer(context, res, 201, (state) =>
      purchase(state, { ...line, at, ...buyer }, buyerSeedOf(context)),
    );
  };
}

/** At most this many listings in one checkout (a sanity limit of the emulator's, not eBay's). */
const MAX_CART_LINES = 100;

/** `lines: [{listingId, quantity?}]`, or what is wrong with it. */
function cartLinesOf(value: unknown): Array<{ listingId: string; quantity?: number }> | string {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CART_LINES)
    return `lines must be a list of 1 to ${MAX_CART_LINES} {listingId, quantity?}`;
  const lines: Array<{ listingId: string; quantity?: number }> = [];
  for (const [index, entry] of value.entries()) {
    const line = cartLineOf((entry ?? {}) as Record<string, unknown>);
    if (typeof line === 'string') return `lines[${index}]: ${line}`;
    lines.push(line);
  }
  return lines;
}

function cartLineOf(
  body: Record<string, unknown>,
): { listingId: string; quantity?: number } | string {
  if (typeof body.listingId !== 'string' || body.listingId === '') return 'listingId is required';
  if (body.quantity === undefined) return { listingId: body.listingId };
  if (!Number.isInteger(body.quantity)) return 'quantity must be a whole number';
  return { listingId: body.listingId, quantity: body.quantity as number };
}

export function refundHandler(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.orderId !== 'string') return fail(res, 400, 'orderId is required');
    // Money is a decimal string ("5.00"), never a binary float.
    const amountCents = parseCents(body.amount);
    if (amountCents === undefined)
      return fail(res, 400, 'amount must be a decimal string such as "5.00"');
    if (body.lineItemId !== undefined && typeof body.lineItemId !== 'string')
      return fail(res, 400, 'lineItemId must be a string');
    answer(context, res, 201, (state) =>
      refundOrder(
        state,
        {
          orderId: body.orderId as string,
          amountCents,
          ...(body.lineItemId ? { lineItemId: body.lineItemId as string } : {}),
        },
        context.clock.now(),
      ),
    );
  };
}

export function cancellationHandler(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const orderId = body.orderId;
    if (typeof orderId !== 'string') return fail(res, 400, 'orderId is required');
    const initiator = body.initiator ?? DEFAULT_CANCELLATION.initiator;
    if (initiator !== 'Buyer' && initiator !== 'Seller')
      return fail(res, 400, "initiator must be 'Buyer' or 'Seller'");
    const reason = body.reason ?? DEFAULT_CANCELLATION.reason;
    if (typeof reason !== 'string' || reason === '')
      return fail(res, 400, 'reason must be a non-empty string');
    answer(context, res, 200, (state) =>
      cancelOrder(state, orderId, context.clock.now(), { initiator, reason }),
    );
  };
}

function answer(
  context: EmulatorContext,
  res: Response,
  status: number,
  change: (state: EmulatorState) => OrderRecord,
): void {
  try {
    const order = context.store.update(change);
    const seller =
      findAccountByUserId(context.store.state, order.sellerUserId)?.username ?? order.sellerUserId;
    res.status(status).json(orderView(order, seller, false, true));
  } catch (error) {
    if (!(error instanceof OrderError)) throw error;
    fail(res, error.status, error.message);
  }
}

function fail(res: Response, status: number, message: string): void {
  res.status(status).json({ error: message });
}
