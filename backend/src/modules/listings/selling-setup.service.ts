import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  postalCodeProblem,
  SELLING_CHOICE_FIELDS,
  type CreateSellingDefaultsRequest,
  type LocationOption,
  type PolicyOption,
  type SellingChoices,
  type SellingDefaults,
  type SellingSetup as SellingSetupView,
  type UpdateSellingSetupRequest,
} from '@pennant/contracts';
import type { AccountApi, InventoryApi } from '@pennant/ebay-openapi';
import { toCents, toDecimalString, validationFailed, type FieldError } from '../../common';
import { EbayApiError } from '../../integrations/ebay';
import { EbayConnectionService } from '../auth';
import { SellerApis, type SellerClients } from './ebay/seller-apis';
import { SellingSetup } from './entities/selling-setup.entity';
import { ListingsError } from './listings.errors';

const MARKETPLACE = 'EBAY_US';
const POLICY_PROGRAM = 'SELLING_POLICY_MANAGEMENT';
const CATEGORY_TYPES = [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }];
const SHIP_FROM_KEY = 'pennant-ship-from';
/** eBay: "User is not eligible for Business Policy" (not opted in). */
const NOT_OPTED_IN = 20403;

/** eBay's answer about a dealer's policies is reused this long (every screen that shows the setup reads it). */
const ACCOUNT_CACHE_MS = 60_000;

/** What eBay holds for the dealer's selling: programs, policies, locations. */
interface EbaySellingAccount {
  optedIn: boolean;
  fulfillment: PolicyOption[];
  payment: PolicyOption[];
  return: PolicyOption[];
  locations: LocationOption[];
}

/**
 * The dealer's eBay selling setup: the business-policies opt-in, shipping/payment/return policies,
 * the ship-from location, and Pennant's listing defaults. Reads eBay live (Account and Inventory
 * APIs) and says exactly what still blocks publishing; offers to opt in and to create sensible
 * defaults when the dealer has none.
 */
@Injectable()
export class SellingSetupService {
  private readonly accounts = new Map<
    string,
    { at: number; account: Promise<EbaySellingAccount> }
  >();
  /** The defaults being made for a dealer in this process. */
  private readonly makingDefaults = new Map<string, Promise<SellingSetupView>>();

  constructor(
    private readonly em: EntityManager,
    private readonly apis: SellerApis,
    private readonly connections: EbayConnectionService,
  ) {}

  async view(dealerId: string): Promise<SellingSetupView> {
    const setup = await this.load(dealerId);
    const connected = await this.connections.isConnected(dealerId);
    const account = connected ? await this.cachedAccount(dealerId) : emptyAccount();
    const choices = choicesOf(setup);
    const missing = missingFor(connected, account, choices);
    return {
      ebayConnected: connected,
      optedIn: account.optedIn,
      policies: {
        fulfillment: account.fulfillment,
        payment: account.payment,
        return: account.return,
      },
      locations: account.locations,
      choices,
      defaults: defaultsOf(setup),
      missing,
      ready: missing.length === 0,
    };
  }

  /** The listing defaults alone (no eBay call): preparation reads them. */
  async defaults(dealerId: string): Promise<SellingDefaults & { choices: SellingChoices }> {
    const setup = await this.load(dealerId);
    return { ...defaultsOf(setup), choices: choicesOf(setup) };
  }

  async update(dealerId: string, changes: UpdateSellingSetupRequest): Promise<SellingSetupView> {
    const setup = await this.loadOrCreate(dealerId);
    await this.checkNewChoicesExist(dealerId, newChoices(changes, choicesOf(setup)));
    checkBestOfferBounds(changes, setup);
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      (setup as unknown as Record<string, unknown>)[field] = isPercentField(field)
        ? value === null
          ? null
          : toDecimalString(String(value))
        : value;
    }
    await this.em.flush();
    return this.view(dealerId);
  }

  /**
   * A policy or location chosen must be one of the dealer's on eBay (and the envelope policy one that ships by
   * eBay Standard Envelope), or publishing would fail later for a reason the dealer no longer sees. One missing
   * from the cached account is looked for again on eBay: the dealer may have just made it there. A choice sent
   * again unchanged is not checked: one deleted on eBay since is already named in `missing`, and must not stop
   * the dealer saving the listing defaults beside it.
   */
  private async checkNewChoicesExist(
    dealerId: string,
    changes: UpdateSellingSetupRequest,
  ): Promise<void> {
    if (!SELLING_CHOICE_FIELDS.some((field) => typeof changes[field] === 'string')) return;
    let errors = unknownChoices(changes, await this.cachedAccount(dealerId));
    if (errors.length > 0) {
      this.accounts.delete(dealerId);
      errors = unknownChoices(changes, await this.cachedAccount(dealerId));
    }
    if (errors.length > 0) throw validationFailed(errors);
  }

  async optIn(dealerId: string): Promise<SellingSetupView> {
    this.accounts.delete(dealerId);
    const { account } = this.apis.for(dealerId);
    const { error, response } = await account.POST('/program/opt_in', {
      body: { programType: POLICY_PROGRAM },
    });
    // 409: already opted in, which is what the dealer wants.
    if (!response.ok && response.status !== 409) throw EbayApiError.fromAnswer(response, error);
    return this.view(dealerId);
  }

  /**
   * Creates what is missing, so a dealer can publish: the opt-in, a tracked shipping policy, an
   * eBay Standard Envelope policy for raw cards under $20, a payment policy, 30-day returns and a
   * ship-from location; then chooses them.
   */
  async createDefaults(
    dealerId: string,
    request: CreateSellingDefaultsRequest,
  ): Promise<SellingSetupView> {
    // One at a time per dealer here: a second tab's request waits, then finds what the first made.
    const before = this.makingDefaults.get(dealerId) ?? Promise.resolve();
    const mine = before
      .catch(() => undefined)
      .then(() => this.createDefaultsOrAgain(dealerId, request));
    this.makingDefaults.set(dealerId, mine);
    try {
      return await mine;
    } finally {
      if (this.makingDefaults.get(dealerId) === mine) this.makingDefaults.delete(dealerId);
    }
  }

  /**
   * Another process making the defaults at the same moment made one first: eBay refuses a second policy of the same
   * name. Read again, what it made is chosen and nothing is made twice; a refusal of another kind comes back the same.
   */
  private async createDefaultsOrAgain(
    dealerId: string,
    request: CreateSellingDefaultsRequest,
  ): Promise<SellingSetupView> {
    try {
      return await this.createDefaultsOnce(dealerId, request);
    } catch (error) {
      if (!(error instanceof EbayApiError) || error.status !== 400) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return this.createDefaultsOnce(dealerId, request);
    }
  }

  private async createDefaultsOnce(
    dealerId: string,
    request: CreateSellingDefaultsRequest,
  ): Promise<SellingSetupView> {
    checkPostalCode(request);
    this.accounts.delete(dealerId);
    const clients = this.apis.for(dealerId);
    let account = await this.readAccount(clients);
    const needsLocation = !account.locations.some((location) => location.enabled);
    // Asked first, so a refusal changes nothing on eBay.
    if (needsLocation && !request.postalCode) throw ListingsError.postalCodeNeeded();
    if (!account.optedIn) {
      await this.optIn(dealerId);
      account = await this.readAccount(clients);
    }
    // A choice kept is one still usable on eBay: one deleted (or a location disabled) there since is made again.
    const setup = await this.loadOrCreate(dealerId);
    const usable = <T extends { id: string }>(id: string | null, options: T[]) =>
      options.some((option) => option.id === id) ? id : null;
    const enabledLocations = account.locations
      .filter((location) => location.enabled)
      .map((location) => ({ id: location.key }));
    setup.fulfillmentPolicyId =
      usable(setup.fulfillmentPolicyId, account.fulfillment) ??
      account.fulfillment.find((policy) => !isEnvelope(policy))?.id ??
      (await this.createTrackedShipping(clients));
    const envelopes = account.fulfillment.filter(isEnvelope);
    setup.envelopePolicyId =
      usable(setup.envelopePolicyId, envelopes) ??
      envelopes[0]?.id ??
      (await this.createEnvelopeShipping(clients));
    setup.paymentPolicyId =
      usable(setup.paymentPolicyId, account.payment) ??
      account.payment[0]?.id ??
      (await this.createPayment(clients));
    setup.returnPolicyId =
      usable(setup.returnPolicyId, account.return) ??
      account.return[0]?.id ??
      (await this.createReturns(clients));
    setup.merchantLocationKey =
      usable(setup.merchantLocationKey, enabledLocations) ??
      enabledLocations[0]?.id ??
      (await this.createLocation(clients, request));
    await this.em.flush();
    this.accounts.delete(dealerId);
    return this.view(dealerId);
  }

  /** Throws, naming each missing piece, unless the dealer can publish now. */
  async requireReady(dealerId: string): Promise<SellingChoices> {
    const view = await this.view(dealerId);
    if (!view.ready) throw ListingsError.setupIncomplete(view.missing);
    return view.choices;
  }

  /** eBay's account as read in the last minute, or read now (a failed read is not kept). */
  private cachedAccount(dealerId: string): Promise<EbaySellingAccount> {
    const hit = this.accounts.get(dealerId);
    if (hit && Date.now() - hit.at < ACCOUNT_CACHE_MS) return hit.account;
    const account = this.readAccount(this.apis.for(dealerId));
    this.accounts.set(dealerId, { at: Date.now(), account });
    account.catch(() => this.accounts.delete(dealerId));
    return account;
  }

  private async readAccount(clients: SellerClients): Promise<EbaySellingAccount> {
    const programs = await clients.account.GET('/program/get_opted_in_programs');
    if (!programs.data) throw EbayApiError.fromAnswer(programs.response, programs.error);
    const optedIn = (programs.data.programs ?? []).some(
      (program) => program.programType === POLICY_PROGRAM,
    );
    const locations = await this.readLocations(clients);
    if (!optedIn) return { ...emptyAccount(), locations };
    const query = { params: { query: { marketplace_id: MARKETPLACE } } };
    const [fulfillment, payment, returns] = await Promise.all([
      clients.account.GET('/fulfillment_policy', query),
      clients.account.GET('/payment_policy', query),
      clients.account.GET('/return_policy', query),
    ]);
    for (const answer of [fulfillment, payment, returns]) {
      if (!answer.data) {
        const error = EbayApiError.fromAnswer(answer.response, answer.error);
        if (error.firstErrorId === NOT_OPTED_IN) return { ...emptyAccount(), locations };
        throw error;
      }
    }
    return {
      optedIn,
      fulfillment: (fulfillment.data?.fulfillmentPolicies ?? []).flatMap(fulfillmentOption),
      payment: (payment.data?.paymentPolicies ?? []).flatMap(paymentOption),
      return: (returns.data?.returnPolicies ?? []).flatMap(returnOption),
      locations,
    };
  }

  private async readLocations(clients: SellerClients): Promise<LocationOption[]> {
    const { data, error, response } = await clients.inventory.GET('/location', {
      params: { query: { limit: '100' } },
    });
    if (!data) throw EbayApiError.fromAnswer(response, error);
    return (data.locations ?? []).flatMap(locationOption);
  }

  private async createTrackedShipping(clients: SellerClients): Promise<string> {
    return this.createFulfillment(clients, {
      name: 'Pennant tracked shipping',
      description: 'Graded cards and raw cards of $20 or more: USPS Ground Advantage, tracked',
      service: 'USPSGroundAdvantage',
      cost: '4.99',
    });
  }

  private async createEnvelopeShipping(clients: SellerClients): Promise<string> {
    return this.createFulfillment(clients, {
      name: 'Pennant eBay Standard Envelope',
      description: 'Raw cards under $20: eBay Standard Envelope',
      service: 'US_eBayStandardEnvelope',
      cost: '1.32',
    });
  }

  private async createFulfillment(
    clients: SellerClients,
    shipping: { name: string; description: string; service: string; cost: string },
  ): Promise<string> {
    const { data, error, response } = await clients.account.POST('/fulfillment_policy/', {
      body: {
        name: shipping.name,
        description: shipping.description,
        marketplaceId: MARKETPLACE,
        categoryTypes: CATEGORY_TYPES,
        handlingTime: { value: 1, unit: 'DAY' },
        shippingOptions: [
          {
            optionType: 'DOMESTIC',
            costType: 'FLAT_RATE',
            shippingServices: [
              {
                shippingServiceCode: shipping.service,
                shippingCost: { value: shipping.cost, currency: 'USD' },
                sortOrder: 1,
              },
            ],
          },
        ],
      } as AccountApi.components['schemas']['FulfillmentPolicyRequest'],
    });
    if (!data?.fulfillmentPolicyId) throw EbayApiError.fromAnswer(response, error);
    return data.fulfillmentPolicyId;
  }

  private async createPayment(clients: SellerClients): Promise<string> {
    const { data, error, response } = await clients.account.POST('/payment_policy', {
      body: {
        name: 'Pennant immediate payment',
        marketplaceId: MARKETPLACE,
        categoryTypes: CATEGORY_TYPES,
        immediatePay: true,
      } as AccountApi.components['schemas']['PaymentPolicyRequest'],
    });
    if (!data?.paymentPolicyId) throw EbayApiError.fromAnswer(response, error);
    return data.paymentPolicyId;
  }

  private async createReturns(clients: SellerClients): Promise<string> {
    const { data, error, response } = await clients.account.POST('/return_policy', {
      body: {
        name: 'Pennant 30-day returns',
        marketplaceId: MARKETPLACE,
        categoryTypes: CATEGORY_TYPES,
        returnsAccepted: true,
        returnPeriod: { value: 30, unit: 'DAY' },
        returnShippingCostPayer: 'BUYER',
      } as AccountApi.components['schemas']['ReturnPolicyRequest'],
    });
    if (!data?.returnPolicyId) throw EbayApiError.fromAnswer(response, error);
    return data.returnPolicyId;
  }

  private async createLocation(
    clients: SellerClients,
    request: CreateSellingDefaultsRequest,
  ): Promise<string> {
    if (!request.postalCode) throw ListingsError.postalCodeNeeded();
    const { error, response } = await clients.inventory.POST('/location/{merchantLocationKey}', {
      params: {
        path: { merchantLocationKey: SHIP_FROM_KEY },
        header: { 'Content-Type': 'application/json' },
      },
      body: {
        name: 'Ship-from (Pennant)',
        location: {
          address: {
            postalCode: request.postalCode,
            country: request.country ?? 'US',
            city: request.city,
            stateOrProvince: request.stateOrProvince,
          },
        },
        locationTypes: ['WAREHOUSE'],
        merchantLocationStatus: 'ENABLED',
      } as InventoryApi.components['schemas']['InventoryLocationFull'],
    });
    // 409: a location with this key exists already, which serves as well.
    if (!response.ok && response.status !== 409) throw EbayApiError.fromAnswer(response, error);
    return SHIP_FROM_KEY;
  }

  private load(dealerId: string): Promise<SellingSetup | null> {
    return this.em.findOne(SellingSetup, { dealerId });
  }

  /** The dealer's setup, made with the defaults when missing: two tabs saving a first setup at once make one. */
  private async loadOrCreate(dealerId: string): Promise<SellingSetup> {
    const found = await this.load(dealerId);
    if (found) return found;
    await this.em.execute(
      `INSERT INTO selling_setup (dealer_id) VALUES (?) ON CONFLICT DO NOTHING`,
      [dealerId],
    );
    return this.em.findOneOrFail(SellingSetup, { dealerId });
  }
}

const PERCENT_FIELDS = new Set([
  'auctionStartPercent',
  'bestOfferAutoAcceptPercent',
  'bestOfferAutoDeclinePercent',
  'lotPriceFactor',
]);

/**
 * eBay declines offers under the auto-decline price and accepts those from the auto-accept price: a
 * decline percent at or above the accept percent (as saved, with this request's changes) would have
 * every listing refused at publishing, long after the dealer saved it.
 */
function checkBestOfferBounds(changes: UpdateSellingSetupRequest, setup: SellingSetup): void {
  const accept = merged(changes.bestOfferAutoAcceptPercent, setup.bestOfferAutoAcceptPercent);
  const decline = merged(changes.bestOfferAutoDeclinePercent, setup.bestOfferAutoDeclinePercent);
  if (accept === null || decline === null || toCents(decline) < toCents(accept)) return;
  const field =
    changes.bestOfferAutoDeclinePercent !== undefined
      ? 'bestOfferAutoDeclinePercent'
      : 'bestOfferAutoAcceptPercent';
  const message = `bestOfferAutoDeclinePercent (${toDecimalString(decline)}) must be below bestOfferAutoAcceptPercent (${toDecimalString(accept)})`;
  throw validationFailed([{ field, message }]);
}

function checkPostalCode({ postalCode, country }: CreateSellingDefaultsRequest): void {
  const problem = postalCode === undefined ? null : postalCodeProblem(postalCode, country);
  if (problem) throw validationFailed([{ field: 'postalCode', message: problem }]);
}

function merged(change: string | null | undefined, saved: string | null): string | null {
  return change === undefined ? saved : change === null ? null : String(change);
}

function isPercentField(field: string): boolean {
  return PERCENT_FIELDS.has(field);
}

function emptyAccount(): EbaySellingAccount {
  return { optedIn: false, fulfillment: [], payment: [], return: [], locations: [] };
}

function choicesOf(setup: SellingSetup | null): SellingChoices {
  return {
    fulfillmentPolicyId: setup?.fulfillmentPolicyId ?? null,
    envelopePolicyId: setup?.envelopePolicyId ?? null,
    paymentPolicyId: setup?.paymentPolicyId ?? null,
    returnPolicyId: setup?.returnPolicyId ?? null,
    merchantLocationKey: setup?.merchantLocationKey ?? null,
  };
}

function defaultsOf(setup: SellingSetup | null): SellingDefaults {
  const entity = setup ?? new SellingSetup();
  return {
    format: entity.format,
    auctionDuration: entity.auctionDuration,
    auctionStartPercent: toDecimalString(entity.auctionStartPercent),
    bestOffer: entity.bestOffer,
    bestOfferAutoAcceptPercent:
      entity.bestOfferAutoAcceptPercent === null
        ? null
        : toDecimalString(entity.bestOfferAutoAcceptPercent),
    bestOfferAutoDeclinePercent:
      entity.bestOfferAutoDeclinePercent === null
        ? null
        : toDecimalString(entity.bestOfferAutoDeclinePercent),
    cardCondition: entity.cardCondition,
    lotPriceFactor: toDecimalString(entity.lotPriceFactor),
    autoPublish: entity.autoPublish,
  };
}

/** What still blocks publishing, in the words the dealer sees. */
function missingFor(
  connected: boolean,
  account: EbaySellingAccount,
  choices: SellingChoices,
): string[] {
  if (!connected) return ['Connect your eBay account'];
  const missing: string[] = [];
  if (!account.optedIn) missing.push('Turn on business policies for your eBay account');
  const has = (options: { id: string }[], id: string | null) =>
    id !== null && options.some((option) => option.id === id);
  if (!has(account.fulfillment, choices.fulfillmentPolicyId))
    missing.push('Choose a shipping policy');
  if (choices.envelopePolicyId && !has(account.fulfillment, choices.envelopePolicyId))
    missing.push('The envelope shipping policy no longer exists on eBay: choose another or none');
  if (!has(account.payment, choices.paymentPolicyId)) missing.push('Choose a payment policy');
  if (!has(account.return, choices.returnPolicyId)) missing.push('Choose a return policy');
  const location = account.locations.find((option) => option.key === choices.merchantLocationKey);
  if (!location) missing.push('Choose the location cards ship from');
  else if (!location.enabled) missing.push('Your ship-from location is disabled on eBay');
  return missing;
}

/** The policies and location that differ from the ones already chosen. */
function newChoices(
  changes: UpdateSellingSetupRequest,
  current: SellingChoices,
): UpdateSellingSetupRequest {
  return Object.fromEntries(
    SELLING_CHOICE_FIELDS.filter((field) => changes[field] !== current[field]).map((field) => [
      field,
      changes[field],
    ]),
  );
}

/** What is wrong with each policy or location chosen, against the dealer's eBay account. */
function unknownChoices(
  changes: UpdateSellingSetupRequest,
  account: EbaySellingAccount,
): FieldError[] {
  const errors: FieldError[] = [];
  const check = (
    field: (typeof SELLING_CHOICE_FIELDS)[number],
    options: { id: string }[],
    kind: string,
  ) => {
    const id = changes[field];
    if (typeof id === 'string' && !options.some((option) => option.id === id))
      errors.push({ field, message: `${field} "${id}" is not one of your eBay ${kind}` });
  };
  check('fulfillmentPolicyId', account.fulfillment, 'shipping policies');
  check('envelopePolicyId', account.fulfillment, 'shipping policies');
  check('paymentPolicyId', account.payment, 'payment policies');
  check('returnPolicyId', account.return, 'return policies');
  check(
    'merchantLocationKey',
    account.locations.map((location) => ({ id: location.key })),
    'inventory locations',
  );
  const envelope = account.fulfillment.find((policy) => policy.id === changes.envelopePolicyId);
  if (envelope && !isEnvelope(envelope))
    errors.push({
      field: 'envelopePolicyId',
      message: `envelopePolicyId "${envelope.id}" does not ship by eBay Standard Envelope`,
    });
  return errors;
}

function isEnvelope(policy: PolicyOption): boolean {
  return policy.envelope;
}

const ENVELOPE_SERVICE = 'US_eBayStandardEnvelope';

/** Shipping services as eBay's pages name them; a code Pennant does not know is shown as it is. */
const SERVICE_NAMES: Record<string, string> = {
  [ENVELOPE_SERVICE]: 'eBay Standard Envelope',
  USPSGroundAdvantage: 'USPS Ground Advantage',
  USPSPriority: 'USPS Priority Mail',
  USPSFirstClass: 'USPS First Class',
  USPSPriorityMailExpress: 'USPS Priority Mail Express',
  UPSGround: 'UPS Ground',
  FedExHomeDelivery: 'FedEx Home Delivery',
};

function serviceName(code: string | undefined): string | undefined {
  return code === undefined ? undefined : (SERVICE_NAMES[code] ?? code);
}

function fulfillmentOption(
  policy: AccountApi.components['schemas']['FulfillmentPolicy'],
): PolicyOption[] {
  if (!policy.fulfillmentPolicyId) return [];
  const codes = (policy.shippingOptions ?? []).flatMap((option) =>
    (option.shippingServices ?? []).map((service) => service.shippingServiceCode),
  );
  const services = (policy.shippingOptions ?? []).flatMap((option) =>
    (option.shippingServices ?? []).map((service) =>
      [
        serviceName(service.shippingServiceCode),
        service.freeShipping
          ? 'free'
          : service.shippingCost?.value
            ? `$${service.shippingCost.value}`
            : null,
      ]
        .filter(Boolean)
        .join(', '),
    ),
  );
  return [
    {
      id: policy.fulfillmentPolicyId,
      name: policy.name ?? policy.fulfillmentPolicyId,
      summary: services.join('; ') || 'No shipping services',
      envelope: codes.length > 0 && codes.every((code) => code === ENVELOPE_SERVICE),
    },
  ];
}

function paymentOption(policy: AccountApi.components['schemas']['PaymentPolicy']): PolicyOption[] {
  if (!policy.paymentPolicyId) return [];
  return [
    {
      id: policy.paymentPolicyId,
      name: policy.name ?? policy.paymentPolicyId,
      summary: policy.immediatePay ? 'Immediate payment required' : 'Payment on checkout',
      envelope: false,
    },
  ];
}

function returnOption(policy: AccountApi.components['schemas']['ReturnPolicy']): PolicyOption[] {
  if (!policy.returnPolicyId) return [];
  const period = policy.returnPeriod?.value ? `${policy.returnPeriod.value} days` : null;
  const payer = policy.returnShippingCostPayer === 'SELLER' ? 'seller pays return shipping' : null;
  return [
    {
      id: policy.returnPolicyId,
      name: policy.name ?? policy.returnPolicyId,
      summary: policy.returnsAccepted
        ? [period, payer ?? 'buyer pays return shipping'].filter(Boolean).join(', ')
        : 'No returns',
      envelope: false,
    },
  ];
}

function locationOption(
  location: InventoryApi.components['schemas']['InventoryLocationResponse'],
): LocationOption[] {
  if (!location.merchantLocationKey) return [];
  const address = location.location?.address;
  return [
    {
      key: location.merchantLocationKey,
      name: location.name ?? location.merchantLocationKey,
      summary: [address?.city, address?.stateOrProvince, address?.postalCode, address?.country]
        .filter(Boolean)
        .join(', '),
      enabled: location.merchantLocationStatus !== 'DISABLED',
    },
  ];
}
