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

  /** Where the order came from: eBay's Fulfillment API or a CSV the dealer imported. */
  @Property({ type: 'text' })
  source: 'ebay' | 'csv' = 'ebay';

  /** eBay's fees on the order (totalMarketplaceFee). */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  marketplaceFee: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentStatus: string | null = null;

  @Property({ type: 'text', nullable: true })
  cancelState: string | null = null;

  /** eBay's lastModifiedDate: a sync takes what changed after the last one. */
  @Property({ type: 'datetime', nullable: true })
  ebayModifiedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
