import { startTestApp, type TestApp } from './support/test-app';
import { signIn } from './support/sign-in';
import { insertSale } from './support/billing-orders';

async function dealerIdOf(app: TestApp, username: string): Promise<string> {
  const [row] = await app.query<{ id: string }>(`SELECT id FROM dealer WHERE username = $1`, [
    username,
  ]);
  return row.id;
}

async function sale(app: TestApp, dealerId: string, total: string): Promise<void> {
  await insertSale(app, dealerId, { amount: total, orderedAt: new Date().toISOString() });
}

/** An order on eBay of an item the dealer did not list through Pennant. */
async function saleElsewhere(app: TestApp, dealerId: string, total: string): Promise<void> {
  await app.query(
    `INSERT INTO customer_order (dealer_id, ebay_order_id, ordered_at, total_price)
     VALUES ($1, gen_random_uuid()::text, now(), $2)`,
    [dealerId, total],
  );
}

/** Each test boots its own app (its own settings), which under a busy CI machine takes more than the default 30 s. */
const APP_BOOT_TIMEOUT_MS = 120_000;

/** A test against an app booted with `env` for it alone, closed after it whatever the outcome. */
function itWithApp(
  name: string,
  env: Record<string, string>,
  test: (app: TestApp) => Promise<void>,
) {
  it(
    name,
    async () => {
      const app = await startTestApp(env);
      try {
        await test(app);
      } finally {
        await app.close();
      }
    },
    APP_BOOT_TIMEOUT_MS,
  );
}

describe('Live landing-page figures never tell about one dealer', () => {
  itWithApp('shows nothing from a single dealer, however much they sold', {}, async (app) => {
    await signIn(app, 'only_dealer');
    await sale(app, await dealerIdOf(app, 'only_dealer'), '1234.56');
    const metrics = await app.http.get('/api/public/metrics').expect(200);
    expect(metrics.body).toEqual({
      dealers: null,
      cardsProcessed: null,
      salesVolume: null,
      identificationAccuracyPercent: null,
    });
    expect(JSON.stringify(metrics.body)).not.toContain('1234');
  });

  itWithApp(
    'shows each figure once enough dealers contribute to it, sales through Pennant in whole hundreds',
    { PUBLIC_METRICS_MIN_DEALERS: '3' },
    async (app) => {
      for (const name of ['fig_one', 'fig_two', 'fig_three']) await signIn(app, name);
      await sale(app, await dealerIdOf(app, 'fig_one'), '1234.56');
      const oneSeller = (await app.http.get('/api/public/metrics').expect(200)).body;
      expect(oneSeller).toMatchObject({ dealers: 3, salesVolume: null, cardsProcessed: null });

      await sale(app, await dealerIdOf(app, 'fig_two'), '100.00');
      await saleElsewhere(app, await dealerIdOf(app, 'fig_two'), '5000.00');
      const stillTwo = (await app.http.get('/api/public/metrics').expect(200)).body;
      expect(stillTwo).toMatchObject({ salesVolume: null });
      await sale(app, await dealerIdOf(app, 'fig_three'), '77.00');
      const threeSellers = (await app.http.get('/api/public/metrics').expect(200)).body;
      expect(threeSellers).toMatchObject({ dealers: 3, salesVolume: '1400.00' });
    },
  );

  itWithApp(
    'hides them all when the operator says PUBLIC_METRICS=off',
    { PUBLIC_METRICS: 'off', PUBLIC_METRICS_MIN_DEALERS: '3' },
    async (app) => {
      for (const name of ['off_one', 'off_two', 'off_three']) await signIn(app, name);
      const metrics = await app.http.get('/api/public/metrics').expect(200);
      expect(metrics.body).toMatchObject({
        dealers: null,
        cardsProcessed: null,
        salesVolume: null,
      });
    },
  );

  itWithApp(
    'with PUBLIC_METRICS=on shows the dealer count, but still no one dealer’s sales',
    { PUBLIC_METRICS: 'on' },
    async (app) => {
      await signIn(app, 'on_one');
      await sale(app, await dealerIdOf(app, 'on_one'), '999.00');
      const metrics = await app.http.get('/api/public/metrics').expect(200);
      expect(metrics.body).toMatchObject({ dealers: 1, salesVolume: null, cardsProcessed: null });
    },
  );
});
