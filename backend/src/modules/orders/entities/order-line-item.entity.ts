import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * One line of an order: what sold, for how much, and (when it was one of the dealer's Pennant
 * listings, matched by SKU then eBay item id) which listing and card it was.
 */
@Entity({ tableName: 'order_line_item' })
@Unique({ properties: ['orderId', 'lineItemId'] })
export class OrderLineItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  orderId!: string;

  @Property({ type: 'uuid' })
  dealerId!: string;

  /** eBay's line item id. */
  @Property({ type: 'text' })
  lineItemId!: string;

  @Property({ type: 'text', nullable: true })
  sku: string | null = null;

  @Property({ type: 'text', nullable: true })
  legacyItemId: string | null = null;

  @Property({ type: 'text', nullable: true })
  title: string | null = null;

  @Property({ type: 'integer' })
  quantity: number = 1;

  /** lineItemCost: the item price times the quantity. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  itemPrice: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  shipping: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  discount: string = '0.00';

  /** Sales tax eBay collected and remits itself: never part of the sale. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  ebayCollectedTax: string = '0.00';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  refundAmount: string = '0.00';

  /** eBay's fees on this line (Finances API), null until eBay reported them. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  ebayFee: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  listingId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  cardId: string | null = null;

  /** Counts toward Pennant's fee: matched a Pennant listing, or the dealer marked it so. */
  @Property({ type: 'boolean' })
  listedThroughPennant: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
