import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import {
  DEFAULT_AUCTION_DURATION,
  type AuctionDuration,
  type ListingFormat,
  type UngradedCondition,
} from '@pennant/contracts';

/** A dealer's choices for selling on eBay: policies, ship-from location and listing defaults. */
@Entity({ tableName: 'selling_setup' })
export class SellingSetup {
  @PrimaryKey({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'text', nullable: true })
  fulfillmentPolicyId: string | null = null;

  @Property({ type: 'text', nullable: true })
  envelopePolicyId: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentPolicyId: string | null = null;

  @Property({ type: 'text', nullable: true })
  returnPolicyId: string | null = null;

  @Property({ type: 'text', nullable: true })
  merchantLocationKey: string | null = null;

  @Property({ type: 'text' })
  format: ListingFormat = 'fixed_price';

  @Property({ type: 'text' })
  auctionDuration: AuctionDuration = DEFAULT_AUCTION_DURATION;

  @Property({ type: 'decimal', precision: 5, scale: 2 })
  auctionStartPercent: string = '60.00';

  @Property({ type: 'boolean' })
  bestOffer: boolean = false;

  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  bestOfferAutoAcceptPercent: string | null = null;

  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  bestOfferAutoDeclinePercent: string | null = null;

  @Property({ type: 'text' })
  cardCondition: UngradedCondition = 'near_mint_or_better';

  @Property({ type: 'decimal', precision: 4, scale: 2 })
  lotPriceFactor: string = '0.80';

  @Property({ type: 'boolean' })
  autoPublish: boolean = false;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
