import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An eBay order for one of the dealer's listings; `ebayOrderId` is unique per dealer. */
@Entity({ tableName: 'customer_order' })
@Unique({ properties: ['dealerId', 'ebayOrderId'] })
export class Order {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'text' })
  ebayOrderId!: string;

  @Property({ type: 'text', nullable: true })
  buyer: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  totalPrice!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  shippingPaid: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  refundAmount: string = '0.00';

  @Property({ type: 'datetime' })
  orderedAt!: Date;

  @Property({ type: 'uuid', nullable: true })
  listingId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
