import { apiRequest, useApi } from '@pennant/api-client';
import {
  ONBOARDING_STEPS,
  PLATFORM_FEE_PERCENT,
  type CurrentUser,
  type OnboardingState,
  type PaymentMethodState,
  type PaymentSetupResponse,
  type PricingBasis,
} from '@pennant/contracts';
import { useSWRConfig } from 'swr';
import { CURRENT_USER_KEY } from '../../session/use-current-user';

export const ONBOARDING_STEP_TITLES = [
  'Welcome',
  'Connect eBay account',
  'Configure settings',
  'Payment method',
] as const;

/** The bases the onboarding wizard offers (spec section 5). */
export const ONBOARDING_PRICING_BASES: readonly PricingBasis[] = [
  'sold_median',
  'sold_average',
  'current_lowest',
];

/** A saved step as a wizard step: 1 to 4 (a new dealer's 0 starts at 1). */
export function clampStep(step: number | null | undefined): number {
  if (step === null || step === undefined || !Number.isFinite(step)) return 1;
  return Math.min(ONBOARDING_STEPS, Math.max(1, Math.trunc(step)));
}

export function saveOnboardingStep(step: number): Promise<OnboardingState> {
  return apiRequest<OnboardingState>('PUT', '/api/onboarding/step', { step });
}

export function completeOnboarding(): Promise<OnboardingState> {
  return apiRequest<OnboardingState>('PUT', '/api/onboarding/complete');
}

/**
 * Writes the server's onboarding state into the cached user and revalidates it, so the router
 * and the navigation see the new step (or completion) at once.
 */
export function useApplyOnboardingState() {
  const { mutate } = useSWRConfig();
  return (state: OnboardingState) =>
    mutate<CurrentUser | null>(CURRENT_USER_KEY, (user) => (user ? { ...user, ...state } : user), {
      revalidate: true,
    });
}

/** The platform fee as dealers read it: "2%". */
export const FEE_LABEL = `${Number(PLATFORM_FEE_PERCENT)}%`;

export const PAYMENT_METHOD_KEY = '/api/billing/payment-method';
/** Where a card is added when the server takes card payments (the finance remote's Billing page). */
export const BILLING_PAYMENT_PATH = '/billing?tab=payment';

/** GET /api/billing/payment-method: which provider bills the dealer, and a saved card if any. */
export function usePaymentMethod() {
  return useApi<PaymentMethodState>(PAYMENT_METHOD_KEY);
}

/**
 * POST /api/billing/payment-method/setup. With the local provider this alone sets invoice payments
 * up; the user is read again so the wizard sees `paymentSetup`.
 */
export function useSetUpPaymentMethod() {
  const { mutate } = useSWRConfig();
  return async (): Promise<PaymentSetupResponse> => {
    const setup = await apiRequest<PaymentSetupResponse>('POST', `${PAYMENT_METHOD_KEY}/setup`);
    await Promise.all([mutate(CURRENT_USER_KEY), mutate(PAYMENT_METHOD_KEY)]);
    return setup;
  };
}
