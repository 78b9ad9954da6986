import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  CARD_EDITABLE_FIELDS,
  ungradedConditionNamed,
  type ApproveAllResponse,
  type Card as CardView,
  type CardEditableField,
  type CardEvent,
  type CardImageType,
  type IdentifiedField,
  type CardPage,
  type CardRefusal,
  type CardSummary,
  type DeleteCardsResponse,
  type ListCardsQuery,
  type LotLowFmvPreview,
  type LotLowFmvResponse,
  type ProcessBatchRequest,
  type ProcessBatchResponse,
  type ProcessCardRequest,
  type ProcessImageInput,
  type RetryCardsResponse,
  type RepriceCardsResponse,
  type UnapproveResponse,
  type UpdateCardRequest,
} from '@pennant/contracts';
import { APP_CONFIG, type AppConfig } from '../../config';
import {
  DomainError,
  fromCents,
  isUuid,
  toCents,
  toDecimalString,
  validationFailed,
} from '../../common';
import { JobQueue, JobQueueUnavailableError, type EnqueuedJob } from '../../integrations/jobs';
import { DealersService } from '../dealers';
import { UploadsService, type OwnedImage } from '../uploads';
import { toCardView } from './card.mapper';
import { CardEventBus } from './card-events';
import { CardLifecycle, cardRef, type LotRef } from './card-lifecycle';
import { CardPricer, comparablesSearchOf } from './card-pricer';
import { CardReresolver } from './card-reresolver';
import { CardsError } from './cards.errors';
import { Card } from './entities/card.entity';
import { CardImage } from './entities/card-image.entity';
import { Lot, type LotStatus } from './entities/lot.entity';
import { IDENTIFICATION_UNAVAILABLE } from './card-identification.service';
import { CARD_IDENTIFICATION_JOB, identificationJobId } from './jobs/card-identification.job';
import { lotKeyOf } from './lotting';
import { groupBatch, type GroupedImage, type ImageGroup } from './pairing';
import { qualifiesForAutoApprove } from './auto-approve';
import { CardRepository } from './repositories/card.repository';
import { approveAllSkipReason, needsCheck, readsCheck } from './review-state';

const DEFAULT_PAGE_SIZE = 24;
const MONEY_FIELDS = new Set<CardEditableField>([
  'estimatedLow',
  'estimatedHigh',
  'marketValue',
  'listPrice',
]);
const FLAG_FIELDS = new Set<CardEditableField>(['rookieCard', 'autograph', 'memorabilia']);

/** A card as the listings module reads it: the API view plus its images' storage keys, in order. */
export type ListableCard = CardView & { imageKeys: string[]; lotId: string | null };

/** A lot with its member cards. */
export interface LotWithCards {
  id: string;
  dealerId: string;
  lotKey: string;
  status: LotStatus;
  cards: ListableCard[];
}

/** The answer to POST /api/cards/process: the card, and whether identification finished in time. */
export interface ProcessedCard {
  card: CardView;
  settled: boolean;
}

@Injectable()
export class CardsService {
  constructor(
    private readonly cards: CardRepository,
    private readonly em: EntityManager,
    private readonly uploads: UploadsService,
    private readonly dealers: DealersService,
    private readonly jobs: JobQueue,
    private readonly pricer: CardPricer,
    private readonly events: CardEventBus,
    private readonly lifecycle: CardLifecycle,
    private readonly reresolver: CardReresolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One card from one or more images; waits up to the configured bound for its identification. */
  async process(dealerId: string, request: ProcessCardRequest): Promise<ProcessedCard> {
    const group = singleCardGroup(request);
    const owned = await Promise.all(group.map((image) => this.resolveImage(dealerId, image.url)));
    const card = this.createCard(dealerId, group, owned);
    await this.saveNewCards(request.imageUrl);
    const settled = await this.identifyAndWait(card, this.config.jobs.processWaitMs);
    await this.em.refresh(card, { populate: ['images'] });
    return { card: toCardView(card), settled };
  }

  /** One card per image or per pair; answers at once with the cards still processing. */
  async processBatch(
    dealerId: string,
    request: ProcessBatchRequest,
  ): Promise<ProcessBatchResponse> {
    const images = request.imageUrls.map((url, index) => ({
      url,
      name: request.names?.[index] ?? fileNameOf(url),
    }));
    const created: Card[] = [];
    const errors: ProcessBatchResponse['errors'] = [];
    const usedKeys = new Set<string>();
    const groups = groupBatch(images, request.pairing ?? 'none');
    refuseSlotsPastLast(request.storage?.firstSlot, groups.length);
    for (const [position, group] of groups.entries()) {
      const resolved = await this.resolveGroup(dealerId, group, usedKeys);
      if ('errors' in resolved) {
        errors.push(...resolved.errors);
        continue;
      }
      const card = this.createCard(dealerId, group, resolved.owned);
      if (request.storage) placeInStorage(card, request.storage, position);
      created.push(card);
    }
    await this.saveNewCards(request.imageUrls[0]);
    await this.enqueueAll(created);
    return { processed: created.map(toCardView), errors };
  }

  async list(dealerId: string, query: ListCardsQuery): Promise<Required<CardPage>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const [[items, total], summary] = await Promise.all([
      this.cards.search(dealerId, { ...query, page, pageSize }),
      this.summary(dealerId),
    ]);
    return { items: items.map(toCardView), total, page, pageSize, summary };
  }

  /** Figures over all the dealer's cards, whatever the filter (the /cards stat tiles). */
  private async summary(dealerId: string): Promise<CardSummary> {
    const [rows, toCheck] = await Promise.all([
      this.cards.summary(dealerId),
      this.cards.countToCheck(dealerId),
    ]);
    return {
      total: rows.reduce((sum, row) => sum + row.count, 0),
      byStatus: Object.fromEntries(rows.map((row) => [row.status, row.count])),
      estimatedHighTotal: fromCents(
        rows.reduce((sum, row) => sum + toCents(row.estimatedHighSum), 0),
      ),
      toCheck,
    };
  }

  async pending(dealerId: string): Promise<CardView[]> {
    return (await this.cards.pending(dealerId)).map(toCardView);
  }

  async get(dealerId: string, id: string): Promise<CardView> {
    return toCardView(await this.load(dealerId, id));
  }

  /**
   * The dealer's corrections: each changed field becomes the dealer's, kept through re-identification. A new
   * player or year fills the rest from the rosters and checklists; a change to what eBay is searched for re-prices it.
   */
  async update(dealerId: string, id: string, changes: UpdateCardRequest): Promise<CardView> {
    const card = await this.load(dealerId, id);
    refuseInvertedRange(card, changes);
    const searchBefore = comparablesSearchOf(card);
    const changed = applyCorrections(card, withEbayConditionNamed(changes));
    confirmFields(card, changes.confirmedFields ?? []);
    this.reresolver.fill(card, changed);
    if (card.status !== 'processing' && comparablesSearchOf(card) !== searchBefore)
      await this.pricer.price(card);
    else if (changed.includes('marketValue')) await this.pricer.takeDealerMarketValue(card);
    const view = await this.saveAndAnnounce(card);
    if (changed.length > 0) await this.announceCorrection(card);
    return view;
  }

  /** A correction reaches what was made of the card: its prepared listing, or its lot's. */
  private async announceCorrection(card: Card): Promise<void> {
    if (card.status === 'approved') await this.lifecycle.announceCorrected([cardRef(card)]);
    if (card.status === 'lotted') await this.lifecycle.announceLotsChanged(lotsOf([card]));
  }

  /**
   * New pricing rules reach the cards still awaiting review: their list price is their market value with the new
   * markup, unless the dealer set it. Approved cards keep theirs (their listings are prepared from it). Answers how
   * many changed.
   */
  async repriceAwaitingReview(dealerId: string): Promise<number> {
    const cards = await this.cards.awaitingReview(dealerId);
    const repriced: Card[] = [];
    for (const card of cards) {
      const before = card.listPrice;
      await this.pricer.refreshListPrice(card);
      if (card.listPrice !== before) repriced.push(card);
    }
    await this.em.flush();
    await this.announceAll(repriced);
    return repriced.length;
  }

  async approve(dealerId: string, id: string): Promise<CardView> {
    if (!isUuid(id)) throw CardsError.notFound();
    const { card, leftLots, changed } = await this.changeLocked(dealerId, [id], async () => {
      const card = await this.load(dealerId, id);
      if (card.status === 'approved') return { card, leftLots: [], changed: false };
      if (card.status !== 'identified' && card.status !== 'lotted')
        throw CardsError.invalidTransition('approve', card.status);
      const leftLots = lotsOf([card]);
      if (card.lotId) await this.refuseIfLotListed(card.lotId, LockMode.PESSIMISTIC_WRITE);
      markApproved(card);
      return { card, leftLots, changed: true };
    });
    if (!changed) return toCardView(card);
    await this.announceAll([card]);
    await this.lifecycle.announceLotsChanged(leftLots);
    await this.lifecycle.announceApproved([cardRef(card)]);
    return toCardView(card);
  }

  /** Approves the cards awaiting review, except those without a price or shown "Check": those it names. */
  async approveAll(dealerId: string, cardIds?: string[]): Promise<ApproveAllResponse> {
    const ids = cardIds?.filter((id) => isUuid(id));
    const { cards, skipped } = await this.changeLocked(
      dealerId,
      ids ?? 'awaiting review',
      async () => {
        const awaiting = await this.cards.awaitingReview(dealerId, ids);
        const skipped: ApproveAllResponse['skipped'] = [];
        const cards = awaiting.filter((card) => {
          const reason = approveAllSkipReason(card);
          if (reason) skipped.push({ cardId: card.id, reason });
          return reason === null;
        });
        cards.forEach(markApproved);
        return { cards, skipped };
      },
    );
    await this.announceAll(cards);
    await this.lifecycle.announceApproved(cards.map(cardRef));
    return { approved: cards.length, approvedIds: cards.map((card) => card.id), skipped };
  }

  /**
   * Undoes approvals: the cards go back to review, and a listing prepared for them goes with it. A card whose
   * listing is being published, is live or has sold keeps its approval (named in the errors).
   */
  async unapprove(dealerId: string, cardIds: string[]): Promise<UnapproveResponse> {
    const { cards, errors } = await this.sortOut(dealerId, cardIds, (card) =>
      this.refusalToUnapprove(card),
    );
    const restored = cards.map(markInReview);
    await this.em.flush();
    await this.announceAll(restored);
    return { cards: restored.map(toCardView), errors };
  }

  /** One card's approval undone, or the reason it stays (409) or the card is unknown (404). */
  async unapproveOne(dealerId: string, id: string): Promise<CardView> {
    const card = await this.load(dealerId, id);
    const { cards, errors } = await this.unapprove(dealerId, [card.id]);
    if (errors.length) throw CardsError.approvalKept(errors[0].error);
    return cards[0];
  }

  private async refusalToUnapprove(card: Card): Promise<string | null> {
    if (card.status !== 'approved') return `This card is not approved (it is ${card.status})`;
    return refusalOf(() => this.lifecycle.guardUnapproval(cardRef(card)));
  }

  /** Cards under the dealer's minimum single FMV join lots by the dealer's lotting mode. */
  async lotLowFmv(dealerId: string): Promise<LotLowFmvResponse> {
    const { cards, lots } = await this.changeLocked(dealerId, 'awaiting review', async () => {
      const { cards, lots } = await this.lotPlan(dealerId);
      for (const [lotKey, members] of lots)
        for (const card of members) {
          card.status = 'lotted';
          card.lotKey = lotKey;
        }
      const openLots = await this.openLots(dealerId, [...lots.keys()]);
      for (const card of cards) card.lotId = openLots.get(card.lotKey!)!.id;
      return { cards, lots };
    });
    await this.announceAll(cards);
    await this.lifecycle.announceLotsChanged(lotsOf(cards));
    return {
      lotted: cards.length,
      lots: [...lots].map(([lotKey, members]) => ({
        lotKey,
        cardIds: members.map((card) => card.id),
      })),
    };
  }

  /** What lotLowFmv would do now, changing nothing: the dealer is asked with the figures. */
  async previewLotLowFmv(dealerId: string): Promise<LotLowFmvPreview> {
    const { cards, lots, minSingleFmv } = await this.lotPlan(dealerId);
    const held = await this.openLotSizes(dealerId, [...lots.keys()]);
    return {
      cards: cards.length,
      check: cards.filter(needsCheck).length,
      lots: lots.size,
      single: [...lots].filter(([key, members]) => members.length + (held.get(key) ?? 0) < 2)
        .length,
      minSingleFmv,
    };
  }

  /** How many cards the open lot of each of these keys already holds. */
  private async openLotSizes(dealerId: string, keys: string[]): Promise<Map<string, number>> {
    const open = await this.em.find(Lot, { dealerId, status: 'open', lotKey: { $in: keys } });
    const members = await this.cards.find(
      { dealerId, lotId: { $in: open.map((lot) => lot.id) } },
      { fields: ['lotId'] },
    );
    return new Map(
      open.map((lot) => [lot.lotKey, members.filter((card) => card.lotId === lot.id).length]),
    );
  }

  /**
   * The cards waiting for review under the minimum single FMV, grouped by the lot key each would join. A card made
   * from the same photos as another is left for the dealer (lotted, it would be listed beside its card), and so is
   * one whose list price the dealer typed.
   */
  private async lotPlan(dealerId: string) {
    const settings = await this.dealers.getPricingSettings(dealerId);
    // A list price the dealer typed is theirs to sell the card at, alone.
    const cards = (await this.cards.underFmv(dealerId, settings.minSingleFmv)).filter(
      (card) => card.samePhotosAs === null && !card.correctedFields.includes('listPrice'),
    );
    const lots = new Map<string, Card[]>();
    for (const card of cards) {
      const key = lotKeyOf(card, settings.lottingMode);
      lots.set(key, [...(lots.get(key) ?? []), card]);
    }
    return { cards, lots, minSingleFmv: settings.minSingleFmv };
  }

  /** A failed card goes back to processing with the same images. */
  async retry(dealerId: string, id: string): Promise<CardView> {
    const card = await this.load(dealerId, id);
    if (card.status !== 'error') throw CardsError.invalidTransition('retry', card.status);
    const view = await this.saveAndAnnounce(markProcessingAgain(card));
    await this.enqueueIdentification(card);
    return view;
  }

  /** The failed cards among `cardIds` go back to processing with their images; the others say why not. */
  async retryMany(dealerId: string, cardIds: string[]): Promise<RetryCardsResponse> {
    const { cards, errors } = await this.sortOut(dealerId, cardIds, async (card) =>
      card.status === 'error' ? null : CardsError.invalidTransition('retry', card.status).message,
    );
    const restarted = cards.map(markProcessingAgain);
    await this.em.flush();
    await this.announceAll(restarted);
    await this.enqueueAll(restarted);
    return { cards: restarted.map(toCardView), errors };
  }

  /**
   * Prices cards awaiting review from eBay again, now (the dealer's "Price again"): a value or price the dealer set
   * stays theirs. Each card answers alone; once eBay fails one, it and those after it say eBay failed.
   */
  async repriceMany(dealerId: string, cardIds: string[]): Promise<RepriceCardsResponse> {
    const { cards, errors } = await this.sortOut(dealerId, cardIds, async (card) =>
      card.status === 'identified'
        ? null
        : CardsError.invalidTransition('price again', card.status).message,
    );
    const tried = await this.priceUntilEbayFails(cards);
    await this.em.flush();
    await this.announceAll(tried);
    return { cards: cards.map(toCardView), errors };
  }

  /**
   * After eBay failed: prices again the dealer's cards awaiting review whose pricing eBay failed, longest waiting
   * first, up to `limit`. The run stops at the first card eBay fails again; the rest wait for the next. A card the
   * dealer's auto-approve rule takes now is approved, as it would have been had eBay answered when it was identified.
   * Answers how many cards got their price.
   */
  async repriceAfterOutage(dealerId: string, limit: number): Promise<number> {
    const tried = await this.priceUntilEbayFails(
      await this.cards.awaitingRepricing(dealerId, limit),
    );
    const priced = tried.filter((card) => !card.pricing?.ebayUnavailable);
    const approved = await this.autoApproved(dealerId, priced);
    await this.em.flush();
    await this.announceAll(tried);
    if (approved.length > 0) await this.lifecycle.announceApproved(approved.map(cardRef));
    return priced.length;
  }

  /** The cards the dealer's auto-approve rule takes (confidence and value), approved. */
  private async autoApproved(dealerId: string, cards: Card[]): Promise<Card[]> {
    if (cards.length === 0) return [];
    const settings = await this.dealers.getPricingSettings(dealerId);
    if (!settings.autoApprove) return [];
    const approved = cards.filter((card) =>
      qualifiesForAutoApprove(card.confidence, card.marketValue),
    );
    approved.forEach(markApproved);
    return approved;
  }

  /**
   * Prices the cards in turn until eBay fails one (down, slow, limiting): the rest would wait on it too, and stay as
   * they were for the next try. Answers the cards tried.
   */
  private async priceUntilEbayFails(cards: Card[]): Promise<Card[]> {
    const tried: Card[] = [];
    for (const card of cards) {
      await this.pricer.price(card);
      tried.push(card);
      if (card.pricing?.ebayUnavailable) break;
    }
    return tried;
  }

  /** Removes the card and its stored images (after what other modules keep for it, e.g. a draft listing). */
  async remove(dealerId: string, id: string): Promise<void> {
    const card = await this.load(dealerId, id);
    await this.guardRemoval(card);
    await this.removeWithImages([card]);
  }

  /** Removes each card among `cardIds` that may go; a card listed on eBay, or unknown, says why it stays. */
  async removeMany(dealerId: string, cardIds: string[]): Promise<DeleteCardsResponse> {
    const { cards: removable, errors } = await this.sortOut(dealerId, cardIds, (card) =>
      refusalOf(() => this.guardRemoval(card)),
    );
    await this.removeWithImages(removable);
    return { deleted: removable.map((card) => card.id), errors };
  }

  /** A card in a lot on eBay stays with its lot; other modules may keep a card too (a live listing). */
  private async guardRemoval(card: Card): Promise<void> {
    if (card.lotId) await this.refuseIfLotListed(card.lotId);
    await this.lifecycle.guardRemoval(cardRef(card));
  }

  private async removeWithImages(cards: Card[]): Promise<void> {
    if (cards.length === 0) return;
    const keys = cards.flatMap((card) => card.images.getItems().map((image) => image.objectKey));
    for (const card of cards) this.em.remove(card);
    await this.em.flush();
    await this.lifecycle.announceLotsChanged(lotsOf(cards));
    await this.uploads.deleteImages(keys);
    await Promise.all(
      cards.map((card) =>
        this.events.publish(card.dealerId, { type: 'card.deleted', cardId: card.id }),
      ),
    );
  }

  /**
   * The dealer's cards among `cardIds` (with their images, in the order asked) that an action for several cards
   * may change, and why it leaves each other one: the `refusal` it answers, or "Card not found".
   */
  private async sortOut(
    dealerId: string,
    cardIds: string[],
    refusal: (card: Card) => Promise<string | null>,
  ): Promise<{ cards: Card[]; errors: CardRefusal[] }> {
    const cards = await this.cards.find(
      { dealerId, id: { $in: cardIds.filter((id) => isUuid(id)) } },
      { populate: ['images'] },
    );
    const found = new Set(cards.map((card) => card.id));
    const errors = [...new Set(cardIds)]
      .filter((id) => !found.has(id))
      .map((cardId) => ({ cardId, error: CardsError.notFound().message }));
    const asked = (card: Card) => cardIds.indexOf(card.id);
    const accepted: Card[] = [];
    for (const card of cards.sort((a, b) => asked(a) - asked(b))) {
      const reason = await refusal(card);
      if (reason) errors.push({ cardId: card.id, error: reason });
      else accepted.push(card);
    }
    return { cards: accepted, errors };
  }

  /** The dealer's cards among `ids` (others are left out), with their images' storage keys. */
  async listable(dealerId: string, ids: string[]): Promise<ListableCard[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (valid.length === 0) return [];
    const cards = await this.cards.find(
      { dealerId, id: { $in: valid } },
      { populate: ['images'], orderBy: { createdAt: 'asc' } },
    );
    return cards.map(toListable);
  }

  /** The dealer's lots that still hold cards, newest first (a listed lot too, until it sells). */
  async lots(dealerId: string, lotIds?: string[]): Promise<LotWithCards[]> {
    const ids = lotIds?.filter((id) => isUuid(id));
    const lots = await this.em.find(
      Lot,
      { dealerId, ...(ids ? { id: { $in: ids } } : {}) },
      { orderBy: { createdAt: 'desc' } },
    );
    const members = await this.cards.find(
      { dealerId, lotId: { $in: lots.map((lot) => lot.id) } },
      { populate: ['images'], orderBy: { createdAt: 'asc' } },
    );
    return lots
      .map((lot) => ({
        id: lot.id,
        dealerId: lot.dealerId,
        lotKey: lot.lotKey,
        status: lot.status,
        cards: members.filter((card) => card.lotId === lot.id).map(toListable),
      }))
      .filter((lot) => lot.cards.length > 0);
  }

  async lot(dealerId: string, lotId: string): Promise<LotWithCards> {
    const [lot] = await this.lots(dealerId, [lotId]);
    if (!lot) throw CardsError.lotNotFound();
    return lot;
  }

  /**
   * Opens a lot up again, for its cards to be listed alone: each goes back to the approved singles, ready to list,
   * except one marked "Check", which goes back to review (listed alone it needs the dealer's eye first; Send Low-FMV
   * to Lot took it from review unchecked). Each is priced as a single with today's markup: a markup changed while
   * it was in the lot did not reach it.
   */
  async dissolveLot(dealerId: string, lotId: string): Promise<CardView[]> {
    const lot = await this.lot(dealerId, lotId);
    await this.refuseIfLotListed(lot.id);
    const cards = await this.cards.find({ dealerId, lotId: lot.id }, { populate: ['images'] });
    for (const card of cards) await this.pricer.refreshListPrice(card);
    const approved = cards.filter((card) => !readsCheck(card));
    approved.forEach(markApproved);
    cards.filter(readsCheck).forEach(markOutOfLot);
    await this.em.nativeDelete(Lot, { id: lot.id });
    await this.em.flush();
    await this.announceAll(cards);
    await this.lifecycle.announceApproved(approved.map(cardRef));
    return cards.map(toCardView);
  }

  /** A lot being listed takes no new members; a sold lot is done. */
  async setLotStatus(lotId: string, status: LotStatus): Promise<void> {
    await this.em.nativeUpdate(Lot, { id: lotId }, { status, updatedAt: new Date() });
  }

  /** A change to a listing, on the dealer's event stream beside the card changes. */
  async announce(dealerId: string, event: CardEvent): Promise<void> {
    await this.events.publish(dealerId, event);
  }

  /** Cards identified on this platform, all dealers, and how many dealers they belong to (the landing page's live figure). */
  async countIdentified(): Promise<{ cards: number; dealers: number }> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ cards: string; dealers: string }>>(
        `SELECT count(*) AS cards, count(DISTINCT dealer_id) AS dealers FROM card WHERE identified_at IS NOT NULL`,
      );
    return { cards: Number(row.cards), dealers: Number(row.dealers) };
  }

  /** Resolves once this process hears every card event (see CardEventBus.ready). */
  eventsReady(): Promise<void> {
    return this.events.ready();
  }

  /** Changes to the dealer's cards, for GET /api/cards/events. */
  subscribe(dealerId: string, listener: (event: CardEvent) => void): Promise<() => void> {
    return this.events.subscribe(dealerId, listener);
  }

  /** The open lot of each key, made when missing. */
  private async openLots(dealerId: string, keys: string[]): Promise<Map<string, Lot>> {
    // Locked (lotLowFmv runs in changeLocked's transaction): a publish claiming one waits, then sees its new cards.
    const existing = await this.em.find(
      Lot,
      { dealerId, status: 'open', lotKey: { $in: keys } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const byKey = new Map(existing.map((lot) => [lot.lotKey, lot]));
    for (const key of keys) {
      if (byKey.has(key)) continue;
      const lot = this.em.create(Lot, { dealerId, lotKey: key } as Lot);
      byKey.set(key, lot);
    }
    return byKey;
  }

  /**
   * Changes cards' states in one transaction, their rows locked first (these cards, or all those awaiting review):
   * two tabs or two people changing the same cards take turns, the second reading what the first did. Approving a
   * card while Send Low-FMV to Lot took it made it both a single, later listed, and a lot's card. What follows
   * (events, listings) is told after the commit by the caller.
   */
  private changeLocked<T>(
    dealerId: string,
    cards: string[] | 'awaiting review',
    change: () => Promise<T>,
  ): Promise<T> {
    return this.em.transactional(
      async (em) => {
        await lockCardRows(em, dealerId, cards);
        return change();
      },
      { clear: true },
    );
  }

  /** With a lock (in a transaction), a publish claiming the lot (`claimLotForListing`) waits for the change. */
  private async refuseIfLotListed(lotId: string, lockMode?: LockMode): Promise<void> {
    const lot = await this.em.findOne(Lot, { id: lotId }, lockMode ? { lockMode } : {});
    if (lot && lot.status !== 'open') throw CardsError.lotListed();
  }

  /**
   * Marks an open lot listed for its listing's publish, provided it still holds as many cards as the listing was
   * prepared with; false when one left or joined since, or it is listed already. The lot's row is locked: approving
   * one of its cards, or Send Low-FMV to Lot adding one, takes the same lock, so a card never leaves a lot (to be
   * listed alone) while the lot goes to eBay with it.
   */
  async claimLotForListing(lotId: string, cardCount: number): Promise<boolean> {
    return this.em.transactional(
      async (em) => {
        const lot = await em.findOne(Lot, { id: lotId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!lot || lot.status !== 'open') return false;
        if ((await em.count(Card, { lotId })) !== cardCount) return false;
        lot.status = 'listed';
        return true;
      },
      { clear: true },
    );
  }

  private async load(dealerId: string, id: string): Promise<Card> {
    const card = isUuid(id) ? await this.cards.findOwned(dealerId, id) : null;
    if (!card) throw CardsError.notFound();
    return card;
  }

  private createCard(dealerId: string, group: ImageGroup, owned: OwnedImage[]): Card {
    const card = this.cards.create(new Card());
    card.dealerId = dealerId;
    group.forEach((image, position) =>
      card.images.add(toCardImage(card, image, owned[position], position)),
    );
    return card;
  }

  /** Saves new cards; a concurrent request that took one of their images first makes this one a conflict. */
  private async saveNewCards(reference: string): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw CardsError.imageInUse(reference);
      throw error;
    }
  }

  /** The dealer's uploaded image, provided no card has it already (deleting one card would take it from the other). */
  private async resolveImage(dealerId: string, url: string): Promise<OwnedImage> {
    const owned = await this.uploads.resolveOwnedImage(dealerId, url);
    if (await this.em.count(CardImage, { objectKey: owned.key })) throw CardsError.imageInUse(url);
    return owned;
  }

  private async resolveGroup(
    dealerId: string,
    group: ImageGroup,
    usedKeys: Set<string>,
  ): Promise<{ owned: OwnedImage[] } | { errors: ProcessBatchResponse['errors'] }> {
    const results = await Promise.allSettled(
      group.map((image) => this.resolveImage(dealerId, image.url)),
    );
    const errors = results.flatMap((result, index) =>
      result.status === 'rejected'
        ? [{ imageUrl: group[index].url, error: messageOf(result.reason) }]
        : [],
    );
    if (errors.length) return { errors };
    const owned = results.map((result) => (result as PromiseFulfilledResult<OwnedImage>).value);
    const repeated = group.filter((_, index) => usedKeys.has(owned[index].key));
    if (repeated.length)
      return {
        errors: repeated.map((image) => ({
          imageUrl: image.url,
          error: CardsError.imageInUse(image.url).message,
        })),
      };
    owned.forEach((image) => usedKeys.add(image.key));
    return { owned };
  }

  /**
   * A card the queue cannot take now (Redis unreachable) is not left processing with no job: it ends in
   * error, which the dealer can retry, and the request fails with 503.
   */
  private async enqueueIdentification(card: Card): Promise<EnqueuedJob> {
    try {
      return await this.jobs.enqueue(
        CARD_IDENTIFICATION_JOB,
        { cardId: card.id },
        { jobId: identificationJobId(card.id) },
      );
    } catch (error) {
      if (!(error instanceof JobQueueUnavailableError)) throw error;
      await this.markUnqueued(card);
      throw new DomainError('IDENTIFICATION_UNAVAILABLE', IDENTIFICATION_UNAVAILABLE, 503);
    }
  }

  /** Every card's enqueue is tried (each failed one is marked) before the first failure is thrown. */
  private async enqueueAll(cards: Card[]): Promise<void> {
    const results = await Promise.allSettled(cards.map((card) => this.enqueueIdentification(card)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /** Written directly (not by flush): several cards of a batch are marked at once. */
  private async markUnqueued(card: Card): Promise<void> {
    await this.em.nativeUpdate(
      Card,
      { id: card.id, status: 'processing' },
      { status: 'error', error: IDENTIFICATION_UNAVAILABLE },
    );
    Object.assign(card, { status: 'error', error: IDENTIFICATION_UNAVAILABLE });
    await this.events.publish(card.dealerId, {
      type: 'card.updated',
      cardId: card.id,
      card: toCardView(card),
    });
  }

  /** Enqueues identification; true when it ended within `ms`, false when it is still running. */
  private async identifyAndWait(card: Card, ms: number): Promise<boolean> {
    const job = await this.enqueueIdentification(card);
    return (await job.settled(ms)) !== 'pending';
  }

  private async saveAndAnnounce(card: Card): Promise<CardView> {
    await this.em.flush();
    const view = toCardView(card);
    await this.events.publish(card.dealerId, { type: 'card.updated', cardId: card.id, card: view });
    return view;
  }

  private async announceAll(cards: Card[]): Promise<void> {
    await Promise.all(
      cards.map((card) =>
        this.events.publish(card.dealerId, {
          type: 'card.updated',
          cardId: card.id,
          card: toCardView(card),
        }),
      ),
    );
  }
}

/** The images of POST /api/cards/process, primary first; `imageUrl` is the primary unless one is marked. */
function singleCardGroup(request: ProcessCardRequest): ImageGroup {
  const inputs: ProcessImageInput[] = uniqueByUrl(request.images ?? []);
  if (!inputs.some((image) => image.url === request.imageUrl))
    inputs.unshift({ url: request.imageUrl });
  const marked = inputs.findIndex((image) => image.isPrimary);
  const primaryIndex =
    marked >= 0 ? marked : inputs.findIndex((image) => image.url === request.imageUrl);
  const ordered = [inputs[primaryIndex], ...inputs.filter((_, index) => index !== primaryIndex)];
  return ordered.map((image, position): GroupedImage => ({
    url: image.url,
    name: image.name ?? fileNameOf(image.url),
    type: image.type ?? defaultImageType(position),
    isPrimary: position === 0,
  }));
}

/** The last slot a SKU holds (eight digits). */
const LAST_STORAGE_SLOT = 99_999_999;

function refuseSlotsPastLast(firstSlot: number | undefined, cards: number): void {
  if (firstSlot !== undefined && firstSlot + cards - 1 > LAST_STORAGE_SLOT)
    throw CardsError.slotsRunOut(firstSlot, cards, LAST_STORAGE_SLOT);
}

/**
 * Box and row of a batch's card, and its slot counting up from the first in upload order ("007", "008"...). The
 * slot follows the card's place in the request, not among the cards made: a refused photo leaves its slot empty
 * rather than moving every later card into the one before its own.
 */
function placeInStorage(
  card: Card,
  storage: NonNullable<ProcessBatchRequest['storage']>,
  position: number,
): void {
  card.storageBox = storage.box ?? null;
  card.storageRow = storage.row ?? null;
  card.storageSlot =
    storage.firstSlot === undefined ? null : String(storage.firstSlot + position).padStart(3, '0');
}

function uniqueByUrl(images: ProcessImageInput[]): ProcessImageInput[] {
  return images.filter(
    (image, index) => images.findIndex((other) => other.url === image.url) === index,
  );
}

/** Without a type: the first image is the front, the second the back. */
function defaultImageType(position: number): CardImageType {
  if (position === 0) return 'front';
  return position === 1 ? 'back' : 'other';
}

function toCardImage(
  card: Card,
  image: GroupedImage,
  owned: OwnedImage,
  position: number,
): CardImage {
  const entity = new CardImage();
  entity.card = card;
  entity.position = position;
  entity.objectKey = owned.key;
  entity.url = owned.url;
  entity.thumbnailUrl = owned.thumbnailUrl;
  entity.name = image.name;
  entity.type = image.type;
  entity.isPrimary = image.isPrimary;
  entity.contentType = owned.contentType;
  entity.size = owned.size;
  return entity;
}

/**
 * The estimated range the edit leaves, low to high: the values sent, or those saved where one is not sent. An
 * inverted range is refused naming the field sent (estimatedLow when both are), before anything changes.
 */
function refuseInvertedRange(card: Card, changes: UpdateCardRequest): void {
  const low = changes.estimatedLow !== undefined ? changes.estimatedLow : card.estimatedLow;
  const high = changes.estimatedHigh !== undefined ? changes.estimatedHigh : card.estimatedHigh;
  if (low === null || high === null) return;
  const [lowText, highText] = [toDecimalString(String(low)), toDecimalString(String(high))];
  if (toCents(lowText) <= toCents(highText)) return;
  const [field, message] =
    changes.estimatedLow !== undefined
      ? ['estimatedLow', `estimatedLow (${lowText}) must not be above estimatedHigh (${highText})`]
      : [
          'estimatedHigh',
          `estimatedHigh (${highText}) must not be below estimatedLow (${lowText})`,
        ];
  throw validationFailed([{ field, message }]);
}

/** Sets each changed field and marks it as the dealer's; answers the fields that changed. */
function applyCorrections(card: Card, changes: UpdateCardRequest): CardEditableField[] {
  const changed = CARD_EDITABLE_FIELDS.filter(
    (field) => field in changes && card[field] !== normalizedValue(field, changes[field]),
  );
  for (const field of changed) {
    (card as unknown as Record<CardEditableField, unknown>)[field] = normalizedValue(
      field,
      changes[field],
    );
  }
  card.correctedFields = [...new Set([...card.correctedFields, ...changed])];
  return changed;
}

/**
 * A condition written in the hobby's words ("NM-MT, sharp corners") with no eBay condition sent is that eBay
 * condition too: the listing then says what the dealer wrote, not the settings' default beside it.
 */
function withEbayConditionNamed(changes: UpdateCardRequest): UpdateCardRequest {
  if (changes.cardCondition !== undefined || !changes.condition) return changes;
  const named = ungradedConditionNamed(changes.condition);
  return named ? { ...changes, cardCondition: named } : changes;
}

/** Fields the dealer checked and keeps as read become the dealer's: never overwritten, no longer doubtful. */
function confirmFields(card: Card, fields: IdentifiedField[]): void {
  card.correctedFields = [...new Set([...card.correctedFields, ...fields])];
}

/** The lots these cards are in, each once. */
function lotsOf(cards: Card[]): LotRef[] {
  const lots = new Map<string, LotRef>();
  for (const { lotId, dealerId } of cards) if (lotId) lots.set(lotId, { id: lotId, dealerId });
  return [...lots.values()];
}

/** The message of the domain error `guard` throws to refuse, or null when it lets the action through. */
async function refusalOf(guard: () => Promise<void>): Promise<string | null> {
  try {
    await guard();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

/** A failed card read again: back to processing, its last error cleared. */
function markProcessingAgain(card: Card): Card {
  card.status = 'processing';
  card.error = null;
  return card;
}

function markInReview(card: Card): Card {
  card.status = 'identified';
  card.approvedAt = null;
  return card;
}

/** A card leaves its lot for review. */
function markOutOfLot(card: Card): void {
  markInReview(card);
  card.lotKey = null;
  card.lotId = null;
}

function markApproved(card: Card): void {
  card.status = 'approved';
  card.lotKey = null;
  card.lotId = null;
  card.approvedAt = new Date();
}

function toListable(card: Card): ListableCard {
  return {
    ...toCardView(card),
    imageKeys: card.images.getItems().map((image) => image.objectKey),
    lotId: card.lotId,
  };
}

function normalizedValue(field: CardEditableField, value: unknown): unknown {
  if (FLAG_FIELDS.has(field)) return value === true;
  if (value === null || value === undefined) return null;
  if (MONEY_FIELDS.has(field)) return toDecimalString(String(value));
  if (typeof value === 'string') return value.trim() || null;
  return value;
}

/** "https://host/upload/abc/front.jpg?sig=..." -> "front.jpg" */
function fileNameOf(url: string): string | null {
  const path = url.split('?')[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return last ? decodeURIComponent(last) : null;
  } catch {
    return last;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Locks the rows of these cards, or of all the dealer's cards awaiting review, until the transaction ends. */
async function lockCardRows(
  em: EntityManager,
  dealerId: string,
  cards: string[] | 'awaiting review',
): Promise<void> {
  if (cards === 'awaiting review')
    await em.execute(
      `SELECT 1 FROM card WHERE dealer_id = ? AND status = 'identified' ORDER BY id FOR UPDATE`,
      [dealerId],
    );
  else
    await em.execute(
      `SELECT 1 FROM card WHERE dealer_id = ? AND id = ANY(?::uuid[]) ORDER BY id FOR UPDATE`,
      [dealerId, `{${cards.join(',')}}`],
    );
}
