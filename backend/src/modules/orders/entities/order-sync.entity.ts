import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Where a dealer's order sync with eBay stands: orders modified up to `syncedThrough` are in. */
@Entity({ tableName: 'order_sync' })
export class OrderSync {
  @PrimaryKey({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'datetime', nullable: true })
  syncedThrough: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastRunAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
