import { EntityRepository, type FilterQuery, type QueryOrderMap } from '@mikro-orm/postgresql';
import {
  IDENTIFIED_FIELDS,
  IDENTIFIED_MIN_CONFIDENCE,
  type CardSort,
  type CardStatus,
} from '@pennant/contracts';
import type { Card } from '../entities/card.entity';

export interface CardSearch {
  status?: CardStatus;
  q?: string;
  sort?: CardSort;
  page: number;
  pageSize: number;
}

const SEARCHED_FIELDS = ['player', 'brand', 'set', 'team', 'cardNumber'] as const;
/** Words of a search past these are not needed to find a card, and each costs a condition. */
const MOST_SEARCHED_WORDS = 8;

/** "mauer twins 2015": each word must be in one of the card's fields ("twins" in its team, "2015" its year). */
function searchedWords(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MOST_SEARCHED_WORDS);
}

function matchingAnyField(word: string): FilterQuery<Card> {
  const pattern = `%${escapeLike(word)}%`;
  const fields: FilterQuery<Card>[] = SEARCHED_FIELDS.map((field) => ({
    [field]: { $ilike: pattern },
  }));
  if (/^\d{4}$/.test(word)) fields.push({ year: Number(word) });
  return { $or: fields };
}
/** Each order ends on the upload time and the id, so a page never repeats or skips a card between requests. */
const CARD_ORDERS: Record<CardSort, QueryOrderMap<Card>> = {
  newest: { createdAt: 'desc', id: 'asc' },
  oldest: { createdAt: 'asc', id: 'asc' },
  value: { estimatedHigh: 'desc nulls last', createdAt: 'desc', id: 'asc' },
  player: { player: 'asc nulls last', year: 'asc nulls last', createdAt: 'desc', id: 'asc' },
  confidence: { confidence: 'asc nulls first', createdAt: 'desc', id: 'asc' },
};
const HINT_SOURCE_LIMIT = 500;
/** One placeholder per identified field, for an array of them in SQL. */
const EVERY_FIELD = IDENTIFIED_FIELDS.map(() => '?').join(', ');

export class CardRepository extends EntityRepository<Card> {
  findOwned(dealerId: string, id: string): Promise<Card | null> {
    return this.findOne({ id, dealerId }, { populate: ['images'] });
  }

  /** The dealer's other cards with an image whose digest is one of these. */
  withSamePhotos(dealerId: string, exceptId: string, digests: string[]): Promise<Card[]> {
    return this.find(
      { dealerId, id: { $ne: exceptId }, images: { sha256: { $in: digests } } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /** The dealer's cards in the order asked (newest first by default), filtered by status and by text in the descriptive fields. */
  search(dealerId: string, search: CardSearch): Promise<[Card[], number]> {
    const where: FilterQuery<Card> = { dealerId };
    if (search.status) where.status = search.status;
    const words = searchedWords(search.q);
    if (words.length > 0) where.$and = words.map(matchingAnyField);
    return this.findAndCount(where, {
      populate: ['images'],
      orderBy: CARD_ORDERS[search.sort ?? 'newest'],
      limit: search.pageSize,
      offset: (search.page - 1) * search.pageSize,
    });
  }

  /**
   * How many identified cards read "Check": `needsCheck` (review-state.ts) counted in the database, since /cards
   * asks on every refresh and most cards of real photos are under the threshold. Under the calibrated confidence,
   * with a doubtful field the dealer has not corrected (every identified field when none is named).
   */
  async countToCheck(dealerId: string): Promise<number> {
    const [row]: { count: number }[] = await this.getEntityManager().execute(
      `SELECT count(*)::int AS count FROM card
        WHERE dealer_id = ? AND status = 'identified'
          AND (same_photos_as IS NOT NULL OR (
            (confidence IS NULL OR confidence < ?::numeric)
            AND NOT (
              (CASE WHEN cardinality(doubtful_fields) > 0 THEN doubtful_fields ELSE ARRAY[${EVERY_FIELD}]::text[] END)
              <@ corrected_fields
            )
          ))`,
      [dealerId, IDENTIFIED_MIN_CONFIDENCE, ...IDENTIFIED_FIELDS],
    );
    return row.count;
  }

  /** Cards per status and the sum of their high estimates (a numeric string), over all the dealer's cards. */
  async summary(
    dealerId: string,
  ): Promise<{ status: CardStatus; count: number; estimatedHighSum: string }[]> {
    const rows: { status: CardStatus; count: number; estimated_high_sum: string }[] =
      await this.getEntityManager().execute(
        `SELECT status, count(*)::int AS count, coalesce(sum(estimated_high), 0)::text AS estimated_high_sum
           FROM card WHERE dealer_id = ? GROUP BY status`,
        [dealerId],
      );
    return rows.map((row) => ({
      status: row.status,
      count: row.count,
      estimatedHighSum: row.estimated_high_sum,
    }));
  }

  /** Identified cards awaiting review, least confident first. */
  pending(dealerId: string): Promise<Card[]> {
    return this.find(
      { dealerId, status: 'identified' },
      { populate: ['images'], orderBy: { confidence: 'asc nulls first', createdAt: 'asc' } },
    );
  }

  /** Identified cards, all of them or only those listed. */
  awaitingReview(dealerId: string, ids?: string[]): Promise<Card[]> {
    return this.find(
      { dealerId, status: 'identified', ...(ids ? { id: { $in: ids } } : {}) },
      { populate: ['images'] },
    );
  }

  /** The dealer's cards awaiting review whose pricing eBay failed, longest waiting first. */
  awaitingRepricing(dealerId: string, limit: number): Promise<Card[]> {
    return this.find(
      { dealerId, status: 'identified', pricing: { ebayUnavailable: true } },
      { populate: ['images'], orderBy: { updatedAt: 'asc', id: 'asc' }, limit },
    );
  }

  /** Dealers with cards awaiting review whose pricing eBay failed. */
  async dealersAwaitingRepricing(): Promise<string[]> {
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<{ dealer_id: string }[]>(
        `SELECT DISTINCT dealer_id FROM card
          WHERE status = 'identified' AND (pricing->>'ebayUnavailable')::boolean`,
      );
    return rows.map((row) => row.dealer_id);
  }

  /** Identified cards with a known market value under `minimum` (a two-place decimal string). */
  underFmv(dealerId: string, minimum: string): Promise<Card[]> {
    return this.find(
      { dealerId, status: 'identified', marketValue: { $ne: null, $lt: minimum } },
      { populate: ['images'], orderBy: { createdAt: 'asc' } },
    );
  }

  /** The dealer's most recent corrected cards: what identification should learn from. */
  corrected(dealerId: string): Promise<Card[]> {
    return this.find(
      { dealerId, correctedFields: { $overlap: ['player', 'team', 'brand', 'set', 'year'] } },
      { orderBy: { updatedAt: 'desc' }, limit: HINT_SOURCE_LIMIT },
    );
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
