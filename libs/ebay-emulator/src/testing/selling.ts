import sharp from 'sharp';
import type { Response } from 'supertest';
import type { EbayEmulatorOptions } from '../types';
import { createTestEmulator, MOUNT, signIn, type TestEmulator } from './test-emulator';

/**
 * Test helpers for the selling side: a signed-in seller with a client that sends the headers
 * eBay wants, a seller set up to publish (opted in, three policies, a location), pictures
 * uploaded through the Media API, and a graded card ready to list.
 */

export const INVENTORY = `${MOUNT.api}/sell/inventory/v1`;
export const ACCOUNT = `${MOUNT.api}/sell/account/v1`;
export const MEDIA = `${MOUNT.apim}/commerce/media/v1_beta`;
export const FULFILLMENT = `${MOUNT.api}/sell/fulfillment/v1`;
export const FINANCES = `${MOUNT.apiz}/sell/finances/v1`;
export const FEED = `${MOUNT.api}/sell/feed/v1`;

export interface SellerClient {
  token: string;
  get(path: string, query?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
}

export async function sellerClient(
  test: TestEmulator,
  username = 'card_dealer_1',
  scopes?: readonly string[],
): Promise<SellerClient> {
  const { accessToken: token } = await signIn(test.http, username, scopes);
  const headers = {
    Authorization: `Bearer ${token}`,
    'Content-Language': 'en-US',
    'Accept-Language': 'en-US',
    'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US',
  };
  return {
    token,
    get: (path, query = {}) => test.http.get(path).query(query).set(headers),
    post: (path, body) => {
      const request = test.http.post(path).set(headers);
      return body === undefined ? request.set('Content-Length', '0') : request.send(body as object);
    },
    put: (path, body) =>
      test.http
        .put(path)
        .set(headers)
        .send(body as object),
    delete: (path) => test.http.delete(path).set(headers),
  };
}

export interface SellingSetup {
  fulfillmentPolicyId: string;
  paymentPolicyId: string;
  returnPolicyId: string;
  merchantLocationKey: string;
}

/** Opts in to business policies and creates what a publish needs, shipping at 4.99. */
export async function readyToSell(seller: SellerClient): Promise<SellingSetup> {
  expectStatus(
    await seller.post(`${ACCOUNT}/program/opt_in`, { programType: 'SELLING_POLICY_MANAGEMENT' }),
    200,
  );
  const categoryTypes = [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }];
  const fulfillment = await seller.post(`${ACCOUNT}/fulfillment_policy/`, {
    name: 'Cards by USPS',
    marketplaceId: 'EBAY_US',
    categoryTypes,
    handlingTime: { value: 1, unit: 'DAY' },
    shippingOptions: [
      {
        optionType: 'DOMESTIC',
        costType: 'FLAT_RATE',
        shippingServices: [
          {
            shippingServiceCode: 'USPSFirstClass',
            shippingCost: { value: '4.99', currency: 'USD' },
            sortOrder: 1,
          },
        ],
      },
    ],
  });
  const payment = await seller.post(`${ACCOUNT}/payment_policy`, {
    name: 'Immediate payment',
    marketplaceId: 'EBAY_US',
    categoryTypes,
    immediatePay: true,
  });
  const returns = await seller.post(`${ACCOUNT}/return_policy`, {
    name: '30 day returns',
    marketplaceId: 'EBAY_US',
    categoryTypes,
    returnsAccepted: true,
    returnPeriod: { value: 30, unit: 'DAY' },
    returnShippingCostPayer: 'BUYER',
  });
  const merchantLocationKey = 'warehouse1';
  expectStatus(
    await seller.post(`${INVENTORY}/location/${merchantLocationKey}`, {
      location: {
        address: { city: 'Chicago', stateOrProvince: 'IL', postalCode: '60601', country: 'US' },
      },
      locationTypes: ['WAREHOUSE'],
      name: 'Card room',
    }),
    204,
  );
  return {
    fulfillmentPolicyId: expectStatus(fulfillment, 201).body.fulfillmentPolicyId,
    paymentPolicyId: expectStatus(payment, 201).body.paymentPolicyId,
    returnPolicyId: expectStatus(returns, 201).body.returnPolicyId,
    merchantLocationKey,
  };
}

export function pictureBytes(
  width = 800,
  height = 1100,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** Uploads a picture with createImageFromFile and answers its EPS URL. */
export async function uploadPicture(
  test: TestEmulator,
  seller: SellerClient,
  width = 800,
  height = 1100,
): Promise<string> {
  const response = await test.http
    .post(`${MEDIA}/image/create_image_from_file`)
    .set('Authorization', `Bearer ${seller.token}`)
    .attach('image', await pictureBytes(width, height), {
      filename: 'card.png',
      contentType: 'image/png',
    });
  return expectStatus(response, 201).body.imageUrl;
}

export const GRADED_DESCRIPTORS = [
  { name: '27501', values: ['275010'] },
  { name: '27502', values: ['275020'] },
  { name: '27503', additionalInfo: '12345678' },
];

/** A PSA 10 Mike Trout rookie, as Pennant would describe it. */
export function gradedCard(imageUrls: string[], overrides: Record<string, unknown> = {}) {
  return {
    product: {
      title: '2011 Topps Update Mike Trout #US175 RC PSA 10',
      description: '<p>2011 Topps Update Mike Trout rookie card, PSA 10 Gem Mint.</p>',
      imageUrls,
      aspects: { Sport: ['Baseball'], 'Player/Athlete': ['Mike Trout'], Manufacturer: ['Topps'] },
    },
    condition: 'LIKE_NEW',
    conditionDescriptors: GRADED_DESCRIPTORS,
    availability: { shipToLocationAvailability: { quantity: 1 } },
    ...overrides,
  };
}

export function fixedPriceOffer(
  sku: string,
  setup: SellingSetup,
  price = '25.00',
  overrides: Record<string, unknown> = {},
) {
  return {
    sku,
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    categoryId: '261328',
    listingDuration: 'GTC',
    pricingSummary: { price: { value: price, currency: 'USD' } },
    listingPolicies: {
      fulfillmentPolicyId: setup.fulfillmentPolicyId,
      paymentPolicyId: setup.paymentPolicyId,
      returnPolicyId: setup.returnPolicyId,
    },
    merchantLocationKey: setup.merchantLocationKey,
    ...overrides,
  };
}

/** Puts the item, creates the offer and publishes it; answers the offer and listing ids. */
export async function listCard(
  seller: SellerClient,
  setup: SellingSetup,
  sku: string,
  item: object,
  offer: object = fixedPriceOffer(sku, setup),
): Promise<{ offerId: string; listingId: string }> {
  expectStatus(await seller.put(`${INVENTORY}/inventory_item/${sku}`, item), 204);
  const { offerId } = expectStatus(await seller.post(`${INVENTORY}/offer`, offer), 201).body;
  const { listingId } = expectStatus(
    await seller.post(`${INVENTORY}/offer/${offerId}/publish`),
    200,
  ).body;
  return { offerId, listingId };
}

export function expectStatus(response: Response, status: number): Response {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${response.text.slice(0, 800)}`);
  }
  return response;
}

export function errorIds(response: Response): number[] {
  return (response.body.errors ?? []).map((error: { errorId: number }) => error.errorId);
}

export interface SellingTest {
  test: TestEmulator;
  seller: SellerClient;
  setup: SellingSetup;
  /** A picture uploaded through the Media API. */
  picture: string;
}

/** A fresh emulator with a seller ready to publish and one uploaded picture. */
export async function sellingTest(
  username = 'card_dealer_1',
  options: Partial<EbayEmulatorOptions> = {},
): Promise<SellingTest> {
  const test = createTestEmulator(options);
  const seller = await sellerClient(test, username);
  const setup = await readyToSell(seller);
  return { test, seller, setup, picture: await uploadPicture(test, seller) };
}
