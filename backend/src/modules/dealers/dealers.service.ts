import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  OnboardingState,
  PricingSettings,
  Profile,
  UpdateDealerSettingsRequest,
  UpdatePricingRulesRequest,
  UpdateProfileRequest,
} from '@pennant/contracts';
import { ONBOARDING_STEPS } from '@pennant/contracts';
import { toDecimalString } from '../../common';
import { Dealer } from './entities/dealer.entity';
import { DealerRepository } from './repositories/dealer.repository';
import { DealersError } from './dealers.errors';
import { KnownTimeZones } from './time-zones';

/** What eBay's identity call tells us about the person signing in. */
export interface EbayIdentity {
  userId: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** The dealer as other modules see it (never the entity). */
export interface DealerSummary {
  id: string;
  ebayUserId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  onboardingStep: number;
  onboardingComplete: boolean;
  settingsConfigured: boolean;
  paymentSetup: boolean;
  timeZone: string;
}

/** Another module's own part of erasing a dealer (billing: the customer at the payment provider). */
export type ErasureStep = (dealerId: string) => Promise<void>;

@Injectable()
export class DealersService {
  private readonly logger = new Logger('Dealers');
  private readonly erasureSteps: { name: string; run: ErasureStep }[] = [];

  constructor(
    private readonly dealers: DealerRepository,
    private readonly em: EntityManager,
    private readonly knownTimeZones: KnownTimeZones,
  ) {}

  /** The dealer for an eBay identity, made on first sign-in (`created`), kept up to date after. */
  async upsertFromEbay(identity: EbayIdentity): Promise<DealerSummary & { created: boolean }> {
    const existing = await this.dealers.findByEbayUserId(identity.userId);
    const dealer = existing ?? this.dealers.create(new Dealer());
    dealer.ebayUserId = identity.userId;
    dealer.username = identity.username;
    if (identity.firstName !== undefined) dealer.firstName = identity.firstName;
    if (identity.lastName !== undefined) dealer.lastName = identity.lastName;
    if (identity.email !== undefined) dealer.email = identity.email;
    await this.em.persistAndFlush(dealer);
    return { ...summarize(dealer), created: !existing };
  }

  async findSummary(dealerId: string): Promise<DealerSummary | null> {
    const dealer = await this.dealers.findOne({ id: dealerId });
    return dealer ? summarize(dealer) : null;
  }

  async getSummary(dealerId: string): Promise<DealerSummary> {
    return summarize(await this.load(dealerId));
  }

  /** The dealer of an eBay user and when they signed up. */
  async findSignUpByEbayUserId(
    ebayUserId: string,
  ): Promise<{ id: string; signedUpAt: Date } | null> {
    const dealer = await this.dealers.findByEbayUserId(ebayUserId);
    return dealer ? { id: dealer.id, signedUpAt: dealer.createdAt } : null;
  }

  async getPricingSettings(dealerId: string): Promise<PricingSettings> {
    return pricingSettingsOf(await this.load(dealerId));
  }

  async getProfile(dealerId: string): Promise<Profile> {
    return profileOf(await this.load(dealerId));
  }

  async updatePricingSettings(
    dealerId: string,
    changes: UpdatePricingRulesRequest & UpdateDealerSettingsRequest,
  ): Promise<PricingSettings> {
    const dealer = await this.load(dealerId);
    if (changes.pricingBasis !== undefined) dealer.pricingBasis = changes.pricingBasis;
    if (changes.defaultMarkupPercent !== undefined)
      dealer.defaultMarkupPercent = toDecimalString(changes.defaultMarkupPercent);
    if (changes.minSingleFmv !== undefined)
      dealer.minSingleFmv = toDecimalString(changes.minSingleFmv);
    if (changes.lottingMode !== undefined) dealer.lottingMode = changes.lottingMode;
    if (changes.autoApprove !== undefined) dealer.autoApprove = changes.autoApprove;
    // The Automation switch saves autoApprove alone: that is not setting up pricing rules.
    if (savesPricingRules(changes)) dealer.settingsConfigured = true;
    await this.em.flush();
    return pricingSettingsOf(dealer);
  }

  async updateProfile(dealerId: string, changes: UpdateProfileRequest): Promise<Profile> {
    const dealer = await this.load(dealerId);
    if (changes.storeName !== undefined) dealer.storeName = changes.storeName?.trim() || null;
    if (changes.timeZone !== undefined)
      dealer.timeZone = await this.knownTimeZones.canonical(changes.timeZone);
    await this.em.flush();
    return profileOf(dealer);
  }

  async setOnboardingStep(dealerId: string, step: number): Promise<OnboardingState> {
    const dealer = await this.load(dealerId);
    dealer.onboardingStep = step;
    await this.em.flush();
    return onboardingOf(dealer);
  }

  async completeOnboarding(dealerId: string): Promise<OnboardingState> {
    const dealer = await this.load(dealerId);
    dealer.onboardingStep = ONBOARDING_STEPS;
    dealer.onboardingComplete = true;
    await this.em.flush();
    return onboardingOf(dealer);
  }

  /** A payment method is saved (or the local provider needs none): onboarding's payment step is done. */
  async markPaymentSetup(dealerId: string): Promise<void> {
    await this.em.nativeUpdate(Dealer, { id: dealerId }, { paymentSetup: true });
  }

  /**
   * Each dealer's time zone and since when they are a dealer, for work done at each dealer's local time (month-end
   * billing); one dealer's only when `dealerId` is given.
   */
  async billingCalendars(
    dealerId?: string,
  ): Promise<{ id: string; timeZone: string; since: Date }[]> {
    const dealers = await this.em
      .fork()
      .find(Dealer, dealerId ? { id: dealerId } : {}, { fields: ['id', 'timeZone', 'createdAt'] });
    return dealers.map((dealer) => ({
      id: dealer.id,
      timeZone: dealer.timeZone,
      since: dealer.createdAt,
    }));
  }

  /**
   * A step other modules add to every erasure, run before the dealer's row goes: what they keep outside this
   * database is found through rows that go with it. Modules that depend on this one register here, so the
   * module that erases (auth) need not depend on them.
   */
  addErasureStep(name: string, run: ErasureStep): void {
    this.erasureSteps.push({ name, run });
  }

  /**
   * Erases the dealer; every table that belongs to a dealer cascades from this row. A step that fails is logged
   * and the erasure goes on: eBay's deletion notice must be honoured whatever a third party answers.
   */
  async erase(dealerId: string): Promise<void> {
    for (const step of this.erasureSteps) {
      await step
        .run(dealerId)
        .catch((error: Error) =>
          this.logger.error(`Erasing dealer ${dealerId}: ${step.name} failed: ${error.message}`),
        );
    }
    await this.em.nativeDelete(Dealer, { id: dealerId });
  }

  count(): Promise<number> {
    return this.dealers.count();
  }

  private async load(dealerId: string): Promise<Dealer> {
    const dealer = await this.dealers.findOne({ id: dealerId });
    if (!dealer) throw DealersError.notFound();
    return dealer;
  }
}

const PRICING_RULE_FIELDS = [
  'pricingBasis',
  'defaultMarkupPercent',
  'minSingleFmv',
  'lottingMode',
] as const satisfies readonly (keyof UpdatePricingRulesRequest)[];

function savesPricingRules(changes: UpdatePricingRulesRequest): boolean {
  return PRICING_RULE_FIELDS.some((field) => changes[field] !== undefined);
}

function summarize(dealer: Dealer): DealerSummary {
  return {
    id: dealer.id,
    ebayUserId: dealer.ebayUserId,
    username: dealer.username,
    firstName: dealer.firstName,
    lastName: dealer.lastName,
    email: dealer.email,
    onboardingStep: dealer.onboardingStep,
    onboardingComplete: dealer.onboardingComplete,
    settingsConfigured: dealer.settingsConfigured,
    paymentSetup: dealer.paymentSetup,
    timeZone: dealer.timeZone,
  };
}

function pricingSettingsOf(dealer: Dealer): PricingSettings {
  return {
    pricingBasis: dealer.pricingBasis,
    defaultMarkupPercent: toDecimalString(dealer.defaultMarkupPercent),
    minSingleFmv: toDecimalString(dealer.minSingleFmv),
    lottingMode: dealer.lottingMode,
    autoApprove: dealer.autoApprove,
  };
}

function profileOf(dealer: Dealer): Profile {
  return { storeName: dealer.storeName, email: dealer.email, timeZone: dealer.timeZone };
}

function onboardingOf(dealer: Dealer): OnboardingState {
  return { onboardingStep: dealer.onboardingStep, onboardingComplete: dealer.onboardingComplete };
}
