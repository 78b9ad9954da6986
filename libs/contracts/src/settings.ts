import type { LottingMode, PricingBasis, TimeZone } from './constants';

/** Decimal amounts travel as strings with two places, e.g. "8.00". */
export type DecimalString = string;

export interface PricingSettings {
  pricingBasis: PricingBasis;
  defaultMarkupPercent: DecimalString;
  minSingleFmv: DecimalString;
  lottingMode: LottingMode;
  autoApprove: boolean;
}

export interface Profile {
  storeName: string | null;
  email: string | null;
  timeZone: TimeZone | string;
}

/** GET /api/settings */
export interface SettingsResponse {
  ebayAccount: { ebayUserId: string; expiresAt: string } | null;
  settings: PricingSettings;
  profile: Profile;
}

/** PUT /api/settings */
export interface UpdatePricingRulesRequest {
  pricingBasis?: PricingBasis;
  defaultMarkupPercent?: DecimalString;
  minSingleFmv?: DecimalString;
  lottingMode?: LottingMode;
}

/** PUT /api/dealer/settings */
export interface UpdateDealerSettingsRequest {
  pricingBasis?: PricingBasis;
  defaultMarkupPercent?: DecimalString;
  minSingleFmv?: DecimalString;
  autoApprove?: boolean;
}

/** PUT /api/profile */
export interface UpdateProfileRequest {
  storeName?: string | null;
  timeZone?: string;
}

/** PUT /api/onboarding/step */
export interface OnboardingStepRequest {
  step: number;
}

export interface OnboardingState {
  onboardingStep: number;
  onboardingComplete: boolean;
}
