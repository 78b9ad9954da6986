import { Entity, EntityRepositoryType, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type {
  AspectCheck,
  AuctionDuration,
  ConditionDescriptor,
  ListingFormat,
  ListingStatus,
  PreparationEditableField,
  PublishRetry,
  UngradedCondition,
} from '@pennant/contracts';
import { ListingRepository } from '../repositories/listing.repository';

/** One picture of a listing: where Pennant keeps it, and eBay's copy once uploaded through Media. */
export interface ListingPicture {
  /** Storage key of the image, or of the generated lot collage. */
  objectKey: string;
  /** Same-origin path for the screens. */
  url: string;
  thumbnailUrl: string | null;
  /** eBay's picture URL (Media API), set once uploaded. */
  ebayUrl: string | null;
  /** 180: the photo was taken upside down and is sent turned upright (absent on pictures prepared before). */
  turn?: 0 | 180;
}

/** eBay condition descriptor as sent: descriptor id with value ids or free text. */
export interface SentConditionDescriptor extends ConditionDescriptor {
  valueIds: string[];
  additionalInfo: string | null;
}

export interface BestOfferTerms {
  autoAcceptPrice: string | null;
  autoDeclinePrice: string | null;
}

/**
 * A card's (or a lot's) listing: its preparation (title, description, item specifics, condition,
 * price) and, once published, its eBay state. One per card or lot; it keeps its SKU for life, so
 * publishing again never makes a second eBay listing.
 */
@Entity({ tableName: 'listing', repository: () => ListingRepository })
export class Listing {
  [EntityRepositoryType]?: ListingRepository;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'uuid', nullable: true })
  cardId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  lotId: string | null = null;

  @Property({ type: 'text' })
  sku!: string;

  @Property({ type: 'text' })
  status: ListingStatus = 'draft';

  @Property({ type: 'text', nullable: true })
  title: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text[]' })
  keywords: string[] = [];

  @Property({ type: 'text[]' })
  features: string[] = [];

  @Property({ type: 'text' })
  categoryId!: string;

  /** As shown: "Ungraded: Near mint or better", "Graded: PSA 10". */
  @Property({ type: 'text', nullable: true })
  condition: string | null = null;

  @Property({ type: 'text', nullable: true })
  conditionId: 'LIKE_NEW' | 'USED_VERY_GOOD' | null = null;

  @Property({ type: 'json', columnType: 'jsonb' })
  conditionDescriptors: SentConditionDescriptor[] = [];

  @Property({ type: 'text', nullable: true })
  cardCondition: UngradedCondition | null = null;

  @Property({ type: 'json', columnType: 'jsonb' })
  aspects: Record<string, string[]> = {};

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  aspectCheck: AspectCheck | null = null;

  @Property({ type: 'text' })
  format: ListingFormat = 'fixed_price';

  /** Fixed price, or an auction's starting bid. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  listPrice: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  buyItNowPrice: string | null = null;

  @Property({ type: 'text', nullable: true })
  auctionDuration: AuctionDuration | null = null;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  bestOffer: BestOfferTerms | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  marketValue: string | null = null;

  @Property({ type: 'integer', nullable: true })
  lotSize: number | null = null;

  @Property({ type: 'json', columnType: 'jsonb' })
  pictures: ListingPicture[] = [];

  /** What blocks publishing (a missing required aspect, no price). */
  @Property({ type: 'json', columnType: 'jsonb' })
  problems: string[] = [];

  @Property({ type: 'json', columnType: 'jsonb' })
  warnings: string[] = [];

  /** eBay's refusals, in words a dealer can act on. */
  @Property({ type: 'json', columnType: 'jsonb' })
  errors: string[] = [];

  @Property({ type: 'text[]' })
  editedFields: PreparationEditableField[] = [];

  /** When eBay last accepted the inventory item for this SKU. */
  @Property({ type: 'datetime', nullable: true })
  inventoryItemAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  offerId: string | null = null;

  @Property({ type: 'integer' })
  publishAttempts: number = 0;

  /** eBay turned the publishing job away for now: the try that comes next, of how many. */
  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  publishRetry: PublishRetry | null = null;

  @Property({ type: 'text', nullable: true })
  ebayListingId: string | null = null;

  @Property({ type: 'text', nullable: true })
  url: string | null = null;

  /** eBay's day (Pacific time) of the last price revisions, and how many that day. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  revisionDay: string | null = null;

  @Property({ type: 'integer' })
  revisionsOnDay: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  preparedAt: Date | null = null;

  /** The first publish: what inventory age and days to sell count from. */
  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  /** When the listing's current eBay item went up (a relist is a new item): an auction ends its length after it. */
  @Property({ type: 'datetime', nullable: true })
  liveSince: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  soldAt: Date | null = null;

  /** What one item sold for on eBay (its order line's price), once the order is in; null unless sold. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  soldPrice: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;
}
