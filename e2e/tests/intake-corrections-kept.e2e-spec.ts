import fs from 'node:fs';
import type { Card } from '@pennant/contracts';
import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { answerQuestion, launchBrowser, snapshot, watchPageErrors } from '../support/browser';
import { addCard } from '../support/card-api';
import { generateCardImages, type GeneratedCardSet } from '../support/card-images';
import { agreeOnEmulator, expectCount } from '../support/dealer';
import { startServer, type RunningServer } from '../support/server';

/** One card through OCR on a 2-core machine shared with other work. */
const IDENTIFY_TIMEOUT_MS = 240_000;

/**
 * A dealer's corrections are not lost by a reflex (the review walk of 2026-11-28): Esc then Enter in the edit panel
 * goes back to the form ("Keep editing" has the focus, Esc twice discards); the browser's Back closes the panel
 * instead of leaving the page, asking first when something is unsaved, and Forward opens it again; a reload asks
 * the browser's "Leave site?" only while the panel holds unsaved changes. And /upload types a photo naming no side
 * in a stack paired by name as the front Pennant makes it.
 */
describe('Intake: corrections kept', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let images: GeneratedCardSet;
  let card: Card;
  /** The PATCHes sent to the card: none may go out while the dealer only looks or discards. */
  const patches: string[] = [];
  const dialogs: string[] = [];

  beforeAll(async () => {
    images = generateCardImages(1, 7002);
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pageErrors = watchPageErrors(page);
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    images?.remove();
  });

  it(
    'signs in and adds a card',
    async () => {
      await page.goto(`${server.baseUrl}/api/login`);
      await agreeOnEmulator(page, 'kept_dealer');
      await page.getByText('eBay Connected Successfully!').first().waitFor();
      card = await addCard(page, server.baseUrl, [
        { file: images.cards[0].front, type: 'front' },
        { file: images.cards[0].back, type: 'back' },
      ]);
      expect(card.status).toBe('identified');
    },
    IDENTIFY_TIMEOUT_MS,
  );

  it('goes back to the form on Esc then Enter, with the edit kept and nothing saved', async () => {
    await page.goto(`${server.baseUrl}/review`);
    await openWithE(page, card);
    await typeInto(page, 'condition', 'NM, sharp corners');
    await page.keyboard.press('Escape');
    const question = discardQuestion(page);
    await question.waitFor();
    await page.waitForFunction(
      () => document.activeElement?.closest('.ant-modal-confirm-btns') !== null,
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep editing');
    await snapshot(page, '90-discard-question-keep-focused');
    // Enter, meaning "save" by reflex, answers the focused "Keep editing".
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'hidden' });
    await page.getByTestId('card-edit-form').waitFor();
    expect(await page.locator('#card-edit_condition').inputValue()).toBe('NM, sharp corners');
    await page.waitForFunction(
      () => document.activeElement?.closest('[data-testid="card-edit-form"]') !== null,
    );
    expect(patches).toEqual([]);
  });

  it('discards with Esc twice, and with Discard', async () => {
    await page.keyboard.press('Escape');
    await discardQuestion(page).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    await expectPath(page, '/review');

    await openWithE(page, card);
    expect(await page.locator('#card-edit_condition').inputValue()).toBe(card.condition ?? '');
    await typeInto(page, 'condition', 'EX');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await answerQuestion(discardQuestion(page), 'Discard');
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    expect(patches).toEqual([]);
  });

  it("closes the panel with the browser's Back instead of leaving /cards, and Forward opens it again", async () => {
    await page.goto(`${server.baseUrl}/cards`);
    await openFromTile(page, card);
    await expectPath(page, `/cards?edit=${card.id}`);
    await page.evaluate(() => history.back());
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    await expectPath(page, '/cards');
    await page.getByTestId('cards-page').waitFor();
    await page.evaluate(() => history.forward());
    await page.getByTestId('card-edit-form').waitFor();
    await expectPath(page, `/cards?edit=${card.id}`);
  });

  it('asks before Back takes unsaved changes, keeps them on Enter, and lets them go on Back again', async () => {
    await typeInto(page, 'condition', 'NM, centered 60/40');
    await page.evaluate(() => history.back());
    const question = discardQuestion(page);
    await question.waitFor();
    await snapshot(page, '91-back-with-unsaved-edit');
    await expectPath(page, `/cards?edit=${card.id}`);
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'hidden' });
    expect(await page.locator('#card-edit_condition').inputValue()).toBe('NM, centered 60/40');

    await page.evaluate(() => history.back());
    await question.waitFor();
    await page.evaluate(() => history.back());
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    await expectCount(question.filter({ visible: true }), 0);
    await expectPath(page, '/cards');
    await page.getByTestId('cards-page').waitFor();
    expect(patches).toEqual([]);
    // The panel left no steps behind: Back now leaves /cards for the page before it.
    await page.evaluate(() => history.back());
    await page.getByTestId('review-page').waitFor();
  });

  it('asks "Leave site?" on a reload only while the panel holds unsaved changes', async () => {
    page.on('dialog', (dialog) => void recordDialog(dialog, dialogs));
    await page.goto(`${server.baseUrl}/cards`);
    await openFromTile(page, card);
    // Nothing changed: the page reloads without a question, and the panel opens again on the card.
    await reload(page);
    await page.getByTestId('card-edit-form').waitFor();
    expect(dialogs).toEqual([]);

    await typeInto(page, 'condition', 'VG');
    // The dealer stays (the dialog is dismissed): the edit is still there.
    void page.evaluate(() => location.reload()).catch(() => undefined);
    await waitForDialogs(dialogs, 1);
    expect(dialogs).toEqual(['beforeunload']);
    await page.waitForTimeout(500);
    expect(await page.locator('#card-edit_condition').inputValue()).toBe('VG');

    // Saved, the panel closes and a reload asks nothing.
    await page.keyboard.press('Enter');
    await page.getByText('Card Updated').first().waitFor();
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    await expectPath(page, '/cards');
    await reload(page);
    await page.getByTestId('cards-page').waitFor();
    expect(dialogs).toEqual(['beforeunload']);
    expect(patches).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it("types a photo naming no side in a stack paired by name as its own card's front", async () => {
    await page.goto(`${server.baseUrl}/upload`);
    await page.getByText('Current Card').waitFor();
    const front = fs.readFileSync(images.cards[0].front);
    const back = fs.readFileSync(images.cards[0].back);
    const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
    // The lone photo is 4th: scanner order's parity would call it a back.
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        jpeg('card-1_front.jpg', front),
        jpeg('card-1_back.jpg', back),
        jpeg('card-2_front.jpg', front),
        jpeg('55_Trevor_May.jpg', front),
        jpeg('card-2_back.jpg', back),
      ]);
    await expectCount(page.getByTestId('pending-image'), 5);
    await page.getByRole('button', { name: 'Process 3 cards' }).waitFor();
    const typeOf = (name: string) =>
      page
        .getByTestId('pending-image')
        .filter({ hasText: name })
        .locator('.ant-select-selection-item')
        .innerText();
    expect(await typeOf('55_Trevor_May.jpg')).toBe('Front');
    expect(await typeOf('card-1_back.jpg')).toBe('Back');
    expect(await typeOf('card-2_back.jpg')).toBe('Back');
    expect(await typeOf('card-2_front.jpg')).toBe('Front');
    await snapshot(page, '92-upload-lone-front');
    // One card per image: every photo is a card's front.
    await page.locator('.ant-select[aria-label="Pair fronts and backs"]').click();
    await page.locator('.ant-select-item-option', { hasText: 'One card per image' }).click();
    await page.getByRole('button', { name: 'Process 5 cards' }).waitFor();
    await expectCount(
      page.getByTestId('pending-image').locator('.ant-select-selection-item', { hasText: 'Back' }),
      0,
    );
    expect(pageErrors).toEqual([]);
  });

  it('says the card was deleted meanwhile when saving it, and closes the panel', async () => {
    await page.goto(`${server.baseUrl}/cards?edit=${card.id}`);
    await page.getByTestId('card-edit-form').waitFor();
    await typeInto(page, 'condition', 'Crease across the back');
    // Another tab deletes the card while this one edits it.
    const deleted = await page.request.post(`${server.baseUrl}/api/cards/delete`, {
      data: { cardIds: [card.id] },
    });
    expect(deleted.ok()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This card was deleted meanwhile', { exact: false }).waitFor();
    await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});

function discardQuestion(page: Page): Locator {
  return page.locator('.ant-modal-confirm').filter({ hasText: 'Discard your changes?' });
}

/** Opens the card's edit panel on /review with E, from its selected tile. */
async function openWithE(page: Page, card: Card): Promise<void> {
  const tile = page.locator(`[data-testid="review-tile"][data-card-id="${card.id}"]`);
  await tile.getByTestId('price-figures').click();
  await tile.and(page.locator('[data-selected="true"]')).waitFor();
  await page.keyboard.press('e');
  await page.getByTestId('card-edit-form').waitFor();
}

async function openFromTile(page: Page, card: Card): Promise<void> {
  const tile = page.locator(`[data-testid="card-tile"][data-card-id="${card.id}"]`);
  await tile.getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('card-edit-form').waitFor();
}

/** Types into a field of the panel as a dealer does (keys, which count as the page being used). */
async function typeInto(page: Page, field: string, text: string): Promise<void> {
  const input = page.locator(`#card-edit_${field}`);
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  expect(await input.inputValue()).toBe(text);
}

async function expectPath(page: Page, expected: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  const current = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  while (current() !== expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(current()).toBe(expected);
}

/** Keeps the dealer on the page: a "Leave site?" is answered Cancel. */
async function recordDialog(dialog: Dialog, seen: string[]): Promise<void> {
  seen.push(dialog.type());
  await dialog.dismiss();
}

async function waitForDialogs(seen: string[], count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (seen.length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
}
