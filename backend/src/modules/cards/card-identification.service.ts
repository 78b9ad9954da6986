import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Identification, ImageRole, RecognitionInput } from '@pennant/card-recognition';
import { CardRecognition } from '../../integrations/recognition';
import { DealersService } from '../dealers';
import { UploadsService } from '../uploads';
import { qualifiesForAutoApprove } from './auto-approve';
import { toCardView } from './card.mapper';
import { CardEventBus } from './card-events';
import { CardLifecycle, cardRef } from './card-lifecycle';
import { Card } from './entities/card.entity';
import type { CardImage } from './entities/card-image.entity';
import { hintsFromCorrections } from './dealer-hints';
import { applyIdentification } from './identification-fields';
import { CardPricer } from './card-pricer';

/** A card whose identification kept failing for a reason of Pennant's own (storage, database), not the photo's. */
export const IDENTIFICATION_UNFINISHED =
  'Unable to identify this card: Pennant could not finish reading it. Please retry; the photos are kept.';

/** A card whose identification could not be queued (Redis unreachable); the dealer retries it. */
export const IDENTIFICATION_UNAVAILABLE =
  'Identification is unavailable right now: try again in a minute';

type Reading = { identification: Identification } | { unreadable: string };

interface RecordedOutcome {
  /** The card first, then its copies whose pointer changed. */
  changed: Card[];
  autoApproved: boolean;
}

/**
 * The body of the identification job: images -> engine -> prices -> card. Idempotent: a card that
 * is no longer processing (already done, deleted) is left alone, so running it twice is harmless.
 */
@Injectable()
export class CardIdentificationService {
  private readonly logger = new Logger('CardIdentification');

  constructor(
    private readonly em: EntityManager,
    private readonly recognition: CardRecognition,
    private readonly uploads: UploadsService,
    private readonly pricer: CardPricer,
    private readonly dealers: DealersService,
    private readonly events: CardEventBus,
    private readonly lifecycle: CardLifecycle,
  ) {}

  async identifyCard(cardId: string): Promise<void> {
    const em = this.em.fork();
    const card = await em.findOne(Card, { id: cardId }, { populate: ['images'] });
    if (!card || card.status !== 'processing') return;
    const input = await this.recognitionInput(em, card);
    // The engine answers per image in the order given: which image each answer is about.
    const imageIds = card.images.getItems().map((image) => image.id);
    // The photos' digests are saved before the engine runs, so of two copies identified at once the one that
    // finishes second always finds the first (linkSamePhotos).
    await em.flush();
    const reading = await this.read(card.id, input);
    const outcome = await this.record(cardId, reading, imageIds);
    if (!outcome) return;
    await Promise.all(outcome.changed.map((changed) => this.announce(changed)));
    if (outcome.autoApproved) await this.lifecycle.announceApproved([cardRef(outcome.changed[0])]);
  }

  /**
   * What the engine made of the photos, or why it could not read them (the photo's problem, told as it is).
   * Only the engine's own failure is caught: a database or storage failure after it goes to the queue's retries.
   */
  private async read(cardId: string, input: RecognitionInput): Promise<Reading> {
    try {
      return { identification: await this.recognition.identify(input) };
    } catch (error) {
      this.logger.warn(`Card ${cardId} not identified: ${(error as Error).message}`);
      return { unreadable: `Unable to identify this card: ${(error as Error).message}` };
    }
  }

  /**
   * Writes the reading onto the card as it is now, not as it was when the job began: the dealer may have corrected
   * it while the engine ran, and those fields stay theirs. The row is locked meanwhile so a correction saved during
   * this write waits for it instead of being overwritten. Answers nothing when the card was deleted or settled.
   */
  private async record(
    cardId: string,
    reading: Reading,
    imageIds: string[],
  ): Promise<RecordedOutcome | null> {
    return this.em.fork().transactional(async (tx) => {
      const card = await tx.findOne(Card, { id: cardId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!card || card.status !== 'processing') return null;
      await tx.populate(card, ['images']);
      if ('identification' in reading) turnUpright(card, imageIds, reading.identification);
      const autoApproved = await this.settleReading(card, reading);
      const samePhotos = await linkSamePhotos(tx, card);
      return { changed: [card, ...samePhotos], autoApproved };
    });
  }

  private async settleReading(card: Card, reading: Reading): Promise<boolean> {
    if ('unreadable' in reading) {
      card.status = 'error';
      card.error = reading.unreadable;
      return false;
    }
    applyIdentification(card, reading.identification);
    await this.pricer.price(card);
    return this.settle(card);
  }

  /** Cards of every dealer still waiting for identification (after a restart of the in-process runner). */
  async unfinishedCardIds(): Promise<string[]> {
    const cards = await this.em
      .fork()
      .find(Card, { status: 'processing' }, { fields: ['id'], orderBy: { createdAt: 'asc' } });
    return cards.map((card) => card.id);
  }

  /** Cards processing since before `before` (their job may have been lost), oldest first, at most `limit`. */
  async processingSince(before: Date, limit: number): Promise<string[]> {
    const cards = await this.em
      .fork()
      .find(
        Card,
        { status: 'processing', updatedAt: { $lt: before } },
        { fields: ['id'], orderBy: { updatedAt: 'asc' }, limit },
      );
    return cards.map((card) => card.id);
  }

  /**
   * Records a failure that retries did not cure; the images stay, so the dealer can retry. The reason (a storage
   * path, a database statement) is for the operator's log, where the job queue has written it; the dealer is told
   * what happened in their terms.
   */
  async markFailed(cardId: string): Promise<void> {
    const em = this.em.fork();
    const card = await em.findOne(Card, { id: cardId }, { populate: ['images'] });
    if (!card || card.status !== 'processing') return;
    card.status = 'error';
    card.error = IDENTIFICATION_UNFINISHED;
    await em.flush();
    await this.announce(card);
  }

  private async announce(card: Card): Promise<void> {
    await this.events.publish(card.dealerId, {
      type: 'card.updated',
      cardId: card.id,
      card: toCardView(card),
    });
  }

  /** The card's images and the dealer's hints; a storage or database failure here is retried by the queue. */
  private async recognitionInput(em: EntityManager, card: Card): Promise<RecognitionInput> {
    const images = await Promise.all(
      card.images.getItems().map(async (image) => {
        const data = await this.uploads.readObject(image.objectKey);
        image.sha256 = createHash('sha256').update(data).digest('hex');
        return { data, role: roleOf(image), name: image.name ?? undefined };
      }),
    );
    const corrected = await em.getRepository(Card).corrected(card.dealerId);
    return { images, hints: hintsFromCorrections(corrected) };
  }

  /** Identified, or approved at once when the dealer's auto-approve rule takes it (answers which). */
  private async settle(card: Card): Promise<boolean> {
    card.status = 'identified';
    card.error = null;
    card.identifiedAt = new Date();
    const settings = await this.dealers.getPricingSettings(card.dealerId);
    if (!settings.autoApprove || !qualifiesForAutoApprove(card.confidence, card.marketValue))
      return false;
    card.status = 'approved';
    card.approvedAt = new Date();
    return true;
  }
}

/**
 * Each photo the engine read upside down is marked to be turned (its eBay picture is sent upright). Only a half turn:
 * a card printed sideways reads a quarter turn round as often as a photo taken sideways, so that is left as taken.
 */
function turnUpright(card: Card, imageIds: string[], identification: Identification): void {
  for (const image of card.images.getItems()) {
    const read = identification.text[imageIds.indexOf(image.id)];
    if (read) image.uprightTurn = read.rotation === 180 ? 180 : 0;
  }
}

function roleOf(image: CardImage): ImageRole {
  if (image.type === 'front' || image.type === 'back') return image.type;
  return 'other';
}

/**
 * Cards of the dealer made from the same photos as this one (the same stack dropped twice): the earliest is the
 * card, every later one points at it (and reads "Check"). Either may be identified first, so both directions are
 * looked at; answers the other cards whose pointer changed.
 */
async function linkSamePhotos(em: EntityManager, card: Card): Promise<Card[]> {
  const digests = card.images.getItems().flatMap((image) => (image.sha256 ? [image.sha256] : []));
  if (digests.length === 0) return [];
  const others = await em.getRepository(Card).withSamePhotos(card.dealerId, card.id, digests);
  return pointCopiesAtFirst([card, ...others]).filter((changed) => changed !== card);
}

/** The earliest card of those sharing photos is the card; the others point at it. Answers those that changed. */
function pointCopiesAtFirst(sharing: Card[]): Card[] {
  const [first, ...later] = [...sharing].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return [first, ...later].filter((each) => {
    const pointer = each === first ? null : first.id;
    if (each.samePhotosAs === pointer) return false;
    each.samePhotosAs = pointer;
    return true;
  });
}
