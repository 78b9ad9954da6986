import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors } from '../support/browser';
import { agreeOnEmulator } from '../support/dealer';
import { databaseUrlOf, startServer, type StartedServer } from '../support/server';

/**
 * A page on another port of the same host is the same site as Pennant: the dealer's SameSite=Lax
 * session cookie goes with its form posts and no-cors fetches. Such a page must not be able to
 * approve the dealer's card, nor show Pennant in a frame.
 */
describe('A page on another origin', () => {
  let server: StartedServer;
  let browser: Browser;
  let page: Page;
  let attacker: http.Server;
  let attackerUrl: string;
  let cardId: string;

  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrlOf(server) });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  const statusOfCard = async () =>
    (await query<{ status: string }>(`SELECT status FROM card WHERE id = $1`, [cardId]))[0].status;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    watchPageErrors(page);
    attacker = http.createServer((request, response) => {
      const target = `${server.baseUrl}/api/cards/${request.url?.slice(1)}/approve`;
      response.setHeader('Content-Type', 'text/html');
      response.end(`<!doctype html><title>win a free card</title>
<iframe name="sink"></iframe>
<iframe id="framed" src="${server.baseUrl}/"></iframe>
<form id="forged" method="POST" action="${target}" target="sink"></form>
<script>
  const sink = document.querySelector('iframe[name=sink]');
  const posted = new Promise((resolve) => sink.addEventListener('load', resolve, { once: true }));
  const framed = new Promise((resolve) =>
    document.getElementById('framed').addEventListener('load', resolve, { once: true }),
  );
  document.getElementById('forged').submit();
  posted
    .then(() => fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include' }))
    .catch(() => undefined)
    .then(() => framed)
    .then(() => { document.title = 'done'; });
</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.close(resolve));
    await server?.stop();
  });

  it('cannot approve a signed-in dealer’s card by form post or no-cors fetch', async () => {
    await page.goto(`${server.baseUrl}/api/login`);
    await agreeOnEmulator(page, 'csrf_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    const [dealer] = await query<{ id: string }>(
      `SELECT id FROM dealer WHERE username = 'csrf_dealer'`,
    );
    [{ id: cardId }] = await query<{ id: string }>(
      `INSERT INTO card (dealer_id, status, player, year, confidence, identified_at)
       VALUES ($1, 'identified', 'Attack Target', 1989, 0.95, now()) RETURNING id`,
      [dealer.id],
    );

    await page.goto(`${attackerUrl}/${cardId}`);
    await page.waitForFunction(() => document.title === 'done', undefined, { timeout: 15_000 });
    expect(await statusOfCard()).toBe('identified');
    // Pennant refused to be shown inside the other page's frame (frame-ancestors 'none').
    for (const frame of page.frames().slice(1)) {
      const shown = await frame
        .locator('body')
        .innerText()
        .catch(() => '');
      expect(shown).not.toMatch(/Login with eBay/);
    }

    // The same call from Pennant's own page goes through.
    await page.goto(`${server.baseUrl}/cards`);
    const status = await page.evaluate(
      (id) => fetch(`/api/cards/${id}/approve`, { method: 'POST' }).then((r) => r.status),
      cardId,
    );
    expect(status).toBe(200);
    expect(await statusOfCard()).toBe('approved');
  });
});
