import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ListingStatus } from '@pennant/contracts';

/** A listing prepared from a card and (once published) live on eBay. */
@Entity({ tableName: 'listing' })
export class Listing {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'uuid', nullable: true })
  cardId: string | null = null;

  @Property({ type: 'text', nullable: true })
  title: string | null = null;

  @Property({ type: 'text', nullable: true })
  condition: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  listPrice: string | null = null;

  @Property({ type: 'text' })
  status: ListingStatus = 'draft';

  @Property({ type: 'text', nullable: true })
  ebayListingId: string | null = null;

  @Property({ type: 'text', nullable: true })
  url: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;
}
