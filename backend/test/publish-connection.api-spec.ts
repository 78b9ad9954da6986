import {
  AUTO_PUBLISH_AWAITS_CONNECTION,
  PUBLISHING_AWAITS_CONNECTION,
} from '../src/modules/listings/publishing/publisher.service';
import { Logger } from '@nestjs/common';
import { JobQueue } from '../src/integrations/jobs';
import { ORDERS_SYNC_JOB } from '../src/modules/listings/jobs/listing-jobs';
import { dealerIdOf } from './support/billing-orders';
import { approvedCards, readyToSell, waitForListings } from './support/listing-fixtures';
import { answerConsent, consentFields, signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const USERNAME = 'connection_lost_publisher';

describe('Publishing when the eBay connection ends', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, USERNAME);
    dealerId = await dealerIdOf(dealer);
    await readyToSell(dealer);
  });
  afterEach(() => app.pennant.emulator!.faults.clear());
  afterAll(() => app.close());

  /** The grant ends, as when the dealer removes Pennant's access on eBay: the next token Pennant needs is refused. */
  async function endGrant(): Promise<void> {
    await app.query(
      `UPDATE ebay_connection SET access_token_expires_at = now() - interval '1 hour',
              refresh_token_expires_at = now() - interval '1 minute'
        WHERE dealer_id = $1`,
      [dealerId],
    );
  }

  async function connectAgain(): Promise<void> {
    const start = await dealer.post('/api/ebay/connect/start').expect(200);
    const fields = await consentFields(dealer, start.body.redirectUrl);
    const callback = await answerConsent(dealer, fields, USERNAME);
    const done = await dealer.get(callback).expect(302);
    expect(done.headers.location).toContain('ebay_connected=success');
  }

  it('stops at once saying the connection ended, and publishes once the dealer connects again', async () => {
    const cardIds = await approvedCards(app, dealer, 2);
    // The first picture reaches eBay slowly; the grant ends meanwhile.
    app.pennant.emulator!.faults.inject({ delayMs: 1500, pathPrefix: '/commerce/media', count: 1 });
    await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
    await endGrant();

    const stopped = await waitForListings(dealer, cardIds, (listing) => listing.status === 'error');
    for (const listing of stopped) expect(listing.errors).toEqual([PUBLISHING_AWAITS_CONNECTION]);

    await connectAgain();
    const live = await waitForListings(dealer, cardIds, (listing) => listing.status === 'active');
    for (const listing of live) expect(listing.errors).toEqual([]);
  });

  it('says what automation could not publish while eBay was disconnected, and publishes it once connected', async () => {
    await dealer.put('/api/selling/setup').send({ autoPublish: true }).expect(200);
    const [cardId] = await approvedCards(app, dealer, 1, { status: 'identified' });
    await dealer.delete('/api/ebay/disconnect').expect(204);
    await dealer.post(`/api/cards/${cardId}/approve`).expect(200);
    const [waiting] = await waitForListings(
      dealer,
      [cardId],
      (listing) => listing.status === 'error',
    );
    expect(waiting.errors).toEqual([AUTO_PUBLISH_AWAITS_CONNECTION]);

    await connectAgain();
    const [live] = await waitForListings(
      dealer,
      [cardId],
      (listing) => listing.status === 'active',
    );
    expect(live.errors).toEqual([]);
  });

  it('leaves unpublished what automation was to publish when automation was turned off before connecting', async () => {
    await dealer.put('/api/selling/setup').send({ autoPublish: true }).expect(200);
    const [cardId] = await approvedCards(app, dealer, 1, { status: 'identified' });
    await dealer.delete('/api/ebay/disconnect').expect(204);
    await dealer.post(`/api/cards/${cardId}/approve`).expect(200);
    await waitForListings(dealer, [cardId], (listing) => listing.status === 'error');
    await dealer.put('/api/selling/setup').send({ autoPublish: false }).expect(200);

    await connectAgain();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [kept] = await waitForListings(dealer, [cardId], () => true);
    expect(kept).toMatchObject({ status: 'error', errors: [AUTO_PUBLISH_AWAITS_CONNECTION] });
  });

  it('leaves the five-minute order sync untried while the grant is over, without failing and retrying it', async () => {
    await endGrant();
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const jobId = `sync-without-grant-${Date.now()}`;
    try {
      await app.pennant.app.get(JobQueue).enqueue(ORDERS_SYNC_JOB, { dealerId }, { jobId });
      const said = (pattern: RegExp) =>
        warn.mock.calls.some(([message]) => pattern.test(String(message)));
      for (
        let waited = 0;
        !said(new RegExp(`^Orders of ${dealerId} not synced: `));
        waited += 100
      ) {
        if (waited > 10_000) throw new Error('the sync job never ran');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(said(new RegExp(`^Job orders\\.sync ${jobId} failed`))).toBe(false);
    } finally {
      warn.mockRestore();
    }
    await connectAgain();
  });
});
