import type { SellingSetup } from '@pennant/contracts';
import {
  defaultsWouldHelp,
  needsPostalCode,
  policyOptions,
  sellingFormValues,
  sellingProblems,
  sellingSetupRequest,
  type SellingFormValues,
  savedSellingMessage,
} from './selling-form';

const setup: SellingSetup = {
  ebayConnected: true,
  optedIn: true,
  policies: {
    fulfillment: [{ id: '6000001000', name: 'Tracked', summary: 'USPS, $4.99', envelope: false }],
    payment: [
      { id: '6000003000', name: 'Immediate', summary: 'Immediate payment', envelope: false },
    ],
    return: [{ id: '6000004000', name: '30 days', summary: '30 days', envelope: false }],
  },
  locations: [],
  choices: {
    fulfillmentPolicyId: '6000001000',
    envelopePolicyId: null,
    paymentPolicyId: '6000003000',
    returnPolicyId: null,
    merchantLocationKey: null,
  },
  defaults: {
    format: 'fixed_price',
    auctionDuration: 'DAYS_7',
    auctionStartPercent: '60.00',
    bestOffer: false,
    bestOfferAutoAcceptPercent: null,
    bestOfferAutoDeclinePercent: null,
    cardCondition: 'near_mint_or_better',
    lotPriceFactor: '0.80',
    autoPublish: false,
  },
  missing: ['Choose a return policy', 'Choose the location cards ship from'],
  ready: false,
};

describe('selling setup form', () => {
  it('holds the choices and defaults, none as empty', () => {
    const values = sellingFormValues(setup);
    expect(values.fulfillmentPolicyId).toBe('6000001000');
    expect(values.returnPolicyId).toBeUndefined();
    expect(values.bestOfferAutoAcceptPercent).toBe('');
    expect(values.lotPriceFactor).toBe('0.80');
  });

  it('sends every choice (none as null) and decimals with two places', () => {
    const values: SellingFormValues = {
      ...sellingFormValues(setup),
      returnPolicyId: '6000004000',
      format: 'auction',
      auctionStartPercent: '55',
      bestOffer: true,
      bestOfferAutoAcceptPercent: '90',
      bestOfferAutoDeclinePercent: '60.5',
      lotPriceFactor: '0.75',
      autoPublish: true,
    };
    expect(sellingSetupRequest(values)).toEqual({
      fulfillmentPolicyId: '6000001000',
      envelopePolicyId: null,
      paymentPolicyId: '6000003000',
      returnPolicyId: '6000004000',
      merchantLocationKey: null,
      format: 'auction',
      auctionDuration: 'DAYS_7',
      auctionStartPercent: '55.00',
      bestOffer: true,
      bestOfferAutoAcceptPercent: '90.00',
      bestOfferAutoDeclinePercent: '60.50',
      cardCondition: 'near_mint_or_better',
      lotPriceFactor: '0.75',
      autoPublish: true,
    });
  });

  it('refuses bad percents and factors, naming the field', () => {
    const values = sellingFormValues(setup);
    expect(sellingProblems(values)).toEqual({});
    expect(
      sellingProblems({
        ...values,
        format: 'auction',
        auctionStartPercent: '150',
        bestOffer: true,
        bestOfferAutoAcceptPercent: '12.345',
        lotPriceFactor: '3',
      }),
    ).toEqual({
      auctionStartPercent:
        'The starting bid must be a percent from 1 to 100, with at most two decimals.',
      bestOfferAutoAcceptPercent:
        'The auto-accept percent must be a percent from 1 to 100, with at most two decimals.',
      lotPriceFactor: 'The lot price factor must be from 0.01 to 2.00, e.g. 0.80.',
    });
    expect(
      sellingProblems({
        ...values,
        bestOffer: true,
        bestOfferAutoAcceptPercent: '70',
        bestOfferAutoDeclinePercent: '80',
      }),
    ).toEqual({
      bestOfferAutoDeclinePercent:
        'Offers are declined below this percent: it must be lower than the auto-accept percent.',
    });
  });

  it('does not check what the chosen format or Best Offer leaves unused', () => {
    const values = {
      ...sellingFormValues(setup),
      auctionStartPercent: 'abc',
      bestOfferAutoAcceptPercent: '500',
    };
    expect(sellingProblems(values)).toEqual({});
  });

  it('asks for a postal code only when there is no location to ship from', () => {
    expect(needsPostalCode(setup)).toBe(true);
    expect(
      needsPostalCode({
        locations: [{ key: 'k', name: 'Home', summary: '10001, US', enabled: true }],
      }),
    ).toBe(false);
  });
});

describe('create sensible defaults', () => {
  it('is offered while a required piece is missing, not for the optional envelope', () => {
    expect(defaultsWouldHelp(setup)).toBe(true);
    const complete = {
      optedIn: true,
      policies: setup.policies,
      locations: [{ key: 'k', name: 'Home', summary: '10001, US', enabled: true }],
      choices: {
        ...setup.choices,
        returnPolicyId: '6000004000',
        merchantLocationKey: 'k',
      },
    };
    expect(defaultsWouldHelp(complete)).toBe(false);
    expect(defaultsWouldHelp({ ...complete, optedIn: false })).toBe(true);
  });

  it('is offered when a policy chosen before is gone from eBay, the optional envelope too', () => {
    const complete = {
      optedIn: true,
      policies: setup.policies,
      locations: [{ key: 'k', name: 'Home', summary: '10001, US', enabled: true }],
      choices: { ...setup.choices, returnPolicyId: '6000004000', merchantLocationKey: 'k' },
    };
    expect(
      defaultsWouldHelp({
        ...complete,
        choices: { ...complete.choices, envelopePolicyId: 'deleted-on-ebay' },
      }),
    ).toBe(true);
    expect(
      defaultsWouldHelp({
        ...complete,
        choices: { ...complete.choices, paymentPolicyId: 'deleted-on-ebay' },
      }),
    ).toBe(true);
  });

  it('names a policy chosen before that is no longer on eBay, instead of showing its bare id', () => {
    const tracked = setup.policies.fulfillment;
    expect(policyOptions(tracked, '6000001000')).toEqual([
      { value: '6000001000', label: 'Tracked (USPS, $4.99)' },
    ]);
    expect(policyOptions(tracked, 'deleted-on-ebay')).toEqual([
      { value: '6000001000', label: 'Tracked (USPS, $4.99)' },
      { value: 'deleted-on-ebay', label: 'No longer on eBay: choose another', disabled: true },
    ]);
    expect(policyOptions(tracked, null)).toHaveLength(1);
  });
});

describe('what saving the selling setup says', () => {
  it('says what still stands in the way of publishing, or that Pennant can publish', () => {
    expect(savedSellingMessage({ ready: true, missing: [] })).toBe(
      'Your selling setup was saved: Pennant can publish to eBay.',
    );
    expect(
      savedSellingMessage({
        ready: false,
        missing: ['Choose a return policy', 'Choose a ship-from location'],
      }),
    ).toBe(
      'Your selling setup was saved, but Pennant cannot publish yet: Choose a return policy; Choose a ship-from location.',
    );
  });
});
