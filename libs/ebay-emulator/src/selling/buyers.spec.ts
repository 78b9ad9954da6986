import { estimatedValueCents } from '../market';
import { formatCents } from '../core/money';
import {
  fixedPriceOffer,
  gradedCard,
  listCard,
  readyToSell,
  sellerClient,
  type SellerClient,
  type SellingSetup,
  uploadPicture,
} from '../testing/selling';
import { createTestEmulator, MOUNT, type TestEmulator } from '../testing/test-emulator';
import { dailySaleProbability } from './buyers';

const DAY = 86_400;
const PLAYERS = [
  'Mike Trout',
  'Shohei Ohtani',
  'Aaron Judge',
  'Juan Soto',
  'Bryce Harper',
  'Mookie Betts',
];

/** Twelve raw cards of stars; half priced at 60% of the market's value, half at 3 times it. */
async function stockShop(
  test: TestEmulator,
): Promise<{ seller: SellerClient; cheap: string[]; dear: string[] }> {
  const seller = await sellerClient(test, 'shop');
  const setup: SellingSetup = await readyToSell(seller);
  const picture = await uploadPicture(test, seller);
  const cheap: string[] = [];
  const dear: string[] = [];
  for (const [index, player] of [...PLAYERS, ...PLAYERS].entries()) {
    const title = `2019 Topps ${player} #${index + 1}`;
    const value = estimatedValueCents(title) as number;
    const underpriced = index < PLAYERS.length;
    const price = formatCents(Math.round(value * (underpriced ? 0.6 : 3)));
    const card = gradedCard([picture], {
      product: { ...gradedCard([picture]).product, title },
      condition: 'USED_VERY_GOOD',
      conditionDescriptors: [{ name: '40001', values: ['400010'] }],
    });
    const sku = `C${index}`;
    const { listingId } = await listCard(
      seller,
      setup,
      sku,
      card,
      fixedPriceOffer(sku, setup, price),
    );
    (underpriced ? cheap : dear).push(listingId);
  }
  return { seller, cheap, dear };
}

async function advance(test: TestEmulator, seconds: number): Promise<string[]> {
  const response = await test.http.post(`${MOUNT.control}/clock`).send({ advanceSeconds: seconds });
  return response.body.orders;
}

async function soldListings(test: TestEmulator): Promise<string[]> {
  const seller = await sellerClient(test, 'shop');
  const orders = await seller.get(`${MOUNT.api}/sell/fulfillment/v1/order`, { limit: '200' });
  return orders.body.orders.map(
    (order: { lineItems: Array<{ legacyItemId: string }> }) => order.lineItems[0].legacyItemId,
  );
}

describe('simulated buyers', () => {
  it('buy when the clock moves, more often under the market’s value than over it', async () => {
    const test = createTestEmulator();
    const { cheap, dear } = await stockShop(test);
    const orders = await advance(test, 5 * DAY);
    expect(orders.length).toBeGreaterThan(0);
    const sold = await soldListings(test);
    const cheapSold = sold.filter((id) => cheap.includes(id)).length;
    const dearSold = sold.filter((id) => dear.includes(id)).length;
    expect(cheapSold).toBeGreaterThan(dearSold);
    expect(cheapSold).toBeGreaterThanOrEqual(4);
  });

  it('are deterministic: the same seed and clock moves give the same sales, another seed others', async () => {
    const run = async (buyerSeed: string, steps: number[]) => {
      const test = createTestEmulator({ buyerSeed });
      await stockShop(test);
      for (const seconds of steps) await advance(test, seconds);
      const seller = await sellerClient(test, 'shop');
      const orders = await seller.get(`${MOUNT.api}/sell/fulfillment/v1/order`, { limit: '200' });
      return orders.body.orders.map(
        (order: {
          orderId: string;
          creationDate: string;
          lineItems: Array<{ legacyItemId: string }>;
        }) => [order.lineItems[0].legacyItemId, order.creationDate, order.orderId],
      );
    };
    const once = await run('alpha', [3 * DAY]);
    expect(once.length).toBeGreaterThan(0);
    expect(await run('alpha', [3 * DAY])).toEqual(once);
    const stepped = await run('alpha', [DAY, DAY / 2, 1.5 * DAY]);
    expect(stepped.map(([listingId, date]: string[]) => [listingId, date])).toEqual(
      once.map(([listingId, date]: string[]) => [listingId, date]),
    );
    expect(await run('beta', [3 * DAY])).not.toEqual(once);
  });

  it('bid on an auction and buy it when it ends, at the winning bid', async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test, 'shop');
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const { listingId, offerId } = await listCard(seller, setup, 'AUC1', gradedCard([picture]), {
      ...fixedPriceOffer('AUC1', setup),
      format: 'AUCTION',
      listingDuration: 'DAYS_3',
      pricingSummary: { auctionStartPrice: { value: '0.99', currency: 'USD' } },
    });
    await advance(test, 2 * DAY);
    expect(await soldListings(test)).toEqual([]);
    await advance(test, 2 * DAY);
    const fresh = await sellerClient(test, 'shop');
    const orders = await fresh.get(`${MOUNT.api}/sell/fulfillment/v1/order`);
    expect(orders.body.orders).toHaveLength(1);
    const [order] = orders.body.orders;
    expect(order.creationDate).toBe('2026-03-04T12:00:00.000Z');
    expect(order.lineItems[0]).toMatchObject({ legacyItemId: listingId, soldFormat: 'AUCTION' });
    expect(Number(order.lineItems[0].lineItemCost.value)).toBeGreaterThan(0.99);
    const offer = await fresh.get(`${MOUNT.api}/sell/inventory/v1/offer/${offerId}`);
    expect(offer.body.listing).toMatchObject({ listingStatus: 'ENDED', soldQuantity: 1 });
  });

  it('close an auction when its end comes with the time passing, the clock never moved', async () => {
    let hostNow = Date.parse('2026-03-01T12:00:00.000Z');
    const test = createTestEmulator({ now: () => hostNow });
    const seller = await sellerClient(test, 'shop');
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const auction = (sku: string, start: string) =>
      listCard(seller, setup, sku, gradedCard([picture]), {
        ...fixedPriceOffer(sku, setup),
        format: 'AUCTION',
        listingDuration: 'DAYS_1',
        pricingSummary: { auctionStartPrice: { value: start, currency: 'USD' } },
      });
    const bidOn = await auction('AUC1', '0.99');
    const tooDear = await auction('AUC2', '90000.00');
    const fixed = await listCard(seller, setup, 'FIX1', gradedCard([picture]), {
      ...fixedPriceOffer('FIX1', setup, '1.00'),
    });
    hostNow += 2 * DAY * 1000;

    // Two days on, the seller's token has expired: a new sign-in.
    const later = await sellerClient(test, 'shop');
    const offerStatus = async (offerId: string) =>
      (await later.get(`${MOUNT.api}/sell/inventory/v1/offer/${offerId}`)).body.listing;
    expect(await offerStatus(bidOn.offerId)).toMatchObject({
      listingStatus: 'ENDED',
      soldQuantity: 1,
    });
    expect(await offerStatus(tooDear.offerId)).toMatchObject({
      listingStatus: 'ENDED',
      soldQuantity: 0,
    });
    // A Buy It Now listing sells only when the clock is moved.
    expect(await offerStatus(fixed.offerId)).toMatchObject({ listingStatus: 'ACTIVE' });
    const orders = await later.get(`${MOUNT.api}/sell/fulfillment/v1/order`);
    expect(orders.body.orders).toHaveLength(1);
    expect(orders.body.orders[0].lineItems[0]).toMatchObject({ legacyItemId: bidOn.listingId });
  });

  it('do not shop when the clock stands still', async () => {
    const test = createTestEmulator();
    await stockShop(test);
    expect(await advance(test, 0)).toEqual([]);
    expect(await soldListings(test)).toEqual([]);
  });
});

describe('dailySaleProbability', () => {
  it('falls as the price rises over the value, within bounds', () => {
    expect(dailySaleProbability(1000, 1000)).toBeCloseTo(0.15);
    expect(dailySaleProbability(800, 1000)).toBeGreaterThan(dailySaleProbability(1000, 1000));
    expect(dailySaleProbability(2000, 1000)).toBeLessThan(0.03);
    expect(dailySaleProbability(100, 1000)).toBe(0.85);
    expect(dailySaleProbability(100_000, 1000)).toBe(0.002);
    expect(dailySaleProbability(1000, undefined)).toBe(0.05);
  });
});
