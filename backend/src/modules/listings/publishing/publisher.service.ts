import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  ListingStatus,
  PublishListingsRequest,
  PublishListingsResponse,
  PublishRetry,
  SellingChoices,
} from '@pennant/contracts';
import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { EbayApiError, EBAY_ENDPOINTS, type EbayEndpoints } from '../../../integrations/ebay';
import { JobQueue, JobQueueUnavailableError, PermanentJobError } from '../../../integrations/jobs';
import { isEbayConnectionLost } from '../../auth';
import { CardsService } from '../../cards';
import { followLots } from '../lot-status';
import { UploadsService } from '../../uploads';
import { RETRYABLE_ERROR_IDS, dealerMessage } from '../ebay/ebay-messages';
import {
  BULK_LIMIT,
  chunks,
  createOffers,
  deleteOfferOfAnotherFormat,
  missingEntry,
  publishOffers,
  putInventoryItems,
  offerIsLive,
  readOffer,
  updateOffer,
  type EntryResult,
} from '../ebay/inventory-calls';
import { MediaUploader } from '../ebay/media-uploader';
import { SellerApis, type SellerClients } from '../ebay/seller-apis';
import { Listing, type ListingPicture } from '../entities/listing.entity';
import { ListingEvents } from '../listing-events';
import { ListingsError } from '../listings.errors';
import { toListingView } from '../listing.mapper';
import { warningsAfterCleaning, withoutActiveContent } from '../preparation/description-html';
import { PreparationService, LOT_COLLAGE_KEY } from '../preparation/preparation.service';
import { LIVE_STATUSES, ListingRepository } from '../repositories/listing.repository';
import { SellingSetupService } from '../selling-setup.service';
import { listingPicture, lotCollage } from './listing-pictures';

export const PUBLISH_JOB = 'listing.publish' as const;
/** eBay's bad minutes should not fail a dealer's batch: five runs, each with its own backoff. */
const PUBLISH_ATTEMPTS = 5;

/** What a listing says when its publishing job gave up. */
export const PUBLISHING_UNFINISHED = `Publishing did not finish after ${PUBLISH_ATTEMPTS} tries. Publish again to retry: nothing is listed twice.`;

/**
 * What a listing says when the dealer's eBay connection ended while it was publishing: retrying cannot help, and
 * connecting eBay again publishes it (`resumeAfterReconnect`).
 */
export const PUBLISHING_AWAITS_CONNECTION =
  'The eBay connection has expired: connect eBay again from Settings, and Pennant publishes this listing then.';

/** What a listing automation was to publish says while eBay is not connected: connecting publishes it. */
export const AUTO_PUBLISH_AWAITS_CONNECTION =
  'Not published automatically: eBay is not connected. Connect eBay from Settings, and Pennant publishes this listing then.';

const AWAITING_CONNECTION = [PUBLISHING_AWAITS_CONNECTION, AUTO_PUBLISH_AWAITS_CONNECTION];

/** Which run of the publishing job this is (the job queue's attempt), of how many. */
export interface PublishRun {
  attempt: number;
  maxAttempts: number;
}

/** A retryable eBay answer (25001/25025, or a 5xx or timeout that outlived the backoff): the job runs again. */
class TryAgainLater extends Error {
  constructor(
    message: string,
    /** eBay answered 429: too many calls, for now. */
    readonly rateLimited = false,
  ) {
    super(message);
  }
}

/** What a listing whose publishing eBay kept turning away for too many calls says, with the try it gave up on. */
export const EBAY_RATE_LIMITED =
  'eBay limited how fast Pennant may call it (too many requests): wait a few minutes before publishing again';

/**
 * Publishes listings to eBay through the Inventory API, in jobs of at most 25: pictures through
 * the Media API, then one bulk call each for inventory items, offers and publishing.
 *
 * Idempotent by design. Each step's result is saved on the listing as it lands (eBay picture URLs,
 * the inventory item, the offer id, the listing id), so a job that runs again (a retry after a
 * timeout or 500, a worker killed mid-batch) resumes where it stopped; the SKU is fixed per card,
 * an inventory item is replaced not added, a duplicate offer is reused (25002/25729), and an offer
 * that eBay already published is read back rather than published twice.
 */
@Injectable()
export class PublisherService {
  private readonly logger = new Logger('Publisher');

  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingRepository,
    private readonly preparation: PreparationService,
    private readonly setup: SellingSetupService,
    private readonly apis: SellerApis,
    private readonly media: MediaUploader,
    private readonly uploads: UploadsService,
    private readonly cards: CardsService,
    private readonly events: ListingEvents,
    private readonly jobs: JobQueue,
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
  ) {}

  /**
   * Queues the cards' and lots' listings for publishing and answers at once. A dealer who has not
   * finished the selling setup is told what is missing; a card not prepared yet is prepared first.
   */
  async request(
    dealerId: string,
    request: PublishListingsRequest,
  ): Promise<PublishListingsResponse> {
    await this.setup.requireReady(dealerId);
    const errors: PublishListingsResponse['errors'] = [];
    const listings = [
      ...(await this.cardListings(dealerId, request.cardIds ?? [], errors)),
      ...(await this.lotListings(dealerId, request.lotIds ?? [], errors)),
    ];
    const queued = await this.queue(dealerId, listings, errors);
    return { queued: queued.map(toListingView), errors };
  }

  /** Queues listings already prepared (automation, a relist); answers those queued. */
  async queue(
    dealerId: string,
    listings: Listing[],
    errors: PublishListingsResponse['errors'] = [],
  ): Promise<Listing[]> {
    const queueing: Listing[] = [];
    for (const listing of listings) {
      const refusal = refusalFor(listing) ?? (await this.refusalOfLot(listing));
      if (refusal) errors.push({ ...idsOf(listing), ...titleOf(listing), error: refusal });
      else queueing.push(listing);
    }
    const before = new Map(queueing.map((listing) => [listing, stateBeforeQueueing(listing)]));
    for (const listing of queueing) {
      listing.status = 'publishing';
      listing.errors = [];
      listing.publishRetry = null;
      listing.publishAttempts += 1;
    }
    await this.em.flush();
    const publishable = await this.stillThere(queueing, errors);
    await followLots(this.cards, publishable);
    const unqueued = await this.enqueueBatches(dealerId, publishable);
    for (const listing of unqueued) Object.assign(listing, before.get(listing));
    if (unqueued.length > 0) {
      await this.em.flush();
      await followLots(this.cards, unqueued);
    }
    await this.events.announceAll(publishable);
    if (unqueued.length > 0) throw ListingsError.publishingUnavailable();
    return publishable;
  }

  /**
   * A lot's listing goes to eBay only with the cards it was prepared from: its lot is claimed (marked listed) under
   * the lot's lock, which approving one of its cards takes too. A card that left meanwhile would be sold twice, in
   * the lot and alone.
   */
  private async refusalOfLot(listing: Listing): Promise<string | null> {
    if (!listing.lotId || listing.status === 'publishing') return null;
    const claimed = await this.cards.claimLotForListing(listing.lotId, listing.lotSize ?? 0);
    return claimed ? null : TAKEN_BACK;
  }

  /**
   * The listings not taken back while they were being queued: a lot whose cards changed at that moment (another tab
   * approved one of them alone) loses its listing, and marking the lot listed for it would leave it listed for good.
   */
  private async stillThere(
    listings: Listing[],
    errors: PublishListingsResponse['errors'],
  ): Promise<Listing[]> {
    if (listings.length === 0) return [];
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string }>>(`SELECT id FROM listing WHERE id = ANY(?::uuid[])`, [
        `{${listings.map((listing) => listing.id).join(',')}}`,
      ]);
    const present = new Set(rows.map((row) => row.id));
    const gone = listings.filter((listing) => !present.has(listing.id));
    for (const listing of gone) {
      errors.push({ ...idsOf(listing), ...titleOf(listing), error: TAKEN_BACK });
      this.em.getUnitOfWork().unsetIdentity(listing);
      // Claimed for this publish: with no listing going to eBay, the lot is open again.
      if (listing.lotId) await this.cards.setLotStatus(listing.lotId, 'open');
    }
    return listings.filter((listing) => present.has(listing.id));
  }

  /**
   * One job per 25 listings. A batch the queue cannot take (Redis unreachable) is answered, not thrown: no job
   * would ever publish it, so it must not stay publishing. One the queue takes late finds nothing publishing.
   */
  private async enqueueBatches(dealerId: string, listings: Listing[]): Promise<Listing[]> {
    const unqueued: Listing[] = [];
    for (const batch of chunks(listings, BULK_LIMIT)) {
      try {
        await this.jobs.enqueue(
          PUBLISH_JOB,
          { dealerId, listingIds: batch.map((listing) => listing.id) },
          { attempts: PUBLISH_ATTEMPTS },
        );
      } catch (error) {
        if (!(error instanceof JobQueueUnavailableError)) throw error;
        unqueued.push(...batch);
      }
    }
    return unqueued;
  }

  /**
   * The job: every step, for the listings of the batch still waiting to be published. A try eBay turns away
   * (busy, a timeout) leaves each listing still waiting saying which try comes next.
   */
  async publishBatch(dealerId: string, listingIds: string[], run: PublishRun): Promise<void> {
    const em = this.em.fork();
    const listings = await em.getRepository(Listing).find({
      dealerId,
      id: { $in: listingIds },
      status: 'publishing',
    });
    if (listings.length === 0) return;
    try {
      await this.sendToEbay(em, dealerId, listings);
    } catch (error) {
      if (isEbayConnectionLost(error)) {
        // The connection ended mid-batch: what is still publishing waits for the dealer to connect eBay again.
        await this.stopPublishing(em, listings, () => [PUBLISHING_AWAITS_CONNECTION]);
        throw new PermanentJobError((error as Error).message, { cause: error });
      }
      if (isRetryable(error)) await this.noteRetry(em, listings, run, isRateLimited(error));
      throw error;
    }
  }

  /** What is still publishing of `listings` stops, in error, saying `errorsFor` it; the dealer sees it at once. */
  private async stopPublishing(
    em: EntityManager,
    listings: Listing[],
    errorsFor: (listing: Listing) => string[],
  ): Promise<void> {
    const waiting = listings.filter((listing) => listing.status === 'publishing');
    for (const listing of waiting) {
      listing.status = 'error';
      listing.publishRetry = null;
      listing.errors = errorsFor(listing);
    }
    await em.flush();
    await followLots(this.cards, waiting);
    await this.events.announceAll(waiting);
  }

  /**
   * Listings automation would have published but could not (eBay not connected, the selling setup not ready): in
   * error saying why, where the dealer looks, instead of drafts no one is told about. Those waiting for the
   * connection are published once it is back.
   */
  async notPublishedAutomatically(listings: Listing[], reason: string): Promise<void> {
    for (const listing of listings) {
      listing.status = 'error';
      listing.errors = [reason];
    }
    await this.em.flush();
    await this.events.announceAll(listings);
  }

  /** The dealer connected eBay again: the listings that stopped for the connection are published now. */
  async resumeAfterReconnect(dealerId: string): Promise<Listing[]> {
    // One automation would have published waits for automation still being on; a card no longer approved is not sold.
    const { autoPublish } = await this.setup.defaults(dealerId);
    const awaiting = autoPublish ? AWAITING_CONNECTION : [PUBLISHING_AWAITS_CONNECTION];
    const stopped = await this.ofApprovedCards(
      dealerId,
      (await this.listings.find({ dealerId, status: 'error' })).filter((listing) =>
        listing.errors.some((error) => awaiting.includes(error)),
      ),
      [],
    );
    if (stopped.length === 0) return [];
    this.logger.log(
      `Publishing ${stopped.length} listing(s) of dealer ${dealerId} again now eBay is connected`,
    );
    return this.queue(dealerId, stopped);
  }

  /**
   * A try eBay turned away: each listing still waiting says which try comes next, and, when eBay said too many
   * calls, that it did (kept as the reason if this was the last try).
   */
  private async noteRetry(
    em: EntityManager,
    listings: Listing[],
    run: PublishRun,
    rateLimited: boolean,
  ): Promise<void> {
    const waiting = listings.filter((listing) => listing.status === 'publishing');
    const retry: PublishRetry | null =
      run.attempt < run.maxAttempts ? { attempt: run.attempt + 1, of: run.maxAttempts } : null;
    for (const listing of waiting) {
      if (retry) listing.publishRetry = retry;
      if (rateLimited) listing.errors = [EBAY_RATE_LIMITED];
    }
    await em.flush();
    if (retry) await this.events.announceAll(waiting);
  }

  private async sendToEbay(
    em: EntityManager,
    dealerId: string,
    listings: Listing[],
  ): Promise<void> {
    const { choices } = await this.setup.defaults(dealerId);
    const clients = this.apis.for(dealerId);
    const save = async () => {
      await em.flush();
    };

    for (const listing of listings) {
      listing.errors = [];
      removeActiveContent(listing);
    }
    let ready = await this.uploadPictures(dealerId, listings, save);
    ready = await this.step(
      ready,
      (batch) => putInventoryItems(clients, batch),
      (listing) => {
        listing.inventoryItemAt = new Date();
      },
    );
    await save();
    ready = await this.ensureOffers(clients, ready, choices, save);
    await save();
    await this.publish(clients, ready);
    await save();
    await followLots(this.cards, listings);
    await this.events.announceAll(listings);
    const waiting = listings.filter((listing) => listing.status === 'publishing');
    if (waiting.length > 0) throw new TryAgainLater(`${waiting.length} listings wait for eBay`);
  }

  /**
   * The job failed for good: what is still publishing says why, and can be published again. A listing keeps eBay's
   * own words from its last try when eBay gave some; the job's reason (a timeout, a storage path, a database
   * statement) is for the operator's log, where the job queue has written it.
   */
  async markFailed(dealerId: string, listingIds: string[]): Promise<void> {
    const em = this.em.fork();
    const listings = await em.find(Listing, {
      dealerId,
      id: { $in: listingIds },
      status: 'publishing',
    });
    await this.stopPublishing(em, listings, (listing) => [
      ...listing.errors,
      PUBLISHING_UNFINISHED,
    ]);
  }

  /** Listings left publishing by a process that stopped (in-process jobs live in memory). */
  async resumeUnfinished(): Promise<void> {
    const em = this.em.fork();
    const stuck = await em.find(
      Listing,
      { status: 'publishing' },
      { orderBy: { updatedAt: 'asc' } },
    );
    const byDealer = new Map<string, Listing[]>();
    for (const listing of stuck)
      byDealer.set(listing.dealerId, [...(byDealer.get(listing.dealerId) ?? []), listing]);
    for (const [dealerId, listings] of byDealer) {
      for (const batch of chunks(listings, BULK_LIMIT))
        await this.jobs.enqueue(
          PUBLISH_JOB,
          { dealerId, listingIds: batch.map((listing) => listing.id) },
          { attempts: PUBLISH_ATTEMPTS },
        );
    }
    if (stuck.length > 0) this.logger.log(`Resumed publishing ${stuck.length} listings`);
  }

  private async cardListings(
    dealerId: string,
    cardIds: string[],
    errors: PublishListingsResponse['errors'],
  ): Promise<Listing[]> {
    if (cardIds.length === 0) return [];
    const existing = await this.listings.forCards(dealerId, cardIds);
    const unprepared = cardIds.filter(
      (cardId) => !existing.some((listing) => listing.cardId === cardId && listing.preparedAt),
    );
    if (unprepared.length > 0) {
      const prepared = await this.preparation.prepareCards(dealerId, unprepared);
      for (const result of prepared.preparations)
        if (result.error) errors.push({ cardId: result.cardId, error: result.error });
    }
    const listings = await this.listings.forCards(dealerId, cardIds);
    return this.ofApprovedCards(dealerId, listings, errors);
  }

  /**
   * A single listing sells its card only while the card is approved: one prepared before the card went into a lot
   * (or back to review) would sell it a second time beside its lot. Such a listing not yet on eBay is refused.
   */
  private async ofApprovedCards(
    dealerId: string,
    listings: Listing[],
    errors: PublishListingsResponse['errors'],
  ): Promise<Listing[]> {
    const cardIds = listings.flatMap((listing) => (listing.cardId ? [listing.cardId] : []));
    const cards = await this.cards.listable(dealerId, cardIds);
    const statusOf = new Map(cards.map((card) => [card.id, card.status]));
    return listings.filter((listing) => {
      if (!listing.cardId) return true;
      const status = statusOf.get(listing.cardId);
      // One publishing, live or sold is answered by refusalFor as it is.
      if (status === 'approved' || ON_EBAY.includes(listing.status)) return true;
      errors.push({
        cardId: listing.cardId!,
        ...titleOf(listing),
        error:
          status === 'lotted'
            ? 'This card is in a lot now: publish the lot, or open the lot up first'
            : `Approve the card first (it is ${status ?? 'gone'})`,
      });
      return false;
    });
  }

  private async lotListings(
    dealerId: string,
    lotIds: string[],
    errors: PublishListingsResponse['errors'],
  ): Promise<Listing[]> {
    const listings: Listing[] = [];
    for (const lotId of lotIds) {
      const [existing] = await this.listings.forLots(dealerId, [lotId]);
      if (existing?.preparedAt) {
        listings.push(existing);
        continue;
      }
      try {
        await this.preparation.prepareLot(dealerId, lotId);
        listings.push(...(await this.listings.forLots(dealerId, [lotId])));
      } catch (error) {
        errors.push({ lotId, error: (error as Error).message });
      }
    }
    return listings;
  }

  /**
   * Sends each listing's pictures to eBay's picture service (one call per picture, within the
   * Media API's rate), saving each URL as it comes; a listing whose picture eBay refuses fails alone.
   */
  private async uploadPictures(
    dealerId: string,
    listings: Listing[],
    save: () => Promise<void>,
  ): Promise<Listing[]> {
    const ready: Listing[] = [];
    for (const listing of listings) {
      try {
        for (const picture of listing.pictures) {
          if (picture.ebayUrl) continue;
          const jpeg = await this.pictureBytes(listing, picture);
          picture.ebayUrl = await this.media.upload(dealerId, jpeg, `${listing.sku}.jpg`);
          listing.pictures = [...listing.pictures];
          await save();
        }
        ready.push(listing);
      } catch (error) {
        if (isRetryable(error) || isEbayConnectionLost(error)) throw error;
        fail(listing, [pictureRefusal(error)]);
      }
    }
    await save();
    return ready;
  }

  private async pictureBytes(listing: Listing, picture: ListingPicture): Promise<Buffer> {
    if (picture.objectKey === LOT_COLLAGE_KEY) {
      const fronts = listing.pictures.filter((each) => each.objectKey !== LOT_COLLAGE_KEY);
      const photos = await Promise.all(
        fronts.map(async (front) => ({
          data: await this.uploads.readObject(front.objectKey),
          turn: front.turn,
        })),
      );
      return lotCollage(photos);
    }
    const { jpeg, enlargedFrom } = await listingPicture({
      data: await this.uploads.readObject(picture.objectKey),
      turn: picture.turn,
    });
    if (enlargedFrom !== null) {
      const warning = `A photo was ${enlargedFrom} px on its longest side and was enlarged to eBay's 500 px minimum: a larger scan will look better`;
      if (!listing.warnings.includes(warning)) listing.warnings = [...listing.warnings, warning];
    }
    return jpeg;
  }

  /** One bulk step over batches of 25: listings eBay refused fail, the rest go on. */
  private async step<T>(
    listings: Listing[],
    call: (batch: Listing[]) => Promise<Map<string, EntryResult<T>>>,
    onSuccess: (listing: Listing, value: T) => void,
  ): Promise<Listing[]> {
    const passed: Listing[] = [];
    for (const batch of chunks(listings)) {
      const results = await call(batch).catch(rethrowAsRetryable);
      for (const listing of batch) {
        const result = results.get(listing.id);
        if (result?.ok) {
          onSuccess(listing, result.value);
          passed.push(listing);
        } else {
          noteRefusal(listing, result?.errors ?? missingEntry());
        }
      }
    }
    return passed;
  }

  /**
   * New offers in bulk. An offer eBay had already (a relist, an edit, or one left by an earlier preparation of the
   * same SKU) is brought up to date instead, so what goes live is the listing as it is now; one of another format
   * is replaced, as eBay cannot change an offer's format.
   */
  private async ensureOffers(
    clients: SellerClients,
    listings: Listing[],
    choices: SellingChoices,
    save: () => Promise<void>,
  ): Promise<Listing[]> {
    const known = await this.dropOffersOfAnotherFormat(
      clients,
      listings.filter((listing) => listing.offerId),
      save,
    );
    const existing: Listing[] = [];
    const created = await this.step(
      listings.filter((listing) => !listing.offerId),
      (batch) => createOffers(clients, batch, choices),
      (listing, offer) => {
        listing.offerId = offer.offerId;
        if (offer.existed) existing.push(listing);
      },
    );
    const updated = await this.updateOffers(clients, [...known, ...existing], choices);
    return [...created.filter((listing) => !existing.includes(listing)), ...updated];
  }

  /**
   * Answers the listings whose offer stays. One whose offer went is left without one, to make anew, and saved so at
   * once: a run that stops now must not look for that offer again.
   */
  private async dropOffersOfAnotherFormat(
    clients: SellerClients,
    listings: Listing[],
    save: () => Promise<void>,
  ): Promise<Listing[]> {
    const kept: Listing[] = [];
    for (const listing of listings) {
      const result = await deleteOfferOfAnotherFormat(clients, listing).catch(rethrowAsRetryable);
      if (!result.ok) {
        noteRefusal(listing, result.errors);
      } else if (result.value) {
        listing.offerId = null;
        await save();
      } else {
        kept.push(listing);
      }
    }
    return kept;
  }

  private async updateOffers(
    clients: SellerClients,
    listings: Listing[],
    choices: SellingChoices,
  ): Promise<Listing[]> {
    const updated: Listing[] = [];
    for (const listing of listings) {
      const result = await updateOffer(clients, listing, choices).catch(rethrowAsRetryable);
      if (result.ok) updated.push(listing);
      else noteRefusal(listing, result.errors);
    }
    return updated;
  }

  /** Publishes in bulk; an offer eBay says it cannot publish may already be live: read it back. */
  private async publish(clients: SellerClients, listings: Listing[]): Promise<void> {
    for (const batch of chunks(listings)) {
      const results = await publishOffers(clients, batch).catch(rethrowAsRetryable);
      for (const listing of batch) {
        const result = results.get(listing.id);
        if (result?.ok) {
          this.markLive(listing, result.value);
          continue;
        }
        const already = await readOffer(clients, listing.offerId!).catch(() => null);
        if (already && offerIsLive(already)) this.markLive(listing, already.listingId!);
        else noteRefusal(listing, result?.errors ?? missingEntry());
      }
    }
  }

  /**
   * Live on eBay. `publishedAt` stays the first publish (inventory age, days to sell); `liveSince` is when this eBay
   * item went up (a relist is a new one), which an auction's end counts from. Reading back an offer already live
   * keeps both.
   */
  private markLive(listing: Listing, ebayListingId: string): void {
    if (listing.ebayListingId !== ebayListingId || !listing.liveSince)
      listing.liveSince = new Date();
    listing.publishedAt ??= new Date();
    listing.status = 'active';
    listing.ebayListingId = ebayListingId;
    listing.url = `${this.endpoints.wwwBaseUrl}/itm/${ebayListingId}`;
    listing.soldPrice = null;
    listing.errors = [];
    listing.endedAt = null;
  }
}

/** What queueing a listing changes, to put back when no job could be queued for it. */
function stateBeforeQueueing(
  listing: Listing,
): Pick<Listing, 'status' | 'errors' | 'publishRetry' | 'publishAttempts'> {
  const { status, errors, publishRetry, publishAttempts } = listing;
  return { status, errors, publishRetry, publishAttempts };
}

/** What a publish says of a listing taken back as it was being queued. */
const TAKEN_BACK =
  'Its cards changed as it was being published (in another tab?): prepare it again, then publish';

/** What publishing says of a single listing whose card was deleted (an ended listing stays, for its eBay history). */
const CARD_DELETED = 'Its card was deleted: there is no card left to sell';

/** A listing in these states is on eBay, or on its way. */
const ON_EBAY: readonly ListingStatus[] = [...LIVE_STATUSES, 'sold'];

/** Why a listing cannot be queued, or null. */
function refusalFor(listing: Listing): string | null {
  if (listing.status === 'active') return 'Already listed on eBay';
  if (listing.status === 'sold') return 'Already sold on eBay';
  if (listing.status === 'publishing') return null;
  if (!listing.cardId && !listing.lotId) return CARD_DELETED;
  if (!listing.preparedAt) return 'Prepare the listing first';
  if (listing.problems.length > 0) return `Fix first: ${listing.problems.join('; ')}`;
  return null;
}

function idsOf(listing: Listing): { cardId?: string; lotId?: string } {
  return listing.lotId ? { lotId: listing.lotId } : { cardId: listing.cardId ?? undefined };
}

/** The title a dealer knows the listing by, when it has one. */
function titleOf(listing: Listing): { title?: string } {
  const title = listing.title?.trim();
  return title ? { title } : {};
}

/**
 * eBay's retry-later answer leaves the listing publishing, with eBay's words, for the job's next run; any other
 * refusal fails it.
 */
function noteRefusal(listing: Listing, errors: EbayErrorDetail[]): void {
  if (errors.some(isRetryableError)) listing.errors = errors.map(dealerMessage);
  else fail(listing, errors.map(dealerMessage));
}

function fail(listing: Listing, messages: string[]): void {
  listing.status = 'error';
  listing.errors = messages.length > 0 ? messages : ['eBay refused the listing without saying why'];
}

function isRetryableError(error: EbayErrorDetail): boolean {
  return RETRYABLE_ERROR_IDS.has(error.errorId);
}

function isRetryable(error: unknown): boolean {
  if (error instanceof TryAgainLater) return true;
  if (error instanceof EbayApiError) return error.status === 429 || error.status >= 500;
  return error instanceof TypeError || (error as Error)?.name === 'TimeoutError';
}

/** A whole bulk call that failed after the backoff: the job runs again later. */
function rethrowAsRetryable(error: unknown): never {
  if (isRetryable(error)) throw new TryAgainLater((error as Error).message, isRateLimited(error));
  throw error;
}

function isRateLimited(error: unknown): boolean {
  if (error instanceof TryAgainLater) return error.rateLimited;
  return error instanceof EbayApiError && error.status === 429;
}

function pictureRefusal(error: unknown): string {
  if (error instanceof EbayApiError && error.errors[0]) return dealerMessage(error.errors[0]);
  return `A picture could not be prepared for eBay: ${(error as Error).message}`;
}

/**
 * The last guard before eBay: a description saved before descriptions were cleaned on save (or written anywhere
 * else) goes without active content, which eBay does not allow; what is stored is what eBay was sent.
 */
function removeActiveContent(listing: Listing): void {
  if (!listing.description) return;
  const cleaned = withoutActiveContent(listing.description);
  listing.description = cleaned.html;
  if (cleaned.removed.length > 0)
    listing.warnings = warningsAfterCleaning(listing.warnings, cleaned.removed);
}
