import { describeConditionDescriptor } from '../catalog';
import type { EmulatorContext } from '../core/context';
import type { EmulatorState } from '../core/state';
import { estimatedValueCents, seededRandom, type SlabGrade } from '../market';
import { endListing } from './listings';
import { purchase } from './orders';
import type { ListingRecord, OrderRecord } from './records';
import { allListings } from './sellers';

/**
 * Simulated buyers. When the emulator clock moves forward, each active Buy It Now listing gets,
 * for every day it was live in that span, one seeded draw: it sells that day with a probability
 * that falls as its price rises above what the seeded market would pay for the card (15% a day
 * at market value, about 26% at 80% of it, under 3% at twice it; 5% a day when the title names
 * no card the market knows), at a seeded time of that day. An auction ending in the span sells
 * at its end to the highest of a few seeded bids, if one reaches the start and reserve prices.
 * The same seed, listings and clock moves always give the same sales.
 */

const DAY_MS = 86_400_000;
/** However far the clock jumps, buyers look back at most this far. */
const MAX_SPAN_MS = 90 * DAY_MS;
const DEFAULT_SEED = 'pennant-buyers';

export function dailySaleProbability(priceCents: number, valueCents: number | undefined): number {
  if (valueCents === undefined) return 0.05;
  const ratio = priceCents / valueCents;
  return Math.min(0.85, Math.max(0.002, 0.15 * ratio ** -2.5));
}

/** Moves the clock and lets buyers shop through the time that passed. */
export function advanceWithBuyers(context: EmulatorContext, seconds: number): OrderRecord[] {
  const from = context.clock.now();
  context.clock.advance(seconds);
  return simulateBuyers(context, context.clock.now(), from);
}

/**
 * Auctions whose end has come by the clock (the host's own time passing, not only a control move) close as eBay's
 * do: sold to the winning bid, or ended unsold. Buy It Now listings sell only when the clock is moved: real time
 * passing must not sell a developer's listings under them. Nothing is written when no auction is due.
 */
export function closeDueAuctions(context: EmulatorContext): OrderRecord[] {
  const now = context.clock.now();
  const isDue = (listing: ListingRecord) =>
    listing.status === 'ACTIVE' &&
    listing.format === 'AUCTION' &&
    listing.endsAt !== undefined &&
    listing.endsAt <= now;
  if (!allListings(context.store.state).some(isDue)) return [];
  const seed = buyerSeedOf(context);
  return context.store.update((state) =>
    allListings(state)
      .filter(isDue)
      .flatMap((listing) => {
        const order = settle(state, listing, auctionOutcome(seed, listing, valueOf(listing)), seed);
        return order ? [order] : [];
      }),
  );
}

export function buyerSeedOf(context: EmulatorContext): string {
  return context.options.buyerSeed ?? DEFAULT_SEED;
}

export function simulateBuyers(
  context: EmulatorContext,
  to: number,
  fallbackFrom: number,
): OrderRecord[] {
  const seed = buyerSeedOf(context);
  return context.store.update((state) => {
    const from = Math.max(state.buyersSimulatedUntil ?? fallbackFrom, to - MAX_SPAN_MS);
    state.buyersSimulatedUntil = to;
    if (to <= from) return [];
    const events = allListings(state)
      .filter((listing) => listing.status === 'ACTIVE')
      .flatMap((listing) => saleEvents(seed, listing, from, to))
      .sort((a, b) => a.at - b.at || a.listingId.localeCompare(b.listingId));
    const orders: OrderRecord[] = [];
    for (const event of events) {
      const listing = allListings(state).find((entry) => entry.listingId === event.listingId);
      if (!listing || listing.status !== 'ACTIVE' || listing.quantity < 1) continue;
      const order = settle(state, listing, event, seed);
      if (order) orders.push(order);
    }
    return orders;
  });
}

/** A sale event takes place: a buyer's order, or an auction without a winning bid ended unsold (no order). */
function settle(
  state: EmulatorState,
  listing: ListingRecord,
  event: SaleEvent,
  seed: string,
): OrderRecord | null {
  if (event.priceCents === undefined && listing.format === 'AUCTION') {
    endListing(listing, 'UNSOLD', event.at);
    return null;
  }
  return purchase(
    state,
    { listingId: listing.listingId, at: event.at, priceCents: event.priceCents },
    seed,
  );
}

/** What the seeded market would pay for the listing's card, if it knows the card. */
function valueOf(listing: ListingRecord): number | undefined {
  return estimatedValueCents(listing.title, slabOf(listing));
}

interface SaleEvent {
  listingId: string;
  at: number;
  /** The winning bid of an auction; undefined for an auction that ends unsold. */
  priceCents?: number;
}

function saleEvents(seed: string, listing: ListingRecord, from: number, to: number): SaleEvent[] {
  const value = valueOf(listing);
  if (listing.format === 'AUCTION') {
    if (listing.endsAt === undefined || listing.endsAt <= from || listing.endsAt > to) return [];
    return [auctionOutcome(seed, listing, value)];
  }
  const probability = dailySaleProbability(listing.priceCents, value);
  const events: SaleEvent[] = [];
  const start = Math.max(from, listing.startedAt);
  for (let day = Math.floor(start / DAY_MS); day * DAY_MS <= to; day++) {
    const random = seededRandom(`${seed}:${listing.listingId}:${day}`);
    if (!random.chance(probability)) continue;
    const at = day * DAY_MS + Math.floor(random.next() * DAY_MS);
    if (at > start && at <= to) events.push({ listingId: listing.listingId, at });
  }
  return events;
}

/** Up to eight bidders, each willing to pay a seeded share of the card's value. */
function auctionOutcome(
  seed: string,
  listing: ListingRecord,
  value: number | undefined,
): SaleEvent {
  const random = seededRandom(`${seed}:${listing.listingId}:auction`);
  const worth = value ?? listing.priceCents;
  const bids = Array.from({ length: random.int(0, 8) }, () =>
    Math.round(worth * random.logNormal(0.35)),
  );
  const floor = Math.max(listing.priceCents, listing.reservePriceCents ?? 0);
  const best = Math.max(0, ...bids);
  const at = listing.endsAt as number;
  if (best < floor) return { listingId: listing.listingId, at };
  listing.bidCount = bids.filter((bid) => bid >= listing.priceCents).length;
  return { listingId: listing.listingId, at, priceCents: best };
}

/** The grader and grade of a graded card's listing, in the market's terms (PSA, "10"). */
function slabOf(listing: ListingRecord): SlabGrade | undefined {
  if (listing.condition !== 'LIKE_NEW') return undefined;
  const value = (id: string) => {
    const descriptor = listing.conditionDescriptors.find((entry) => entry.name === id);
    return (
      descriptor &&
      describeConditionDescriptor(listing.categoryId, id, descriptor.values ?? [])?.values[0]
    );
  };
  const grader = value('27501');
  const grade = value('27502');
  return grader && grade && /^\d/.test(grade) ? { grader, grade } : undefined;
}
