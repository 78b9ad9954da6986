import type { BulkPrepareResponse } from '@pennant/contracts';
import type { Page } from 'playwright-core';
import { snapshot } from '../support/browser';
import { agreeOnEmulator, expectCount, expectSoon } from '../support/dealer';
import { openSession, queryForDealer, type BrowserSession } from '../support/session';

/** The card each seeded row becomes, as Pennant names it. */
const nameOf = (n: number) => `Keyboard Player ${n} · 1989 Topps Base #${n}`;

/**
 * A dealer who works with the keyboard alone (and one who listens with a screen reader): the keys act on the card
 * that holds the focus and say which one, a question takes the focus, a short message is announced, and every
 * prepared listing opens from the keyboard.
 */
describe('Working from the keyboard', () => {
  let session: BrowserSession;
  let page: Page;
  const ids: string[] = [];

  const api = (path: string) => session.url(path);
  const tile = (index: number) =>
    page.locator(`[data-testid="review-tile"][data-card-id="${ids[index]}"]`);
  const focusedCardId = () =>
    page.evaluate(() =>
      document.activeElement?.closest('[data-testid="review-tile"]')?.getAttribute('data-card-id'),
    );

  /** Three identified cards, least confident first as /review orders them; the first is marked Check. */
  async function cardsWaiting(): Promise<void> {
    const rows = await queryForDealer<{ id: string }>(
      session,
      `INSERT INTO card (dealer_id, status, player, sport, year, brand, "set", card_number, confidence,
         doubtful_fields, market_value, list_price, identified_at)
       SELECT $1, 'identified', 'Keyboard Player ' || n, 'baseball', 1989, 'Topps', 'Base', n::text,
              CASE WHEN n = 1 THEN 0.40 ELSE 0.95 + n / 100.0 END,
              CASE WHEN n = 1 THEN ARRAY['player'] ELSE '{}'::text[] END, 2.00, 2.50, now()
         FROM generate_series(1, 3) AS n ORDER BY n RETURNING id`,
    );
    ids.push(...rows.map((row) => row.id));
  }

  beforeAll(async () => {
    session = await openSession();
    page = session.page;
  });
  afterAll(() => session?.close());

  it('acts on the card whose button holds the focus, not the one highlighted before', async () => {
    await page.goto(api('/api/login'));
    await agreeOnEmulator(page, 'keyboard_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await cardsWaiting();
    await page.goto(api('/review'));
    await expectCount(page.getByTestId('review-tile'), 3);
    // The page is named in the tab and as its one h1; the first Tab offers to skip the navigation.
    expect(await page.title()).toBe('Pending Review · Pennant');
    await page.getByRole('heading', { level: 1, name: 'Pending Review' }).waitFor();
    await page.keyboard.press('Tab');
    await expectSoon(
      () => page.evaluate(() => document.activeElement?.textContent),
      'Skip to content',
    );
    await page.keyboard.press('Enter');
    await expectSoon(() => page.evaluate(() => document.activeElement?.id), 'main-content');
    await expectSoon(() => tile(0).getAttribute('aria-current'), 'true');

    await page.getByRole('button', { name: `Edit ${nameOf(3)}` }).focus();
    await expectSoon(() => tile(2).getAttribute('aria-current'), 'true');
    await page.keyboard.press('e');
    const panel = page.locator('.ant-drawer-content').filter({ hasText: 'Keyboard Player 3' });
    await panel.waitFor();
    await expectSoon(() => page.evaluate(() => document.activeElement?.id), 'card-edit_player');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    // Closed, the panel gives the focus back to the card it was opened from.
    await expectSoon(focusedCardId, ids[2]);
  });

  it('moves the focus with the selection, so a screen reader names each card', async () => {
    await tile(0).focus();
    await expectSoon(() => tile(0).getAttribute('aria-current'), 'true');
    await expectSoon(focusedCardId, ids[0]);
    await page.keyboard.press('ArrowRight');
    await expectSoon(focusedCardId, ids[1]);
    expect(await tile(1).getAttribute('aria-label')).toBe(nameOf(2));
    expect(await tile(1).getAttribute('aria-current')).toBe('true');
  });

  it('names the card in the question before approving, and announces the approval', async () => {
    await page.keyboard.press('ArrowLeft');
    await expectSoon(focusedCardId, ids[0]);
    await page.keyboard.press('a');
    const question = page.locator('.ant-modal-confirm');
    await question.getByText(`${nameOf(1)}: its marked fields may be wrong`).waitFor();
    await snapshot(page, 'keyboard-approve-question');
    await page.keyboard.press('Enter');
    await page
      .locator('#pennant-toasts[role="status"]')
      .getByText('Card Approved: its listing is ready to publish in Prepare Listings.')
      .waitFor();
    await expectCount(page.getByTestId('review-tile'), 2);
  });

  it('asks in a question that takes the focus before deleting a card from its details', async () => {
    await page.goto(api('/cards'));
    const card = page.locator(`[data-testid="card-tile"][data-card-id="${ids[2]}"]`);
    await card.getByRole('button', { name: 'View' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const question = page.locator('.ant-modal-confirm');
    await question
      .locator('.ant-modal-confirm-title')
      .getByText('Delete this card and its images?')
      .waitFor();
    // The safe answer holds the focus; the next Tab reaches Delete.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('#pennant-toasts').getByText('Card Deleted').waitFor();
    await expectCount(card, 0);
  });

  it('opens any prepared listing from the keyboard', async () => {
    const cardIds = ids.slice(0, 2);
    expect((await page.request.post(api(`/api/cards/${ids[1]}/approve`))).ok()).toBe(true);
    const prepared = await page.request.post(api('/api/cards/bulk-prepare'), {
      data: { cardIds },
    });
    const { preparations } = (await prepared.json()) as BulkPrepareResponse;
    expect(preparations).toHaveLength(2);
    await page.goto(api('/prepare?tab=review'));
    const rows = page.getByTestId('review-listing');
    await expectCount(rows, 2);
    // A header button that goes to another page is one Tab stop, not a button inside a link.
    await page.getByRole('button', { name: 'All Cards' }).waitFor();
    await expectCount(page.locator('a button'), 0);
    const closed = rows.and(page.locator('[data-active="false"]'));
    await closed.focus();
    await page.keyboard.press('Enter');
    await expectCount(page.locator('[data-testid="review-listing"][data-active="true"]'), 1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-active'))).toBe(
      'true',
    );
  });

  it("takes the focus to the new page's heading after a page change, so it is announced", async () => {
    const focused = () =>
      page.evaluate(
        () => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`,
      );
    // From a page's own button: the button is gone with its page, and the focus would fall to the body.
    await page.getByRole('button', { name: 'All Cards' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cards$/);
    await expectSoon(focused, 'H1 Card Processing');
    // The next Tab goes on into the page, not back through the navigation.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('#main-content') !== null),
    ).toBe(true);
    // From the navigation: the link keeps no focus on a page it no longer names.
    await page.locator('header').getByRole('link', { name: 'Sales' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sales/);
    await expectSoon(focused, 'H1 Sales & Revenue');
    expect(session.pageErrors).toEqual([]);
  });
});
