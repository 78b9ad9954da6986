import { Entity, EntityRepositoryType, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SETTINGS,
  DEFAULT_TIME_ZONE,
  type LottingMode,
  type PricingBasis,
} from '@pennant/contracts';
import { DealerRepository } from '../repositories/dealer.repository';

/** A dealer: identified by their eBay user id; owns their profile, pricing rules and onboarding progress. */
@Entity({ tableName: 'dealer', repository: () => DealerRepository })
export class Dealer {
  [EntityRepositoryType]?: DealerRepository;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true })
  ebayUserId!: string;

  @Property({ type: 'text' })
  username!: string;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  storeName: string | null = null;

  @Property({ type: 'text' })
  timeZone: string = DEFAULT_TIME_ZONE;

  @Property({ type: 'smallint' })
  onboardingStep: number = 1;

  @Property({ type: 'boolean' })
  onboardingComplete: boolean = false;

  @Property({ type: 'boolean' })
  settingsConfigured: boolean = false;

  @Property({ type: 'boolean' })
  paymentSetup: boolean = false;

  @Property({ type: 'text' })
  pricingBasis: PricingBasis = DEFAULT_SETTINGS.pricingBasis;

  @Property({ type: 'decimal', precision: 5, scale: 2 })
  defaultMarkupPercent: string = DEFAULT_SETTINGS.defaultMarkupPercent;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  minSingleFmv: string = DEFAULT_SETTINGS.minSingleFmv;

  @Property({ type: 'text' })
  lottingMode: LottingMode = DEFAULT_SETTINGS.lottingMode;

  @Property({ type: 'boolean' })
  autoApprove: boolean = DEFAULT_SETTINGS.autoApprove;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
