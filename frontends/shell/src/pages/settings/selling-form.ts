import {
  SELLING_CHOICE_FIELDS,
  type AuctionDuration,
  type ListingFormat,
  type PolicyOption,
  type SellingSetup,
  type UngradedCondition,
  type UpdateSellingSetupRequest,
} from '@pennant/contracts';
import { toTwoPlaces } from './service';

/** The Selling on eBay form: ids as chosen (undefined for none), percents and factors as typed. */
export interface SellingFormValues {
  fulfillmentPolicyId?: string;
  envelopePolicyId?: string;
  paymentPolicyId?: string;
  returnPolicyId?: string;
  merchantLocationKey?: string;
  format: ListingFormat;
  auctionDuration: AuctionDuration;
  auctionStartPercent: string;
  bestOffer: boolean;
  bestOfferAutoAcceptPercent: string;
  bestOfferAutoDeclinePercent: string;
  cardCondition: UngradedCondition;
  lotPriceFactor: string;
  autoPublish: boolean;
}

export function sellingFormValues(setup: SellingSetup): SellingFormValues {
  const { choices, defaults } = setup;
  return {
    fulfillmentPolicyId: choices.fulfillmentPolicyId ?? undefined,
    envelopePolicyId: choices.envelopePolicyId ?? undefined,
    paymentPolicyId: choices.paymentPolicyId ?? undefined,
    returnPolicyId: choices.returnPolicyId ?? undefined,
    merchantLocationKey: choices.merchantLocationKey ?? undefined,
    format: defaults.format,
    auctionDuration: defaults.auctionDuration,
    auctionStartPercent: defaults.auctionStartPercent,
    bestOffer: defaults.bestOffer,
    bestOfferAutoAcceptPercent: defaults.bestOfferAutoAcceptPercent ?? '',
    bestOfferAutoDeclinePercent: defaults.bestOfferAutoDeclinePercent ?? '',
    cardCondition: defaults.cardCondition,
    lotPriceFactor: defaults.lotPriceFactor,
    autoPublish: defaults.autoPublish,
  };
}

const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;

/** A decimal typed by the dealer, or null when it is not one (at most two places). */
function decimal(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  return DECIMAL.test(value) ? Number(value) : null;
}

function percentProblem(text: string | undefined, label: string): string | null {
  const value = decimal(text);
  if (value === null || value < 1 || value > 100)
    return `The ${label} must be a percent from 1 to 100, with at most two decimals.`;
  return null;
}

/**
 * What is wrong with the form, field by field (empty when it can be saved). Nothing is saved while
 * anything is wrong.
 */
export function sellingProblems(
  values: SellingFormValues,
): Partial<Record<keyof SellingFormValues, string>> {
  const problems: Partial<Record<keyof SellingFormValues, string>> = {};
  if (values.format === 'auction') {
    const start = percentProblem(values.auctionStartPercent, 'starting bid');
    if (start) problems.auctionStartPercent = start;
  }
  if (values.bestOffer) {
    const accept = values.bestOfferAutoAcceptPercent?.trim()
      ? percentProblem(values.bestOfferAutoAcceptPercent, 'auto-accept percent')
      : null;
    const decline = values.bestOfferAutoDeclinePercent?.trim()
      ? percentProblem(values.bestOfferAutoDeclinePercent, 'auto-decline percent')
      : null;
    if (accept) problems.bestOfferAutoAcceptPercent = accept;
    if (decline) problems.bestOfferAutoDeclinePercent = decline;
    const acceptAt = decimal(values.bestOfferAutoAcceptPercent);
    const declineAt = decimal(values.bestOfferAutoDeclinePercent);
    if (!accept && !decline && acceptAt !== null && declineAt !== null && declineAt >= acceptAt)
      problems.bestOfferAutoDeclinePercent =
        'Offers are declined below this percent: it must be lower than the auto-accept percent.';
  }
  const factor = decimal(values.lotPriceFactor);
  if (factor === null || factor < 0.01 || factor > 2)
    problems.lotPriceFactor = 'The lot price factor must be from 0.01 to 2.00, e.g. 0.80.';
  return problems;
}

/** What saving the selling setup means for publishing: ready, or what still stands in the way. */
export function savedSellingMessage(setup: Pick<SellingSetup, 'ready' | 'missing'>): string {
  if (setup.ready) return 'Your selling setup was saved: Pennant can publish to eBay.';
  if (setup.missing.length === 0) return 'Your selling setup was saved.';
  return `Your selling setup was saved, but Pennant cannot publish yet: ${setup.missing.join('; ')}.`;
}

/** PUT /api/selling/setup: every choice (none is null) and every default, decimals with two places. */
export function sellingSetupRequest(values: SellingFormValues): UpdateSellingSetupRequest {
  const request: UpdateSellingSetupRequest = {
    format: values.format,
    auctionDuration: values.auctionDuration,
    auctionStartPercent: toTwoPlaces(values.auctionStartPercent),
    bestOffer: values.bestOffer,
    bestOfferAutoAcceptPercent: values.bestOfferAutoAcceptPercent?.trim()
      ? toTwoPlaces(values.bestOfferAutoAcceptPercent)
      : null,
    bestOfferAutoDeclinePercent: values.bestOfferAutoDeclinePercent?.trim()
      ? toTwoPlaces(values.bestOfferAutoDeclinePercent)
      : null,
    cardCondition: values.cardCondition,
    lotPriceFactor: toTwoPlaces(values.lotPriceFactor),
    autoPublish: values.autoPublish,
  };
  for (const choice of SELLING_CHOICE_FIELDS) request[choice] = values[choice] || null;
  return request;
}

/** Defaults need a postal code only when eBay has no location to ship from yet. */
export function needsPostalCode(setup: Pick<SellingSetup, 'locations'>): boolean {
  return !setup.locations.some((location) => location.enabled);
}

/** A policy or location chosen before that eBay no longer has (deleted in Seller Hub). */
function goneFromEbay(setup: Pick<SellingSetup, 'choices' | 'policies' | 'locations'>): boolean {
  const { choices, policies } = setup;
  const gone = (id: string | null, ids: string[]) => id !== null && !ids.includes(id);
  const idsOf = (options: PolicyOption[]) => options.map((option) => option.id);
  return (
    gone(choices.fulfillmentPolicyId, idsOf(policies.fulfillment)) ||
    gone(choices.envelopePolicyId, idsOf(policies.fulfillment)) ||
    gone(choices.paymentPolicyId, idsOf(policies.payment)) ||
    gone(choices.returnPolicyId, idsOf(policies.return)) ||
    gone(
      choices.merchantLocationKey,
      setup.locations.map((location) => location.key),
    )
  );
}

/**
 * "Create sensible defaults" has something to do: business policies are off, a policy or the
 * ship-from location is not chosen or is gone from eBay, or there is no location yet. The envelope
 * policy is optional, but one chosen and gone is made again.
 */
export function defaultsWouldHelp(
  setup: Pick<SellingSetup, 'optedIn' | 'choices' | 'policies' | 'locations'>,
) {
  const { choices } = setup;
  return (
    !setup.optedIn ||
    !choices.fulfillmentPolicyId ||
    !choices.paymentPolicyId ||
    !choices.returnPolicyId ||
    !choices.merchantLocationKey ||
    needsPostalCode(setup) ||
    goneFromEbay(setup)
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The dealer's policies, and the one chosen before if it is no longer among them (so it never shows a bare id). */
export function policyOptions(policies: PolicyOption[], chosen: string | null): ChoiceOption[] {
  const options = policies.map((policy) => ({
    value: policy.id,
    label: policy.summary ? `${policy.name} (${policy.summary})` : policy.name,
  }));
  return withGoneChoice(options, chosen);
}

export function withGoneChoice(options: ChoiceOption[], chosen: string | null): ChoiceOption[] {
  if (chosen === null || options.some((option) => option.value === chosen)) return options;
  return [
    ...options,
    { value: chosen, label: 'No longer on eBay: choose another', disabled: true },
  ];
}
