import type { Page } from 'playwright-core';
import { snapshot } from '../support/browser';
import { agreeOnEmulator, expectCount, expectSoon } from '../support/dealer';
import { openSession, queryForDealer, type BrowserSession } from '../support/session';

const WAITING = 100;

/**
 * A dealer who scanned a few boxes has hundreds of cards waiting: /review opens with its first tiles rather than
 * drawing every one first, draws more as the dealer scrolls or presses Show more, and the keys walk past the tiles
 * drawn so far without losing the selection.
 */
describe('Review: a long queue', () => {
  let session: BrowserSession;
  let page: Page;

  const api = (path: string) => session.url(path);
  const tiles = () => page.getByTestId('review-tile');
  const selectedTile = () => page.locator('[data-testid="review-tile"][data-selected="true"]');

  /** WAITING identified cards, written as identification leaves them; named by their place in the queue. */
  async function cardsWaiting(): Promise<void> {
    await queryForDealer(
      session,
      `INSERT INTO card (dealer_id, status, player, sport, year, brand, "set", card_number, confidence,
         market_value, list_price, identified_at, created_at)
       SELECT $1, 'identified', 'Queued Player ' || n, 'baseball', 1989, 'Topps', 'Base', n::text,
              0.90 + n / 10000.0, 2.00, 2.50, now(), now() - (n || ' minutes')::interval
         FROM generate_series(1, $2) AS n`,
      [WAITING],
    );
  }

  beforeAll(async () => {
    session = await openSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  it('opens with its first tiles and says how many more there are', async () => {
    await page.goto(api('/api/login'));
    await agreeOnEmulator(page, 'long_queue_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await cardsWaiting();
    await page.goto(api('/review'));
    await page.getByText(`${WAITING} cards ready for approval`).waitFor();
    await expectCount(tiles(), 48);
    await page.getByRole('button', { name: 'Show 48 more (52 not shown)' }).waitFor();
    await snapshot(page, 'long-review-queue');
  });

  it('keeps the selected card drawn as the keys walk past the tiles drawn so far', async () => {
    for (let step = 0; step < 55; step++) await page.keyboard.press('ArrowRight');
    await expect(selectedTile().getAttribute('data-card-id')).resolves.toBeTruthy();
    const drawn = await tiles().count();
    expect(drawn).toBeGreaterThan(56);
    const index = await tiles().evaluateAll((elements) =>
      elements.findIndex((element) => element.getAttribute('data-selected') === 'true'),
    );
    expect(index).toBe(55);
    await expect(selectedTile().isVisible()).resolves.toBe(true);
  });

  it('draws the rest as the dealer scrolls to the end, and then shows no button', async () => {
    // Each time the end of the tiles comes into view, the next ones are drawn below it.
    for (let scrolls = 0; scrolls < 3 && (await tiles().count()) < WAITING; scrolls++) {
      const before = await tiles().count();
      await page.getByTestId('more-tiles').scrollIntoViewIfNeeded();
      await expectSoon(async () => (await tiles().count()) > before, true);
    }
    await expectCount(tiles(), WAITING);
    await expectCount(page.getByTestId('more-tiles'), 0);
    expect(session.pageErrors).toEqual([]);
  });
});
