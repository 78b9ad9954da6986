import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  ACCOUNT,
  errorIds,
  readyToSell,
  sellerClient,
  type SellerClient,
} from '../testing/selling';
import { createTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_account_v1_oas3.json';
const OPT_IN = { programType: 'SELLING_POLICY_MANAGEMENT' };
const CATEGORY_TYPES = [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }];
const PAYMENT = {
  name: 'Pay now',
  marketplaceId: 'EBAY_US',
  categoryTypes: CATEGORY_TYPES,
  immediatePay: true,
};

describe('Account API: business policies and programs', () => {
  let test: TestEmulator;
  let seller: SellerClient;

  beforeEach(async () => {
    test = createTestEmulator();
    seller = await sellerClient(test);
  });

  it('refuses policy calls with 20403 until the seller opts in to SELLING_POLICY_MANAGEMENT', async () => {
    const before = await seller.get(`${ACCOUNT}/payment_policy`, { marketplace_id: 'EBAY_US' });
    expect(before.status).toBe(400);
    assertErrorEnvelope(SPEC, before.body);
    expect(before.body.errors[0]).toMatchObject({ errorId: 20403, domain: 'API_ACCOUNT' });
    expect((await seller.post(`${ACCOUNT}/payment_policy`, PAYMENT)).status).toBe(400);

    const optIn = await seller.post(`${ACCOUNT}/program/opt_in`, OPT_IN);
    expect(optIn.status).toBe(200);
    expect(optIn.body).toEqual({});
    const again = await seller.post(`${ACCOUNT}/program/opt_in`, OPT_IN);
    expect(again.status).toBe(409);
    expect(errorIds(again)).toEqual([25803]);

    const programs = await seller.get(`${ACCOUNT}/program/get_opted_in_programs`);
    assertMatchesSchema(SPEC, 'Programs', programs.body);
    expect(programs.body).toEqual({ programs: [OPT_IN] });
    const after = await seller.get(`${ACCOUNT}/payment_policy`, { marketplace_id: 'EBAY_US' });
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(0);
  });

  it('creates policies eBay-shaped, with and without the trailing slash, and lists them by marketplace', async () => {
    const setup = await readyToSell(seller);
    const created = await seller.post(`${ACCOUNT}/fulfillment_policy`, {
      name: 'Free shipping',
      marketplaceId: 'EBAY_GB',
      categoryTypes: CATEGORY_TYPES,
      handlingTime: { value: 2, unit: 'DAY' },
      shippingOptions: [
        {
          optionType: 'DOMESTIC',
          costType: 'FLAT_RATE',
          shippingServices: [{ freeShipping: true }],
        },
      ],
    });
    expect(created.status).toBe(201);
    assertMatchesSchema(SPEC, 'SetFulfillmentPolicyResponse', created.body);
    expect(created.headers.location).toMatch(/\/sell\/account\/v1\/fulfillment_policy\/\d+$/);

    const us = await seller.get(`${ACCOUNT}/fulfillment_policy`, { marketplace_id: 'EBAY_US' });
    assertMatchesSchema(SPEC, 'FulfillmentPolicyResponse', us.body);
    expect(
      us.body.fulfillmentPolicies.map(
        (policy: { fulfillmentPolicyId: string }) => policy.fulfillmentPolicyId,
      ),
    ).toEqual([setup.fulfillmentPolicyId]);
    const one = await seller.get(
      `${ACCOUNT}/fulfillment_policy/${created.body.fulfillmentPolicyId}`,
    );
    assertMatchesSchema(SPEC, 'FulfillmentPolicy', one.body);
    expect(one.body).toMatchObject({ name: 'Free shipping', marketplaceId: 'EBAY_GB' });

    const payments = await seller.get(`${ACCOUNT}/payment_policy`, { marketplace_id: 'EBAY_US' });
    assertMatchesSchema(SPEC, 'PaymentPolicyResponse', payments.body);
    expect(payments.body.paymentPolicies[0]).toMatchObject({
      paymentPolicyId: setup.paymentPolicyId,
      immediatePay: true,
    });
    const returns = await seller.get(`${ACCOUNT}/return_policy`, { marketplace_id: 'EBAY_US' });
    assertMatchesSchema(SPEC, 'ReturnPolicyResponse', returns.body);
    expect(returns.body.returnPolicies[0]).toMatchObject({
      returnsAccepted: true,
      returnShippingCostPayer: 'BUYER',
    });
    assertMatchesSchema(
      SPEC,
      'ReturnPolicy',
      (await seller.get(`${ACCOUNT}/return_policy/${setup.returnPolicyId}`)).body,
    );
    assertMatchesSchema(
      SPEC,
      'PaymentPolicy',
      (await seller.get(`${ACCOUNT}/payment_policy/${setup.paymentPolicyId}`)).body,
    );
  });

  it('refuses a duplicate name (naming the existing policy), a missing field, an unknown id and no marketplace_id', async () => {
    await seller.post(`${ACCOUNT}/program/opt_in`, OPT_IN);
    const first = await seller.post(`${ACCOUNT}/payment_policy`, PAYMENT);
    const duplicate = await seller.post(`${ACCOUNT}/payment_policy`, PAYMENT);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors[0]).toMatchObject({
      errorId: 20400,
      parameters: [{ name: 'DuplicateProfileId', value: first.body.paymentPolicyId }],
    });
    const missing = await seller.post(`${ACCOUNT}/return_policy`, {
      name: 'x',
      marketplaceId: 'EBAY_US',
      categoryTypes: CATEGORY_TYPES,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      errorId: 20401,
      parameters: [{ name: 'fieldName', value: 'returnsAccepted' }],
    });
    const unknown = await seller.get(`${ACCOUNT}/return_policy/999`);
    expect(unknown.status).toBe(404);
    expect(errorIds(unknown)).toEqual([20404]);
    expect(errorIds(await seller.get(`${ACCOUNT}/return_policy`))).toEqual([20401]);
  });

  it('keeps each account’s policies apart', async () => {
    await readyToSell(seller);
    const other = await sellerClient(test, 'other_dealer');
    await other.post(`${ACCOUNT}/program/opt_in`, OPT_IN);
    const list = await other.get(`${ACCOUNT}/fulfillment_policy`, { marketplace_id: 'EBAY_US' });
    expect(list.body.total).toBe(0);
  });

  it('needs sell.account: a token with only sell.account.readonly can read but not create', async () => {
    await seller.post(`${ACCOUNT}/program/opt_in`, OPT_IN);
    const reader = await sellerClient(test, 'card_dealer_1', [EBAY_SCOPES.sellAccountReadonly]);
    expect(
      (await reader.get(`${ACCOUNT}/payment_policy`, { marketplace_id: 'EBAY_US' })).status,
    ).toBe(200);
    const refused = await reader.post(`${ACCOUNT}/payment_policy`, PAYMENT);
    expect(refused.status).toBe(403);
    expect(errorIds(refused)).toEqual([1100]);
  });
});
