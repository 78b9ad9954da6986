import { BRANDS, type CardQuery, type SlabGrade } from './card-query';
import { marketValueCents, type CardTraits } from './price-model';
import { seededRandom, type SeededRandom } from './seeded-random';

/** One listing of the seeded market: an active listing for Browse, a sale for Marketplace Insights. */
export interface MarketItem {
  legacyItemId: string;
  title: string;
  priceCents: number;
  graded: boolean;
  buyingOptions: Array<'FIXED_PRICE' | 'AUCTION' | 'BEST_OFFER'>;
  bidCount?: number;
  seller: { username: string; feedbackScore: number; feedbackPercentage: string };
  /** Listing start (active) or sale (sold), epoch milliseconds. */
  at: number;
  /** When an active listing ends. */
  endsAt?: number;
  soldQuantity?: number;
  categoryId: string;
}

export const SINGLES_CATEGORY_ID = '261328';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TITLE_LIMIT = 80;

const SELLERS = [
  'dugout_card_co',
  'cardboard_kings',
  'mintcondition_mike',
  'slabhouse',
  'vintage_vault_cards',
  'rookie_rush',
  'pennyboxpicks',
  'hobbyhunter22',
  'gradedgems',
  'bleacher_breaks',
  'the_card_attic',
  'sportscardsplus',
];
const FEEDBACK_PERCENTAGES = ['100.0', '99.9', '99.8', '99.6', '99.2', '98.7'];
const COMMON_SLABS: readonly SlabGrade[] = [
  { grader: 'PSA', grade: '10' },
  { grader: 'PSA', grade: '9' },
  { grader: 'PSA', grade: '8' },
  { grader: 'BGS', grade: '9.5' },
  { grader: 'SGC', grade: '9' },
];

/** The recent sales (last 90 days) of the cards a query describes. */
export function soldItems(query: CardQuery, now: number): MarketItem[] {
  if (!query.namesSomeone) return [];
  const count = soldCount(query);
  const items = Array.from({ length: count }, (_, index) => soldItem(query, now, index));
  const outliers = seededRandom(`sold-outliers:${query.key}`);
  if (count >= 6) items.push(lotItem(query, now, outliers, 'sold'));
  if (count >= 4 && outliers.chance(0.6)) items.push(reprintItem(query, now, outliers));
  return items;
}

/** The listings on sale now for the cards a query describes. */
export function activeItems(query: CardQuery, now: number): MarketItem[] {
  if (!query.namesSomeone) return [];
  const count = Math.max(2, Math.round(soldCount(query) * 0.6));
  const items = Array.from({ length: count }, (_, index) => activeItem(query, now, index));
  const outliers = seededRandom(`active-outliers:${query.key}`);
  if (count >= 4) items.push(overpricedItem(query, now, outliers));
  if (count >= 8) items.push(lotItem(query, now, outliers, 'active'));
  return items;
}

function soldCount(query: CardQuery): number {
  const tier = query.player?.tier ?? 'common';
  let count = { legend: 60, star: 45, common: 10 }[tier];
  if (query.year !== undefined && query.year < 1970) count *= 0.6;
  if (query.grade) count *= 0.5;
  if (query.autograph || query.printRun !== undefined) count *= 0.4;
  if (query.year === undefined) count *= 1.8;
  if (query.cardNumber === undefined) count *= 1.2;
  count *= seededRandom(`volume:${query.key}`).logNormal(0.3);
  return Math.min(180, Math.max(2, Math.round(count)));
}

/** How much this card trades above or below the model (its own popularity), stable per card. */
export function cardFactor(query: CardQuery): number {
  return Math.min(2, Math.max(0.5, seededRandom(`card:${query.key}`).logNormal(0.35)));
}

function soldItem(query: CardQuery, now: number, index: number): MarketItem {
  const random = seededRandom(`sold:${query.key}:${index}`);
  const traits = fillTraits(query, random);
  const auction = random.chance(0.55);
  const value = marketValueCents(traits.card) * cardFactor(query);
  const commonMultiple = traits.card.tier === 'common' && !auction && random.chance(0.1);
  return {
    ...baseItem(random, `S${index}:${query.key}`),
    title: titleFor(query, traits, random),
    priceCents: toPriceCents(value * random.logNormal(auction ? 0.3 : 0.22), !auction),
    graded: traits.card.grade !== undefined,
    buyingOptions: auction ? ['AUCTION'] : withBestOffer(random, 0.3),
    bidCount: auction ? random.int(1, 40) : undefined,
    at: now - random.int(HOUR_MS, 89 * DAY_MS),
    soldQuantity: commonMultiple ? random.int(2, 5) : 1,
  };
}

function activeItem(query: CardQuery, now: number, index: number): MarketItem {
  const random = seededRandom(`active:${query.key}:${index}`);
  const traits = fillTraits(query, random);
  const auction = random.chance(0.25);
  const value = marketValueCents(traits.card) * cardFactor(query);
  const asking = value * (auction ? 0.7 : 1.12) * random.logNormal(0.28);
  return {
    ...baseItem(random, `A${index}:${query.key}`),
    title: titleFor(query, traits, random),
    priceCents: toPriceCents(asking, !auction),
    graded: traits.card.grade !== undefined,
    buyingOptions: auction ? ['AUCTION'] : withBestOffer(random, 0.4),
    bidCount: auction ? random.int(0, 30) : undefined,
    at: now - random.int(HOUR_MS, 60 * DAY_MS),
    endsAt: now + (auction ? random.int(HOUR_MS, 7 * DAY_MS) : random.int(DAY_MS, 30 * DAY_MS)),
  };
}

/** Several copies in one listing: a price far above a single's. */
function lotItem(
  query: CardQuery,
  now: number,
  random: SeededRandom,
  kind: 'sold' | 'active',
): MarketItem {
  const traits = fillTraits(query, random);
  const copies = random.int(4, 10);
  const value = marketValueCents(traits.card) * cardFactor(query) * copies * 0.8;
  return {
    ...baseItem(random, `L:${kind}:${query.key}`),
    title: clip(`Lot of (${copies}) ${titleFor(query, traits, random)}`),
    priceCents: toPriceCents(value, true),
    graded: traits.card.grade !== undefined,
    buyingOptions: ['FIXED_PRICE'],
    at: now - random.int(HOUR_MS, 80 * DAY_MS),
    endsAt: kind === 'active' ? now + random.int(DAY_MS, 30 * DAY_MS) : undefined,
    soldQuantity: kind === 'sold' ? 1 : undefined,
  };
}

/** A reprint sold under the real card's keywords: a price far below it. */
function reprintItem(query: CardQuery, now: number, random: SeededRandom): MarketItem {
  const traits = fillTraits(query, random);
  const value = Math.max(99, marketValueCents(traits.card) * 0.08);
  return {
    ...baseItem(random, `R:${query.key}`),
    title: clip(`${titleFor(query, traits, random)} Reprint`),
    priceCents: toPriceCents(value, true),
    graded: false,
    buyingOptions: ['FIXED_PRICE'],
    at: now - random.int(HOUR_MS, 80 * DAY_MS),
    soldQuantity: 1,
  };
}

/** An asking price nobody pays, listed for months. */
function overpricedItem(query: CardQuery, now: number, random: SeededRandom): MarketItem {
  const traits = fillTraits(query, random);
  const value = marketValueCents(traits.card) * cardFactor(query) * random.int(6, 12);
  return {
    ...baseItem(random, `O:${query.key}`),
    title: titleFor(query, traits, random),
    priceCents: toPriceCents(value, true),
    graded: traits.card.grade !== undefined,
    buyingOptions: ['FIXED_PRICE', 'BEST_OFFER'],
    at: now - random.int(30 * DAY_MS, 60 * DAY_MS),
    endsAt: now + random.int(DAY_MS, 30 * DAY_MS),
  };
}

function baseItem(
  random: SeededRandom,
  identity: string,
): Pick<MarketItem, 'legacyItemId' | 'seller' | 'categoryId'> {
  return {
    legacyItemId: legacyItemId(identity),
    seller: {
      username: random.pick(SELLERS),
      feedbackScore: random.int(12, 48_000),
      feedbackPercentage: random.pick(FEEDBACK_PERCENTAGES),
    },
    categoryId: SINGLES_CATEGORY_ID,
  };
}

/** A 12-digit item number, stable for the same listing. */
function legacyItemId(identity: string): string {
  const random = seededRandom(`item-id:${identity}`);
  return `${random.int(1, 3)}${String(random.int(0, 99_999_999_999)).padStart(11, '0')}`;
}

interface FilledTraits {
  card: CardTraits;
  brand: string;
  cardNumber: string;
}

/** The query's traits, and for what it leaves open (year, brand, grade...) a plausible choice. */
function fillTraits(query: CardQuery, random: SeededRandom): FilledTraits {
  const player = query.player;
  const year =
    query.year ?? (player ? random.int(player.firstYear, player.lastYear) : random.int(1986, 2024));
  const likelyRookie = player !== undefined && year <= player.firstYear + 1;
  return {
    card: {
      year,
      tier: player?.tier ?? 'common',
      rookie: query.rookie || (query.year === undefined && likelyRookie && random.chance(0.5)),
      autograph: query.autograph,
      relic: query.relic,
      parallel: query.parallel,
      printRun: query.printRun,
      grade: query.grade ?? (random.chance(0.2) ? random.pick(COMMON_SLABS) : undefined),
    },
    brand: query.brand ?? brandOfEra(year, random),
    cardNumber: query.cardNumber ?? String(random.int(1, 660)),
  };
}

function brandOfEra(year: number, random: SeededRandom): string {
  if (year < 1956) return random.pick(['Topps', 'Bowman']);
  if (year < 1981) return 'Topps';
  if (year < 1992) return random.pick(['Topps', 'Donruss', 'Fleer', 'Score', 'Upper Deck']);
  return random.pick(BRANDS.filter((brand) => brand !== 'Goudey' && brand !== 'Pinnacle'));
}

const FLOURISHES = ['', '', 'NM-MT', 'Sharp', 'Centered', 'Invest', 'Hot', 'Nice'];

/** The query's words as typed, with the traits it left open spelled out, at most 80 characters. */
function titleFor(query: CardQuery, traits: FilledTraits, random: SeededRandom): string {
  const grade = traits.card.grade;
  const parts = [
    query.year === undefined ? String(traits.card.year) : '',
    query.brand === undefined ? traits.brand : '',
    ...query.words,
    query.cardNumber === undefined ? `#${traits.cardNumber}` : '',
    traits.card.rookie && !query.rookie ? 'RC' : '',
    grade && !query.grade ? `${grade.grader} ${grade.grade}` : '',
  ];
  const title = parts.filter(Boolean).join(' ');
  const flourish = random.pick(FLOURISHES);
  const withFlourish = flourish ? `${title} ${flourish}` : title;
  return withFlourish.length <= TITLE_LIMIT ? withFlourish : title;
}

function clip(title: string): string {
  if (title.length <= TITLE_LIMIT) return title;
  const cut = title.slice(0, TITLE_LIMIT + 1);
  return cut.slice(0, cut.lastIndexOf(' '));
}

/** Whole cents, never below 99; asking prices end in .99 as dealers price them. */
function toPriceCents(value: number, charmPrice: boolean): number {
  const cents = Math.max(99, Math.round(value));
  if (!charmPrice || cents < 500) return cents;
  return Math.floor(cents / 100) * 100 - 1;
}

function withBestOffer(random: SeededRandom, probability: number): MarketItem['buyingOptions'] {
  return random.chance(probability) ? ['FIXED_PRICE', 'BEST_OFFER'] : ['FIXED_PRICE'];
}
