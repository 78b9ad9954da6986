import type { Card } from '@pennant/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  answerQuestion,
  launchBrowser,
  snapshot,
  waitForMessage,
  watchApiWrites,
  watchPageErrors,
} from '../support/browser';
import { addCard } from '../support/card-api';
import { anotherFileOf, generateCardImages, type GeneratedCardSet } from '../support/card-images';
import { agreeOnEmulator, expectCount, expectSoon } from '../support/dealer';
import { startServer, type RunningServer } from '../support/server';

/** Four cards through OCR on a 2-core machine, with room for a slow first start of the OCR workers. */
const IDENTIFY_TIMEOUT_MS = 240_000;

/**
 * Corrections in seconds: a dealer reviews four cards, two of them read from one side only. The back of a 2005
 * Topps "Dem Bums" George Shuba (generated seed 7108), a tribute card fifty years after his career, gives no player
 * (the name read does not fit the year): the card reads "Check", the edit panel opens with the
 * cursor in Player, the type-ahead finds him, and saving shows his team and a price. A front-only card (seed 7001)
 * is approved after one question, undone from the toast, approved again without asking, and undone with U.
 * Approve All then approves the sure cards and names the one it left. A second Check card is approved with "Approve,
 * don't ask again", after which the first is approved with A alone, until Ask again.
 */
describe('Review: corrections in seconds', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let writes: ReturnType<typeof watchApiWrites>;
  let sure: GeneratedCardSet;
  let shuba: GeneratedCardSet;
  const cards: Record<'shuba' | 'frontOnly' | 'sure', Card | null> = {
    shuba: null,
    frontOnly: null,
    sure: null,
  };

  beforeAll(async () => {
    sure = generateCardImages(2, 7001);
    shuba = generateCardImages(1, 7108);
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pageErrors = watchPageErrors(page);
    writes = watchApiWrites(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    sure?.remove();
    shuba?.remove();
  });

  it(
    'signs in with eBay and adds three cards: one from its back only, one from its front only',
    async () => {
      await page.goto(`${server.baseUrl}/api/login`);
      await agreeOnEmulator(page, 'review_dealer');
      await page.getByText('eBay Connected Successfully!').first().waitFor();
      cards.shuba = await addCard(page, server.baseUrl, [
        { file: shuba.cards[0].back, type: 'back' },
      ]);
      cards.frontOnly = await addCard(page, server.baseUrl, [
        { file: sure.cards[0].front, type: 'front' },
      ]);
      cards.sure = await addCard(page, server.baseUrl, [
        { file: sure.cards[1].front, type: 'front' },
        { file: sure.cards[1].back, type: 'back' },
      ]);
      // What the engine made of them: the journey below depends on it.
      expect(cards.shuba).toMatchObject({ status: 'identified', needsCheck: true, player: null });
      expect(cards.shuba?.doubtfulFields[0]).toBe('player');
      expect(cards.frontOnly).toMatchObject({ needsCheck: true, player: 'Paul Kilgus' });
      expect(cards.sure).toMatchObject({ needsCheck: false, player: 'Joe Magrane' });
    },
    IDENTIFY_TIMEOUT_MS,
  );

  it('marks the doubtful cards "Check" with what to check', async () => {
    await page.goto(`${server.baseUrl}/review`);
    await page.getByText('3 cards ready for approval').waitFor();
    await page.getByTestId('key-legend').getByText('Approve').first().waitFor();
    const shubaTile = tileOf(page, cards.shuba!);
    await shubaTile.getByText('Check', { exact: true }).waitFor();
    await shubaTile.getByText('Check player, year, set and card number').waitFor();
    await tileOf(page, cards.frontOnly!).getByText('Check', { exact: true }).waitFor();
    await tileOf(page, cards.sure!).getByText('Identified', { exact: true }).waitFor();
    // A side with no photo keeps its place, so the one-sided cards are as tall as the pair beside them.
    await shubaTile.getByTestId('no-front-photo').waitFor();
    await shubaTile.getByRole('img', { name: 'Back' }).waitFor();
    const frontOnlyTile = tileOf(page, cards.frontOnly!);
    await frontOnlyTile.getByTestId('no-back-photo').waitFor();
    const frontHeight = async (tile: Locator) =>
      (await tile.getByRole('img', { name: 'Front' }).boundingBox())?.height;
    expect(await frontHeight(frontOnlyTile)).toBeCloseTo(
      (await frontHeight(tileOf(page, cards.sure!)))!,
      0,
    );
    await snapshot(page, '40-review-check');
  });

  it('opens the Check card beside its photos with the cursor in Player, its doubtful field', async () => {
    await selectTile(tileOf(page, cards.shuba!));
    await page.keyboard.press('e');
    const panel = page.getByTestId('card-edit-form');
    await panel.waitFor();
    await page.getByTestId('card-edit-photos').getByRole('img', { name: 'Back' }).waitFor();
    await page.getByText('Check player, year, set and card number against the photos').waitFor();
    await expectFocusOn(page, 'card-edit_player');
  });

  it('finds the player with the type-ahead, previews what saving fills, and saves with Enter', async () => {
    await page.keyboard.type('shuba');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: 'George Shuba',
    });
    await option.first().waitFor();
    await option
      .first()
      .getByText(/Brooklyn Dodgers/)
      .waitFor();
    await snapshot(page, '41-edit-panel-type-ahead');
    // The best suggestion is highlighted: Enter takes it, Enter again saves. The keyboard alone.
    await page.keyboard.press('Enter');
    await expectValue(page.locator('#card-edit_player'), 'George Shuba');
    // Before saving, what the rosters say about him that season.
    const preview = page.getByTestId('fill-preview');
    await preview.getByText(/Saving (fills in|re-prices the card)/).waitFor();
    await snapshot(page, '42-edit-panel-preview');
    // The insert's number, DB-GS on the photo, was not read: typed in.
    await page.locator('#card-edit_cardNumber').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('DB-GS');
    await page.keyboard.press('Enter');
    await page.getByText('Card Updated').first().waitFor();
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });

    const tile = tileOf(page, cards.shuba!);
    await tile.getByText('George Shuba', { exact: true }).waitFor();
    await tile.getByText('Brooklyn Dodgers', { exact: true }).waitFor();
    await tile.getByText('2005 Topps #DB-GS').waitFor();
    await tile.getByText('Checked by you', { exact: true }).waitFor();
    await expectText(tile.getByTestId('list-price'), /List price \$\d+\.\d\d/);
    expect(await tile.getByText('Check', { exact: true }).count()).toBe(0);
    await snapshot(page, '43-review-corrected');
  });

  it("opens each next card with its own fields, never the last card's, and offers the player chosen lately", async () => {
    for (const card of [cards.frontOnly!, cards.sure!]) {
      await selectTile(tileOf(page, card));
      await page.keyboard.press('e');
      await page.getByTestId('card-edit-form').waitFor();
      await expectValue(page.locator('#card-edit_player'), card.player!);
      await expectValue(page.locator('#card-edit_cardNumber'), card.cardNumber ?? '');
      // The player chosen on the last card comes back with two letters, under "Chosen lately".
      await page.locator('#card-edit_player').fill('sh');
      const lately = page.locator('.ant-select-dropdown:visible .ant-select-item-group', {
        hasText: 'Chosen lately',
      });
      await lately.waitFor();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', {
          hasText: 'George Shuba',
        })
        .first()
        .waitFor();
      // A season as dealers write it is the card's year, written out when the cursor leaves.
      await page.locator('#card-edit_year').fill('91-92');
      await page.locator('#card-edit_year').press('Tab');
      await expectValue(page.locator('#card-edit_year'), '1991');
      await discardEdits(page);
      await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    }
  });

  it('offers the sports as the dealer types one, Enter taking the first without saving', async () => {
    await selectTile(tileOf(page, cards.frontOnly!));
    await page.keyboard.press('e');
    await page.getByTestId('card-edit-form').waitFor();
    await page.locator('#card-edit_sport').fill('ho');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^hockey$/ })
      .waitFor();
    await page.keyboard.press('Enter');
    await expectValue(page.locator('#card-edit_sport'), 'hockey');
    expect(await page.getByTestId('card-edit-form').isVisible()).toBe(true);
    await discardEdits(page);
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
  });

  it('takes the first name that fits when Enter comes before the list does, and saves with Enter right after', async () => {
    await editWithPlayerEmptied(page, cards.frontOnly!);
    // The list for "sh" is showing; "magr" and Enter at once, before the catalog has answered for those letters:
    // Enter takes the first name that fits them, neither the list for "sh" nor the letters themselves.
    await typeUntilListed(page, 'sh', 'Shawon Dunston');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('magr');
    await page.keyboard.press('Enter');
    await expectValue(page.locator('#card-edit_player'), 'Joe Magrane');
    await page.getByTestId('card-edit-form').waitFor();
    await discardEdits(page);
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });

    // Enter takes the suggestion and Enter at once saves, however fast the second comes.
    await editWithPlayerEmptied(page, cards.sure!);
    await typeUntilListed(page, 'magr', 'Joe Magrane', { highlighted: true });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    await tileOf(page, cards.sure!).getByText('Joe Magrane', { exact: true }).waitFor();
  });

  it('asks once before approving a Check card, and Undo in the toast brings it back', async () => {
    await selectTile(tileOf(page, cards.frontOnly!));
    await page.keyboard.press('a');
    await confirmTitle(page, 'Approve a card Pennant is not sure of?').waitFor();
    // Enter once the question's Approve button has the focus, as the dealer sees it.
    await page.waitForFunction(
      () => document.activeElement?.closest('.ant-modal-confirm-btns') !== null,
    );
    await page.keyboard.press('Enter');
    const toast = page.getByTestId('approval-toast').filter({ hasText: 'Card Approved' });
    await toast.waitFor();
    await page.getByText('2 cards ready for approval').waitFor();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Approval undone: the card is back in review.').first().waitFor();
    await page.getByText('3 cards ready for approval').waitFor();

    await selectTile(tileOf(page, cards.frontOnly!));
    await page.keyboard.press('a');
    await page.getByText('2 cards ready for approval').waitFor();
    await toast.waitFor();
    expect(await page.locator('.ant-modal-confirm-title').filter({ visible: true }).count()).toBe(
      0,
    );
  });

  it('undoes the last approval with U', async () => {
    await page.keyboard.press('u');
    await page.getByText('3 cards ready for approval').waitFor();
    await tileOf(page, cards.frontOnly!).waitFor();
  });

  it('keeps the review keys off while a photo is zoomed: A there approves nothing', async () => {
    const tile = tileOf(page, cards.sure!);
    await selectTile(tile);
    await tile.getByText('View full size').first().click();
    const zoomed = page.locator('.ant-image-preview-img').filter({ visible: true });
    await zoomed.waitFor();
    await page.keyboard.press('a');
    // An approval answers in milliseconds; a second is ample for one that should not happen.
    await page.waitForTimeout(1_000);
    await page.keyboard.press('Escape');
    await zoomed.waitFor({ state: 'hidden' });
    await page.getByText('3 cards ready for approval').waitFor();
    expect(await tile.and(page.locator('[data-selected="true"]')).count()).toBe(1);
    // The same key on the page approves the selected card at once (it is sure), and U brings it back.
    await page.keyboard.press('a');
    await tile.waitFor({ state: 'detached' });
    await page.getByText('2 cards ready for approval').waitFor();
    await page.keyboard.press('u');
    await page.getByText('Approval undone: the card is back in review.').first().waitFor();
    await page.getByText('3 cards ready for approval').waitFor();
  });

  it('opens a photo full size from the keyboard, where Enter approves nothing', async () => {
    const tile = tileOf(page, cards.sure!);
    await selectTile(tile);
    const photo = tile.getByRole('button', { name: /^Enlarge: Front of / });
    await photo.focus();
    await page.keyboard.press('Enter');
    const zoomed = page.locator('.ant-image-preview-img').filter({ visible: true });
    await zoomed.waitFor();
    await page.keyboard.press('Escape');
    await zoomed.waitFor({ state: 'hidden' });
    // The keyboard is back on the photo it opened, and the card is still waiting.
    await expectSoon(() => photo.evaluate((element) => element === document.activeElement), true);
    await page.getByText('3 cards ready for approval').waitFor();
  });

  it('keeps a card just approved out of the queue while its approval is on its way, whatever else changes meanwhile', async () => {
    // The approval is held on its way to the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cards/*/approve', async (route) => {
      await held;
      await route.continue();
    });
    const tile = tileOf(page, cards.sure!);
    await selectTile(tile);
    await page.keyboard.press('a');
    await tile.waitFor({ state: 'detached' });
    // Meanwhile another card is saved (another tab, the engine): the queue is read again, and the server, which has
    // not had the approval yet, still lists the card.
    const reread = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/cards/pending') && response.request().method() === 'GET',
    );
    const saved = await page.request.patch(`${server.baseUrl}/api/cards/${cards.shuba!.id}`, {
      data: { player: 'George Shuba' },
    });
    expect(saved.ok()).toBe(true);
    expect((await (await reread).json()).map((card: Card) => card.id)).toContain(cards.sure!.id);
    // Rendered in a frame or two had the read been taken; half a second is ample.
    await page.waitForTimeout(500);
    expect(await tile.count()).toBe(0);
    await page.getByText('2 cards ready for approval').waitFor();

    release();
    await page.getByTestId('approval-toast').filter({ hasText: 'Card Approved' }).waitFor();
    await page.unroute('**/api/cards/*/approve');
    await page.getByText('2 cards ready for approval').waitFor();
    await page.keyboard.press('u');
    await page.getByText('Approval undone: the card is back in review.').first().waitFor();
    await page.getByText('3 cards ready for approval').waitFor();
  });

  it('approves the sure cards with Approve All and names the Check card it left', async () => {
    await page.getByRole('button', { name: 'Approve All' }).click();
    await confirmTitle(page, 'Approve 2 of 3 cards?').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .filter({ visible: true })
      .getByText('Left for you to approve one by one: 1 is marked Check.', { exact: false })
      .waitFor();
    await answerQuestion(
      page.locator('.ant-modal-confirm').filter({ visible: true }),
      'Approve All',
    );
    await waitForMessage(page, 'Approved 2 cards. Skipped 1: 1 is marked Check.', writes);
    const note = page.getByTestId('skipped-note');
    await note.getByText('Approve All left 1 card for you').waitFor();
    await page.getByText('1 card ready for approval').waitFor();
    await note.getByRole('button', { name: 'Show skipped cards' }).click();
    await expectCount(page.getByTestId('review-tile'), 1);
    await tileOf(page, cards.frontOnly!).waitFor();
    await snapshot(page, '44-review-skipped');
    expect(pageErrors).toEqual([]);
  });

  it(
    'stops asking before approving Check cards once told to, until Ask again',
    async () => {
      // Another scan of the sure card's front (the same file again would be the same card made twice).
      const another = await addCard(page, server.baseUrl, [
        { file: anotherFileOf(sure.cards[1].front), type: 'front' },
      ]);
      // The journey below depends on it: a second card marked Check, with a price.
      expect(another).toMatchObject({ needsCheck: true });
      expect(another.listPrice).not.toBeNull();
      await page.goto(`${server.baseUrl}/review`);
      await page.getByText('2 cards ready for approval').waitFor();

      await selectTile(tileOf(page, another));
      await page.keyboard.press('a');
      await confirmTitle(page, 'Approve a card Pennant is not sure of?').waitFor();
      await page.waitForFunction(
        () => document.activeElement?.closest('.ant-modal-confirm-btns') !== null,
      );
      // From the focused Approve, Shift+Tab reaches "Approve, don't ask again".
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "Approve, don't ask again",
      );
      await page.keyboard.press('Enter');
      await page.getByText('1 card ready for approval').waitFor();
      const note = page.getByTestId('not-asking-note');
      await note.waitFor();

      // The other Check card, never answered for, is approved with A alone.
      await selectTile(tileOf(page, cards.frontOnly!));
      await page.keyboard.press('a');
      await page.getByText('0 cards ready for approval').waitFor();
      expect(await page.locator('.ant-modal-confirm-title').filter({ visible: true }).count()).toBe(
        0,
      );

      // Ask again: the same card, brought back with U, is asked about once more.
      await note.getByRole('button', { name: 'Ask again' }).click();
      await note.waitFor({ state: 'detached' });
      await page.keyboard.press('u');
      await page.getByText('1 card ready for approval').waitFor();
      await selectTile(tileOf(page, cards.frontOnly!));
      await page.keyboard.press('a');
      await confirmTitle(page, 'Approve a card Pennant is not sure of?').waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('1 card ready for approval').waitFor();
      expect(pageErrors).toEqual([]);
    },
    IDENTIFY_TIMEOUT_MS,
  );
});

/** The title of the confirmation on screen. */
/** Cancel on a panel the dealer changed: Pennant asks before the changes go, and they go. */
async function discardEdits(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel' }).click();
  const question = page.locator('.ant-modal-confirm').filter({ hasText: 'Discard your changes?' });
  await question.getByText('not saved', { exact: false }).waitFor();
  await answerQuestion(question, 'Discard');
}

function confirmTitle(page: Page, title: string): Locator {
  return page.locator('.ant-modal-confirm-title').filter({ visible: true, hasText: title });
}

function tileOf(page: Page, card: Card): Locator {
  return page.locator(`[data-testid="review-tile"][data-card-id="${card.id}"]`);
}

/** Opens a card's edit panel with E and empties Player, ready for a name to be typed. */
async function editWithPlayerEmptied(page: Page, card: Card): Promise<void> {
  await selectTile(tileOf(page, card));
  await page.keyboard.press('e');
  await page.getByTestId('card-edit-form').waitFor();
  await page.locator('#card-edit_player').fill('');
}

/** Types letters into the focused type-ahead and waits until its list shows the name (highlighted, if asked). */
async function typeUntilListed(
  page: Page,
  letters: string,
  name: string,
  { highlighted = false } = {},
): Promise<void> {
  await page.keyboard.type(letters);
  const option = highlighted ? '.ant-select-item-option-active' : '.ant-select-item-option';
  await page.locator(`.ant-select-dropdown:visible ${option}`, { hasText: name }).waitFor();
}

/** Selects a tile as a dealer does, clicking its text (a click on a photo opens it large instead). */
async function selectTile(tile: Locator): Promise<void> {
  await tile.getByTestId('price-figures').click();
  await tile.and(tile.page().locator('[data-selected="true"]')).waitFor();
}

async function expectFocusOn(page: Page, id: string): Promise<void> {
  await page.waitForFunction((expected) => document.activeElement?.id === expected, id, {
    timeout: 5_000,
  });
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
}

async function expectValue(locator: Locator, expected: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await locator.inputValue()) !== expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await locator.inputValue()).toBe(expected);
}

async function expectText(locator: Locator, pattern: RegExp): Promise<void> {
  await locator.waitFor();
  const deadline = Date.now() + 10_000;
  let text = await locator.innerText();
  while (!pattern.test(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    text = await locator.innerText();
  }
  expect(text).toMatch(pattern);
}
