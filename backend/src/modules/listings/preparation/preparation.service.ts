import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  LOTS_CATEGORY_ID,
  SINGLES_CATEGORY_ID,
  type AspectCheck,
  type BulkPrepareResponse,
  type CardPreparation,
  type SellingDefaults,
} from '@pennant/contracts';
import {
  fromCents,
  MAX_MONEY,
  MAX_MONEY_CENTS,
  MONEY_COLUMN_MAX_CENTS,
  percentOfCents,
  toCents,
} from '../../../common';
import { CardsService, type CardRef, type ListableCard, type LotWithCards } from '../../cards';
import {
  CategoryMetadata,
  type CategoryAspect,
  type ConditionPolicy,
} from '../ebay/category-metadata';
import { Listing, type ListingPicture } from '../entities/listing.entity';
import { askEbay, ListingsError } from '../listings.errors';
import { toPreparationView } from '../listing.mapper';
import {
  ListingRepository,
  LIVE_STATUSES,
  UNPUBLISHED_STATUSES,
} from '../repositories/listing.repository';
import { SellingSetupService } from '../selling-setup.service';
import { listingCondition, type ListingCondition } from './condition';
import { cardSpecifics, checkAspects, fitToCategory, lotSpecifics } from './item-specifics';
import {
  BUY_IT_NOW_PROBLEM,
  buyItNowProblem,
  listingPrice,
  type ListingPrice,
} from './listing-price';
import { cardDescription, cardFeatures, cardKeywords, lotDescription } from './listing-text';
import { cardSku, lotSku } from './sku';
import { buildLotTitle, buildTitle } from './title';

/** eBay takes at most 24 pictures a listing. */
const MAX_PICTURES = 24;
/** A lot's first picture is a collage of its fronts, made when it is published. */
export const LOT_COLLAGE_KEY = 'lot-collage';

/** What a preparation is made with: the category's live metadata and the dealer's defaults. */
interface PreparationContext {
  defaults: SellingDefaults;
  aspects: CategoryAspect[];
  policy: ConditionPolicy;
}

/** Whether a preparation made again keeps what the dealer edited (bulk, automatic) or not (Regenerate). */
export interface PrepareOptions {
  regenerate?: boolean;
}

/**
 * Turns approved cards and lots into listings ready to publish: title, description, keywords,
 * features, item specifics checked against the category's live aspects, condition with eBay's
 * descriptors, price by format, SKU and pictures. A listing already live on eBay is left alone.
 */
@Injectable()
export class PreparationService {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingRepository,
    private readonly cards: CardsService,
    private readonly metadata: CategoryMetadata,
    private readonly setup: SellingSetupService,
  ) {}

  async prepareCard(
    dealerId: string,
    cardId: string,
    options: PrepareOptions = {},
  ): Promise<CardPreparation> {
    const [result] = (await this.prepareCards(dealerId, [cardId], options)).preparations;
    if (!result?.preparation) {
      if (result?.error === CARD_NOT_FOUND || !result) throw new CardNotFound();
      throw ListingsError.ebayRefused(result.error ?? 'The listing could not be prepared');
    }
    return result.preparation;
  }

  /**
   * Cards corrected after their listing was prepared: a listing not yet on eBay is written again from them, keeping
   * the dealer's own edits. A live or ended listing keeps what went to eBay: preparing an ended one again makes it a
   * draft (Prepare Listings does that when the dealer asks).
   */
  async refreshPrepared(cards: CardRef[]): Promise<void> {
    for (const dealerId of new Set(cards.map((card) => card.dealerId))) {
      const ids = cards.filter((card) => card.dealerId === dealerId).map((card) => card.id);
      const unpublished = (await this.listings.forCards(dealerId, ids)).filter((listing) =>
        UNPUBLISHED_STATUSES.includes(listing.status),
      );
      if (unpublished.length > 0)
        await this.prepareCards(
          dealerId,
          unpublished.map((listing) => listing.cardId!),
        );
    }
  }

  async prepareCards(
    dealerId: string,
    cardIds: string[],
    options: PrepareOptions = {},
  ): Promise<BulkPrepareResponse> {
    return this.againIfPreparedMeanwhile(() => this.prepareCardsOnce(dealerId, cardIds, options));
  }

  /**
   * A listing is one a card (or lot), kept so by a unique index. Two preparations of the same card at once (the draft
   * an approval prepares in the background, and the dealer's Prepare a moment later; or Prepare clicked twice) both
   * find none and both make one: the second to write loses to the index. It is prepared again, over the listing the
   * first made, as if it had come second, rather than answering 500.
   */
  private async againIfPreparedMeanwhile<T>(prepare: () => Promise<T>): Promise<T> {
    try {
      return await prepare();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      return prepare();
    }
  }

  private async prepareCardsOnce(
    dealerId: string,
    cardIds: string[],
    options: PrepareOptions,
  ): Promise<BulkPrepareResponse> {
    const ids = [...new Set(cardIds)];
    const cards = new Map(
      (await this.cards.listable(dealerId, ids)).map((card) => [card.id, card]),
    );
    const existing = new Map(
      (await this.listings.forCards(dealerId, [...cards.keys()])).map((listing) => [
        listing.cardId!,
        listing,
      ]),
    );
    const context = await this.context(dealerId, SINGLES_CATEGORY_ID);
    const preparations = ids.map((cardId) => {
      const card = cards.get(cardId);
      if (!card) return { cardId, preparation: null, error: CARD_NOT_FOUND };
      const refusal = refusalFor(card, existing.get(cardId));
      if (refusal) return { cardId, preparation: null, error: refusal };
      const listing = existing.get(cardId) ?? this.newListing(dealerId, card);
      applyCardPreparation(listing, card, context, options);
      return { cardId, listing };
    });
    await this.em.flush();
    return {
      preparations: preparations.map((entry) =>
        'listing' in entry && entry.listing
          ? { cardId: entry.cardId, preparation: toPreparationView(entry.listing), error: null }
          : { cardId: entry.cardId, preparation: null, error: entry.error ?? null },
      ),
    };
  }

  async prepareLot(
    dealerId: string,
    lotId: string,
    options: PrepareOptions = {},
  ): Promise<CardPreparation> {
    return this.againIfPreparedMeanwhile(() => this.prepareLotOnce(dealerId, lotId, options));
  }

  private async prepareLotOnce(
    dealerId: string,
    lotId: string,
    options: PrepareOptions,
  ): Promise<CardPreparation> {
    const lot = await this.cards.lot(dealerId, lotId);
    const [existing] = await this.listings.forLots(dealerId, [lot.id]);
    if (existing && LIVE_STATUSES.includes(existing.status))
      throw ListingsError.invalidTransition('prepare again', existing.status);
    const context = await this.context(dealerId, LOTS_CATEGORY_ID);
    const listing = existing ?? this.newLotListing(dealerId, lot);
    applyLotPreparation(listing, lot, context, options);
    await this.em.flush();
    return toPreparationView(listing);
  }

  /** A listing's preparation as it stands (for the editor and the preview). */
  async view(dealerId: string, listingId: string): Promise<CardPreparation> {
    const listing = await this.listings.findOwned(dealerId, listingId);
    if (!listing) throw ListingsError.notFound();
    return toPreparationView(listing);
  }

  /** Checks a listing again after the dealer edited it (aspects, condition, price). */
  async recheck(listing: Listing): Promise<void> {
    const context = await this.context(listing.dealerId, listing.categoryId);
    const check = checkAspects(listing.aspects, context.aspects);
    listing.aspectCheck = check;
    listing.problems = [
      ...listing.problems.filter(
        (problem) => !problem.includes('item specific') && !problem.startsWith(BUY_IT_NOW_PROBLEM),
      ),
      ...check.missingRequired.map(missingAspectProblem),
      ...nonNull(buyItNowProblem(listing)),
    ];
    listing.problems = [...new Set(listing.problems)];
    if (listing.listPrice !== null)
      listing.problems = listing.problems.filter(
        (problem) => !problem.startsWith('The card has no price'),
      );
  }

  private async context(dealerId: string, categoryId: string): Promise<PreparationContext> {
    const [defaults, aspects, policy] = await Promise.all([
      this.setup.defaults(dealerId),
      askEbay(() => this.metadata.aspects(categoryId)),
      askEbay(() => this.metadata.conditionPolicy(categoryId)),
    ]);
    return { defaults, aspects, policy };
  }

  private newListing(dealerId: string, card: ListableCard): Listing {
    const listing = this.listings.create(new Listing());
    listing.dealerId = dealerId;
    listing.cardId = card.id;
    listing.categoryId = SINGLES_CATEGORY_ID;
    listing.sku = cardSku(card.id, {
      box: card.storageBox,
      row: card.storageRow,
      slot: card.storageSlot,
    });
    return listing;
  }

  private newLotListing(dealerId: string, lot: LotWithCards): Listing {
    const listing = this.listings.create(new Listing());
    listing.dealerId = dealerId;
    listing.lotId = lot.id;
    listing.categoryId = LOTS_CATEGORY_ID;
    listing.sku = lotSku(lot.id);
    return listing;
  }
}

const CARD_NOT_FOUND = 'Card not found';

/** Thrown by prepareCard for a card that is not the dealer's (404 through the cards module's wording). */
export class CardNotFound extends ListingsError {
  constructor() {
    super('CARD_NOT_FOUND', CARD_NOT_FOUND, 404);
  }
}

/** Why a card cannot be prepared now, or null when it can. */
function refusalFor(card: ListableCard, listing: Listing | undefined): string | null {
  if (card.status !== 'approved')
    return card.status === 'lotted'
      ? 'This card is in a lot: prepare the lot, or open the lot up first'
      : `Approve the card first (it is ${card.status})`;
  if (listing && LIVE_STATUSES.includes(listing.status))
    return `This card is already ${listing.status === 'active' ? 'listed' : 'being published'} on eBay`;
  if (listing?.status === 'sold') return 'This card has sold on eBay';
  return null;
}

function applyCardPreparation(
  listing: Listing,
  card: ListableCard,
  context: PreparationContext,
  options: PrepareOptions,
): void {
  const keep = (field: Listing['editedFields'][number]) =>
    !options.regenerate && listing.editedFields.includes(field);
  if (options.regenerate) listing.editedFields = [];
  const cardCondition = keep('cardCondition')
    ? listing.cardCondition!
    : (card.cardCondition ?? context.defaults.cardCondition);
  const condition = listingCondition({ ...card, cardCondition }, context.policy);
  const specifics = fitToCategory(cardSpecifics(card), context.aspects);
  const aspects = keep('aspects') ? listing.aspects : specifics.aspects;
  const check = checkAspects(aspects, context.aspects);
  const title = keep('title') ? listing.title! : buildTitle(card);
  const price = listingPrice(card.listPrice, card.marketValue, {
    ...context.defaults,
    format: keep('format') ? listing.format : context.defaults.format,
  });

  if (!keep('description'))
    listing.description = cardDescription(title, { ...card, conditionLabel: condition.label });
  listing.keywords = cardKeywords(card);
  listing.features = cardFeatures(card);
  applyParts(listing, keep, {
    title,
    condition,
    cardCondition: card.grader && card.grade ? null : cardCondition,
    aspects,
    check,
    marketValue: card.marketValue,
    price,
    pictures: cardPictures(card),
  });
  listing.warnings = [
    ...price.warnings,
    ...specifics.dropped.map((dropped) => `eBay does not offer this value, left out: ${dropped}`),
    ...(listing.pictures.length === 0 ? ['The card has no picture: eBay needs at least one'] : []),
  ];
  if (listing.pictures.length === 0) listing.problems.push('The card has no picture');
  settle(listing);
}

function applyLotPreparation(
  listing: Listing,
  lot: LotWithCards,
  context: PreparationContext,
  options: PrepareOptions,
): void {
  const keep = (field: Listing['editedFields'][number]) =>
    !options.regenerate && listing.editedFields.includes(field);
  if (options.regenerate) listing.editedFields = [];
  const members = [...lot.cards].sort(
    (a, b) => toCents(b.marketValue ?? '0') - toCents(a.marketValue ?? '0'),
  );
  const sport = sharedValue(members.map((card) => card.sport));
  const title = keep('title')
    ? listing.title!
    : buildLotTitle({
        lotKey: lot.lotKey,
        sport,
        players: members.map((card) => card.player ?? ''),
        size: members.length,
      });
  const cardCondition = keep('cardCondition')
    ? listing.cardCondition!
    : context.defaults.cardCondition;
  const condition = listingCondition(
    { grader: null, grade: null, certNumber: null, cardCondition },
    context.policy,
  );
  const specifics = fitToCategory(lotSpecifics(members, context.aspects), context.aspects);
  const aspects = keep('aspects') ? listing.aspects : specifics.aspects;
  const check = checkAspects(aspects, context.aspects);
  const membersWorthCents = members.reduce(
    (sum, card) => sum + toCents(card.marketValue ?? '0'),
    0,
  );
  // A factor of "0.80" is 80 percent of the members' market values.
  const factorPercent = fromCents(toCents(context.defaults.lotPriceFactor) * 100);
  // Asking more than one listing may (or worth more than a listing holds), the lot gets no price, and says why.
  const worthTooMuch =
    percentOfCents(membersWorthCents, factorPercent) > MAX_MONEY_CENTS ||
    membersWorthCents > MONEY_COLUMN_MAX_CENTS;
  const marketValueCents = worthTooMuch ? 0 : membersWorthCents;
  const suggested = percentOfCents(marketValueCents, factorPercent);
  const marketValue = marketValueCents > 0 ? fromCents(marketValueCents) : null;
  const price = listingPrice(suggested > 0 ? fromCents(suggested) : null, marketValue, {
    ...context.defaults,
    format: keep('format') ? listing.format : context.defaults.format,
  });

  if (!keep('description')) listing.description = lotDescription(title, members.map(memberLine));
  listing.keywords = [
    ...new Set(members.flatMap((card) => [card.player, card.team]).filter(isText)),
  ];
  listing.features = [`Lot of ${members.length} cards`];
  listing.lotSize = members.length >= 2 ? members.length : null;
  applyParts(listing, keep, {
    title,
    condition,
    cardCondition,
    aspects,
    check,
    marketValue,
    price,
    pictures: lotPictures(members),
  });
  listing.warnings = [...price.warnings];
  if (members.length < 2)
    listing.problems.push(
      'A lot needs at least two cards: open it up and list the card on its own',
    );
  if (worthTooMuch)
    listing.problems.push(
      `It would ask more than $${groupedThousands(MAX_MONEY)}, more than one listing may ask: open the lot up and list its cards on their own`,
    );
  settle(listing);
}

/** "99999999.99" as a dealer reads it: "99,999,999.99". */
function groupedThousands(amount: string): string {
  return amount.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** What a card's and a lot's preparation share: title, condition, specifics, price, pictures. */
interface ListingParts {
  title: string;
  condition: ListingCondition;
  cardCondition: Listing['cardCondition'];
  aspects: Record<string, string[]>;
  check: AspectCheck;
  marketValue: string | null;
  price: ListingPrice;
  pictures: ListingPicture[];
}

function applyParts(
  listing: Listing,
  keep: (field: Listing['editedFields'][number]) => boolean,
  parts: ListingParts,
): void {
  listing.title = parts.title;
  listing.condition = parts.condition.label;
  listing.conditionId = parts.condition.conditionId;
  listing.conditionDescriptors = parts.condition.descriptors;
  listing.cardCondition = parts.cardCondition;
  listing.aspects = parts.aspects;
  listing.aspectCheck = parts.check;
  listing.marketValue = parts.marketValue;
  applyPrice(listing, parts.price, keep);
  listing.pictures = parts.pictures;
  listing.problems = [
    ...parts.condition.problems,
    ...parts.check.missingRequired.map(missingAspectProblem),
    ...(keep('price') ? [] : parts.price.problems),
    // A Buy It Now the dealer set, under eBay's lowest for the starting bid prepared (the format changed).
    ...nonNull(buyItNowProblem(listing)),
  ];
}

function applyPrice(
  listing: Listing,
  price: ListingPrice,
  keep: (field: Listing['editedFields'][number]) => boolean,
): void {
  listing.format = price.format;
  if (!keep('price')) listing.listPrice = price.price;
  if (!keep('buyItNowPrice')) listing.buyItNowPrice = price.buyItNowPrice;
  listing.auctionDuration = keep('auctionDuration')
    ? listing.auctionDuration
    : price.auctionDuration;
  listing.bestOffer = price.bestOffer;
}

function nonNull<T>(value: T | null): T[] {
  return value === null ? [] : [value];
}

/** A prepared listing is a draft again (after an error or an end), with no stale eBay errors. */
function settle(listing: Listing): void {
  listing.problems = [...new Set(listing.problems)];
  if (listing.status === 'error' || listing.status === 'ended') listing.status = 'draft';
  listing.errors = [];
  listing.preparedAt = new Date();
}

export function missingAspectProblem(aspect: string): string {
  return `eBay requires the item specific "${aspect}": add it in Edit Listing`;
}

/** Front first, then back, then the rest; at most eBay's 24. */
function cardPictures(card: ListableCard): ListingPicture[] {
  const order = { front: 0, back: 1 } as Record<string, number>;
  return card.images
    .map((image, index) => ({ image, key: card.imageKeys[index] }))
    .sort((a, b) => (order[a.image.type] ?? 2) - (order[b.image.type] ?? 2))
    .slice(0, MAX_PICTURES)
    .map(({ image, key }) => ({
      objectKey: key,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
      ebayUrl: null,
      turn: image.uprightTurn,
    }));
}

/** The collage first (made when publishing), then each member's front, up to 24 in all. */
function lotPictures(members: ListableCard[]): ListingPicture[] {
  const fronts = members.flatMap((card) => {
    const index = card.images.findIndex((image) => image.type === 'front');
    const at = index >= 0 ? index : 0;
    const image = card.images[at];
    return image
      ? [
          {
            objectKey: card.imageKeys[at],
            url: image.url,
            thumbnailUrl: image.thumbnailUrl,
            ebayUrl: null,
            turn: image.uprightTurn,
          },
        ]
      : [];
  });
  const collage: ListingPicture = {
    objectKey: LOT_COLLAGE_KEY,
    url: '',
    thumbnailUrl: null,
    ebayUrl: null,
  };
  return [collage, ...fronts.slice(0, MAX_PICTURES - 1)];
}

function memberLine(card: ListableCard): { line: string } {
  return {
    line: [
      card.year,
      card.brand,
      card.set,
      card.player,
      card.cardNumber ? `#${card.cardNumber}` : null,
    ]
      .filter((part) => part !== null && part !== '')
      .join(' '),
  };
}

/** The value every member shares, else null. */
function sharedValue(values: (string | null)[]): string | null {
  const distinct = new Set(values.map((value) => value?.trim().toLowerCase() ?? ''));
  return distinct.size === 1 && values[0] ? values[0] : null;
}

function isText(value: string | null): value is string {
  return Boolean(value && value.trim());
}
