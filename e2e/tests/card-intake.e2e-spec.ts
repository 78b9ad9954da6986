import fs from 'node:fs';
import path from 'node:path';
import type { UploadUrlResponse } from '@pennant/contracts';
import type { Browser, Page, Response } from 'playwright-core';
import { generateCardImages, type GeneratedCardSet } from '../support/card-images';
import {
  answerQuestion,
  launchBrowser,
  snapshot,
  waitForMessage,
  watchApiWrites,
  watchPageErrors,
} from '../support/browser';
import { agreeOnEmulator, expectCount } from '../support/dealer';
import { startServer, type RunningServer } from '../support/server';

/** Two cards through OCR on a 2-core machine, with room for a slow first start of the OCR workers. */
const IDENTIFY_TIMEOUT_MS = 180_000;

/**
 * A dealer uploads the fronts and backs of three generated cards, watches them become identified
 * live, filters and corrects one on the review screen and approves it from the keyboard, approves
 * another with Approve All, lots the last, and finds the statuses on /cards.
 */
describe('Card intake: upload, identify, review and approve', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let writes: ReturnType<typeof watchApiWrites>;
  let images: GeneratedCardSet;

  beforeAll(async () => {
    images = generateCardImages(3, 7001);
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pageErrors = watchPageErrors(page);
    writes = watchApiWrites(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    images?.remove();
  });

  it('asks a visitor to sign in before uploading', async () => {
    await page.goto(`${server.baseUrl}/upload`);
    await page.getByText('Authentication Required').waitFor();
    expect(
      await page.getByRole('link', { name: 'Login with eBay' }).first().getAttribute('href'),
    ).toBe('/api/login');
  });

  it('signs in and refuses a file that is not an image, in the spec words', async () => {
    await page.getByRole('link', { name: 'Login with eBay' }).first().click();
    await agreeOnEmulator(page, 'intake_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await page.goto(`${server.baseUrl}/upload`);
    await page.getByText('Current Card').waitFor();
    await page.getByTestId('upload-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a card'),
    });
    await page.getByText('You can only upload: JPG, PNG, HEIC, WebP').first().waitFor();
    expect(await page.getByTestId('pending-image').count()).toBe(0);

    // A JPEG whose bytes are damaged passes the browser's check; the server refuses it, and no broken picture shows.
    await page.getByTestId('upload-input').setInputFiles({
      name: 'damaged.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]),
    });
    await page.getByRole('button', { name: 'Process Card' }).click();
    const refused = page.locator('[data-testid="processed-card"][data-status="error"]');
    await refused.getByText(/damaged\.jpg: .*damaged or incomplete/).waitFor();
    await refused.getByRole('img', { name: 'damaged.jpg (no preview)' }).waitFor();
    await page.getByRole('button', { name: 'Clear list' }).click();
    await page.getByText('Cards you process appear here.').waitFor();
  });

  it(
    'uploads three fronts and backs, pairs them by name and watches each become identified',
    async () => {
      const files = images.cards.flatMap((card) => [card.front, card.back]);
      await page.getByTestId('upload-input').setInputFiles(files);
      await expectCount(page.getByTestId('pending-image'), 6);
      // The *_front / *_back names are recognised: three cards, not six, and that leads.
      await snapshot(page, '30-upload-current-card');
      await page.getByRole('button', { name: 'Process 3 cards' }).click();
      await page.getByText('Upload Complete').first().waitFor();
      await expectCount(page.getByTestId('processed-card'), 3);
      await page
        .locator('[data-testid="processed-card"][data-status="identified"]')
        .nth(2)
        .waitFor({ timeout: IDENTIFY_TIMEOUT_MS });
      await page.getByText('3 of 3 identified').waitFor();
      expect(await page.getByText(/\d+% confidence/).count()).toBe(3);
      // Compare with eBay Sales says how its search differs from each card's own market value.
      await page
        .getByTestId('ebay-comparison')
        .getByText('Searched by player, year and brand only', { exact: false })
        .waitFor();
      await snapshot(page, '31-upload-identified');
    },
    IDENTIFY_TIMEOUT_MS + 60_000,
  );

  it('filters the review screen, corrects one card and approves it with one key', async () => {
    await page.goto(`${server.baseUrl}/review`);
    await page.getByText('3 cards ready for approval').waitFor();
    await expectCount(page.getByTestId('review-tile'), 3);
    const selected = page.locator('[data-testid="review-tile"][data-selected="true"]');
    const firstId = await selected.getAttribute('data-card-id');
    await page.keyboard.press('j');
    await expectAttributeChange(selected, 'data-card-id', firstId);
    await page.keyboard.press('k');
    expect(await selected.getAttribute('data-card-id')).toBe(firstId);

    const player = await pickFirstOption(page, 'Player');
    await expectCount(page.getByTestId('review-tile'), 1);
    await page.getByTestId('review-tile').getByText(player).first().waitFor();
    await snapshot(page, '32-review-filtered');

    // Its text, not its photos: a click on a photo opens it large.
    await page.getByTestId('review-tile').getByTestId('price-figures').click();
    await page.keyboard.press('e');
    const form = page.getByTestId('card-edit-form');
    await form.waitFor();
    await form.getByLabel('Condition', { exact: true }).fill('Near Mint');
    // The hobby's words set eBay's condition for the listing to match.
    await form.locator('.ant-select-selection-item[title="Near mint or better"]').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Card Updated').first().waitFor();
    await page.getByTestId('review-tile').getByText('Condition: Near Mint').waitFor();

    await form.waitFor({ state: 'detached' });
    await page.keyboard.press('a');
    await page.getByText('Card Approved').first().waitFor();
    await page.getByText('2 cards ready for approval').waitFor();
    await snapshot(page, '33-review-approved');
  });

  it('approves the cards shown with Approve All, after asking, and lots the rest with L', async () => {
    await page.goto(`${server.baseUrl}/review`);
    await page.getByText('2 cards ready for approval').waitFor();
    await pickFirstOption(page, 'Player');
    await expectCount(page.getByTestId('review-tile'), 1);
    await page.getByRole('button', { name: 'Approve All' }).click();
    const confirmation = page.locator('.ant-modal-confirm');
    await confirmation.getByText('Approve 1 card?').filter({ visible: true }).waitFor();
    await answerQuestion(confirmation, 'Approve All');
    await waitForMessage(page, 'Approved 1 card', writes);
    await page.getByText('1 card ready for approval').waitFor();

    // The last card is a common worth less than the default $4.00 minimum single FMV.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectCount(page.getByTestId('review-tile'), 1);
    // Its text, not its photos: a click on a photo opens it large.
    await page.getByTestId('review-tile').getByTestId('price-figures').click();
    await page.keyboard.press('l');
    // Asked with the figures: one card, one lot, under the default $4.00.
    await confirmation.getByText('Send 1 card to 1 lot?').filter({ visible: true }).waitFor();
    await confirmation
      .getByText(/minimum single FMV of \$4\.00/)
      .filter({ visible: true })
      .waitFor();
    await answerQuestion(confirmation, 'Send to Lot');
    await page.getByText('Sent 1 card to 1 lot').first().waitFor();
    await page.getByText('No cards pending review. Upload some cards to get started!').waitFor();
  });

  it('finds the approved and the lotted cards under their statuses on /cards', async () => {
    await page.goto(`${server.baseUrl}/cards`);
    await expectCount(page.getByTestId('card-tile'), 3);
    await page.getByTestId('card-stats').getByText('Total Cards').waitFor();

    await statusFilter(page, 'Approved').click();
    await expectCount(page.getByTestId('card-tile'), 2);
    await expectCount(page.locator('[data-testid="card-tile"][data-status="approved"]'), 2);

    await statusFilter(page, 'Lotted').click();
    await expectCount(page.getByTestId('card-tile'), 1);
    await page.locator('[data-testid="card-tile"][data-status="lotted"]').waitFor();
    // The filter is in the address: a reload, or the link sent to a colleague, shows the same cards.
    expect(new URL(page.url()).searchParams.get('status')).toBe('lotted');
    await page.reload();
    await expectCount(page.getByTestId('card-tile'), 1);
    await page.locator('[data-testid="card-tile"][data-status="lotted"]').waitFor();

    await statusFilter(page, 'Processing').click();
    await page.getByText('No cards being identified').waitFor();

    await statusFilter(page, 'All').click();
    await expectCount(page.getByTestId('card-tile'), 3);
    await page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Sort cards' }) })
      .click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Highest value' })
      .click();
    await page.waitForURL(/sort=value/);
    await page.reload();
    await page.locator('.ant-select-selection-item[title="Highest value"]').waitFor();
    await expectCount(page.getByTestId('card-tile'), 3);
    // A tick, then a shift-click two tiles on: the three cards between are ticked.
    const boxes = page.getByTestId('card-tile').getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    const bar = page.getByTestId('selection-bar');
    await bar.getByText('3 selected').waitFor();
    await expectCount(page.locator('[data-testid="card-tile"][data-selected="true"]'), 3);
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.getByTestId('card-tile').first().getByRole('button', { name: 'View' }).click();
    await page.getByTestId('card-details').getByRole('img', { name: /Front/ }).first().waitFor();
    // The grid draws 200 px thumbnails; the originals open on demand.
    const tileImages = page.getByTestId('card-tile').locator('img');
    for (const src of await tileImages.evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('src')),
    ))
      expect(src).toMatch(/-thumb\.jpg$/);
    await snapshot(page, '34-cards-view');

    // Back on /upload after a reload, the cards this tab processed are still listed, as they are now.
    await page.goto(`${server.baseUrl}/upload`);
    await expectCount(page.getByTestId('processed-card'), 3);
    await expectCount(page.locator('[data-testid="processed-card"][data-status="approved"]'), 2);
    await page.locator('[data-testid="processed-card"][data-status="lotted"]').waitFor();
    await page.getByRole('button', { name: 'Clear list' }).click();
    await page.getByText('Cards you process appear here.').waitFor();
    await page.reload();
    await page.getByText('Cards you process appear here.').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it(
    'lists a card whose upload finished while the dealer was on another page',
    async () => {
      // The server's answer is held until the dealer has moved on to Review.
      let release: () => void = () => undefined;
      const dealerLeft = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/cards/process', async (route) => {
        await dealerLeft;
        await route.continue();
      });
      const [card] = images.cards;
      await page.getByTestId('upload-input').setInputFiles([card.front, card.back]);
      await page.getByRole('button', { name: 'Process as Single Card' }).click();
      await page.getByRole('link', { name: 'Review', exact: true }).click();
      await page.getByTestId('review-page').waitFor();
      const answered = page.waitForResponse('**/api/cards/process');
      release();
      expect((await answered).status()).toBe(200);
      await page.unroute('**/api/cards/process');

      await page.goBack();
      await page.getByTestId('upload-page').waitFor();
      await expectCount(page.getByTestId('processed-card'), 1);
      await page.locator('[data-testid="processed-card"][data-status="identified"]').waitFor({
        timeout: IDENTIFY_TIMEOUT_MS,
      });
      // The first card's photos again: the copy says so, and reads Check so it is not listed twice.
      await page.getByTestId('processed-card').getByTestId('same-photos-line').waitFor();
      await page.getByText('1 of 1 identified · 1 to check').waitFor();
      await snapshot(page, '34-upload-same-photos');
    },
    IDENTIFY_TIMEOUT_MS + 30_000,
  );

  it('deletes the copy from /cards with a tick and a confirmation, leaving the other cards', async () => {
    await page.goto(`${server.baseUrl}/cards`);
    await expectCount(page.getByTestId('card-tile'), 4);
    await statusFilter(page, 'Identified').click();
    await expectCount(page.getByTestId('card-tile'), 1);
    // The tick box names its card by player and title, as a screen reader says it.
    await page
      .getByTestId('card-tile')
      .getByRole('checkbox', { name: /^Select [^,]+, (19|20)\d\d \S/ })
      .check();
    const bar = page.getByTestId('selection-bar');
    await bar.getByText('1 selected').waitFor();
    await bar.getByRole('button', { name: 'Delete 1 card' }).click();
    const confirmation = page.locator('.ant-modal-confirm');
    await confirmation.getByText('Delete 1 card?').filter({ visible: true }).waitFor();
    await snapshot(page, '34-cards-delete-selected');
    // The filtered list is read again after the delete, and once more on the live event it sets
    // off; the All list, off screen meanwhile, is read again only when the dealer goes back to it.
    const readsIdentified = (response: Response) =>
      response.request().method() === 'GET' &&
      response.url().includes('/api/cards?status=identified');
    let identifiedReads = 0;
    const countRead = (response: Response) => {
      if (readsIdentified(response)) identifiedReads += 1;
    };
    page.on('response', countRead);
    await answerQuestion(confirmation, 'Delete');
    await page.getByText('Deleted 1 card').first().waitFor();
    await page.getByText('No identified cards').waitFor();
    await bar.waitFor({ state: 'detached' });
    while (identifiedReads < 2) await page.waitForResponse(readsIdentified);
    page.off('response', countRead);
    await statusFilter(page, 'All').click();
    await expectCount(page.getByTestId('card-tile'), 3);
  });

  it(
    'identifies a card again from /cards once the photo it could not read is back',
    async () => {
      // A card whose stored photo went missing fails after the job's retries, its photo kept on record.
      const photo = images.cards[2].front;
      const { uploadURL } = (await (
        await page.request.post(`${server.baseUrl}/api/cards/upload-url`, {
          data: { name: path.basename(photo) },
        })
      ).json()) as UploadUrlResponse;
      expect((await page.request.put(uploadURL, { data: fs.readFileSync(photo) })).ok()).toBe(true);
      const stored = path.join(
        server.dataDir,
        'objects',
        ...new URL(uploadURL).pathname.replace(/^\/objects\//, '').split('/'),
      );
      const aside = `${stored}.aside`;
      fs.renameSync(stored, aside);
      const batch = await page.request.post(`${server.baseUrl}/api/cards/process-batch`, {
        data: { imageUrls: [uploadURL] },
      });
      expect(batch.ok()).toBe(true);
      const cardId: string = (await batch.json()).processed[0].id;

      await page.goto(`${server.baseUrl}/cards`);
      await statusFilter(page, 'Error').click();
      await expectCount(page.getByTestId('card-tile'), 1, IDENTIFY_TIMEOUT_MS);
      fs.renameSync(aside, stored);
      await page.getByTestId('card-tile').getByRole('checkbox').check();
      await page
        .getByTestId('selection-bar')
        .getByRole('button', { name: 'Retry 1 failed' })
        .click();
      await page.getByText('Identifying 1 card again').first().waitFor();
      await page.getByText('No cards in error').waitFor({ timeout: IDENTIFY_TIMEOUT_MS });
      await statusFilter(page, 'All').click();
      await page
        .locator(`[data-testid="card-tile"][data-card-id="${cardId}"][data-status="identified"]`)
        .waitFor({ timeout: IDENTIFY_TIMEOUT_MS });
      expect(pageErrors).toEqual([]);
    },
    IDENTIFY_TIMEOUT_MS * 2,
  );

  it('lays the three screens out on a phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const route of ['upload', 'cards', 'review']) {
      await page.goto(`${server.baseUrl}/${route}`);
      await page.getByTestId(`${route}-page`).waitFor();
      if (route === 'upload') {
        // A stack waiting to be processed: its pairing choice sits beside "Process 3 cards".
        const files = images.cards.flatMap((card) => [card.front, card.back]);
        await page.getByTestId('upload-input').setInputFiles(files);
        await expectCount(page.getByTestId('pending-image'), 6);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ route, overflow }).toEqual({ route, overflow: 0 });
      if (route === 'review') {
        // A phone has no keyboard for /review's keys: their legend is left out.
        expect(await page.getByTestId('key-legend').count()).toBe(0);
        // The page opens on its title, not scrolled down to the first card under the sticky header.
        await page.getByTestId('review-tile').first().waitFor();
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
      if (route === 'cards') {
        // The edit panel opens on the card's photos: no field takes the focus to raise the on-screen keyboard.
        await page.getByTestId('card-tile').first().getByRole('button', { name: 'Edit' }).click();
        await page.getByTestId('card-edit-form').waitFor();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByTestId('card-edit-form').waitFor({ state: 'detached' });
      }
      await snapshot(page, `35-phone-${route}`);
    }
  });
});

/** A status filter button on /cards. */
function statusFilter(page: Page, label: string) {
  return page.getByTestId('status-filter').locator(`.ant-segmented-item-label[title="${label}"]`);
}

/** Picks the first real choice of an antd Select found by its label; answers the choice's text. */
async function pickFirstOption(page: Page, label: string): Promise<string> {
  await page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: label, exact: true }) })
    .click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1);
  const text = (await option.getAttribute('title')) ?? (await option.innerText());
  await option.click();
  return text;
}

async function expectAttributeChange(
  locator: ReturnType<Page['locator']>,
  name: string,
  previous: string | null,
): Promise<void> {
  const deadline = Date.now() + 5_000;
  let value = await locator.getAttribute(name);
  while (value === previous && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await locator.getAttribute(name);
  }
  expect(value).not.toBe(previous);
}
