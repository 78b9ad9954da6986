import type { Browser, Page } from 'playwright-core';
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

/** Three cards through OCR on a 2-core machine, with room for a slow first start of the OCR workers. */
const IDENTIFY_TIMEOUT_MS = 180_000;
/** Pictures through the Media API, then inventory item, offer and publish, on a busy machine. */
const PUBLISH_TIMEOUT_MS = 90_000;
/** Seeds 8009-8011: a single, then two 1992 San Francisco Giants commons that share a lot. */
const FIRST_SEED = 8009;
const LOT_PLAYERS = ['McNamara', 'Brantley'];
const LOT_TITLE = /1992 San Francisco Giants .*Lot of 2/;

/**
 * From approved card to live eBay listing: a dealer uploads three generated cards, approves one
 * and lots the other two on /review, prepares the single on /prepare, edits its title, previews
 * it, is told what the selling setup lacks when publishing, finishes it in Settings, publishes and
 * follows it live, opens it on the emulator's item page, sees it sold after a buyer buys it and
 * Sync runs; then prepares and publishes the lot, re-prices it, ends it and relists it.
 */
describe('From approved card to live eBay listing', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let writes: ReturnType<typeof watchApiWrites>;
  let images: GeneratedCardSet;
  let editedTitle: string;
  /** /cards, open beside the dashboard while the lot sells. */
  let cardsTab: Page;
  let cardsErrors: string[];

  beforeAll(async () => {
    images = generateCardImages(3, FIRST_SEED);
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    page = await context.newPage();
    pageErrors = watchPageErrors(page);
    writes = watchApiWrites(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    images?.remove();
  });

  it('asks a visitor to sign in before preparing listings', async () => {
    await page.goto(`${server.baseUrl}/prepare`);
    await page.getByText('Authentication Required').waitFor();
    await page.getByRole('link', { name: 'Login with eBay' }).first().click();
    await agreeOnEmulator(page, 'listing_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
  });

  it(
    'uploads three cards with their storage location and shows two named prices for each',
    async () => {
      await page.goto(`${server.baseUrl}/upload`);
      await page
        .getByTestId('upload-input')
        .setInputFiles(images.cards.flatMap((card) => [card.front, card.back]));
      await expectCount(page.getByTestId('pending-image'), 6);
      const storage = page.getByTestId('batch-storage');
      await storage.getByRole('textbox', { name: 'Box', exact: true }).fill('B7');
      await storage.getByRole('textbox', { name: 'Row', exact: true }).fill('R2');
      await storage.getByRole('textbox', { name: 'First slot', exact: true }).fill('1');
      await page.getByRole('button', { name: 'Process 3 cards' }).click();
      await page.getByText('Upload Complete').first().waitFor();
      await page
        .locator('[data-testid="processed-card"][data-status="identified"]')
        .nth(2)
        .waitFor({ timeout: IDENTIFY_TIMEOUT_MS });
      const prices = page.getByTestId('processed-card').first();
      await prices.getByTestId('market-value').getByText('Market value').waitFor();
      await prices.getByTestId('list-price').getByText('List price').waitFor();
      expect(await page.getByText(/\bFMV\b/).count()).toBe(0);
      await snapshot(page, '50-upload-two-prices');
    },
    IDENTIFY_TIMEOUT_MS + 60_000,
  );

  it('approves the single and sends the two commons to a lot on /review', async () => {
    await page.goto(`${server.baseUrl}/review`);
    await page.getByText('3 cards ready for approval').waitFor();
    let single = page.getByTestId('review-tile');
    for (const player of LOT_PLAYERS) single = single.filter({ hasNotText: player });
    await expectCount(single, 1);
    await single.getByTestId('market-value').waitFor();
    await single.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Card Approved').first().waitFor();
    await page.getByText('2 cards ready for approval').waitFor();
    await page.getByRole('button', { name: 'Send Low-FMV to Lot' }).click();
    const confirmation = page.locator('.ant-modal-confirm');
    await answerQuestion(confirmation, 'Send to Lot');
    await waitForMessage(page, 'Sent 2 cards to 1 lot', writes);
  });

  it('prepares the approved card on Bulk Preparation, after saying when none is selected', async () => {
    // Typed after the page's name in the navigation, the address leads to it.
    await page.goto(`${server.baseUrl}/listings`);
    await page.waitForURL(/\/prepare$/);
    await page.getByText('1 approved card').waitFor();
    const row = page.locator('.ant-table-row');
    await expectCount(row, 1);
    await row.getByTestId('list-price').waitFor();
    // Approving already prepared a draft in the background; preparing again keeps it one listing.
    await row.locator('[data-status="draft"]').waitFor();
    // The list reloads from a named button (a keyboard reaches it), and keeps the card.
    await page.getByRole('button', { name: 'Reload approved cards' }).click();
    await expectCount(row, 1);
    // On a tablet the card's title keeps room to be read; the figures after it scroll sideways.
    await page.setViewportSize({ width: 768, height: 900 });
    const titleCell = await row.locator('td').nth(2).boundingBox();
    expect(titleCell!.width).toBeGreaterThanOrEqual(190);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Prepare 0 Listings' }).click();
    await page.getByText('No Cards Selected').first().waitFor();
    await page.getByText('Please select cards to prepare listings for.').first().waitFor();
    await page.getByRole('button', { name: 'Select All (1)' }).click();
    await page.getByRole('button', { name: 'Prepare 1 Listing' }).click();
    await page.getByText('Listings Prepared').first().waitFor();
    await page.waitForURL('**/prepare?tab=review');
    await page.getByTestId('preparation-panel').waitFor();
    // The description is drawn as eBay draws it: what the card is, in the sandboxed frame.
    await page
      .frameLocator('[data-testid="description-frame"]')
      .first()
      .getByText('The pictures show the card you will receive.')
      .waitFor();
    await snapshot(page, '51-prepare-review');
  });

  it('shows the listing as it will go to eBay, and edits its title', async () => {
    const panel = page.getByTestId('preparation-panel');
    const title = (await panel.getByTestId('listing-title').innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    await panel
      .getByTestId('title-counter')
      .getByText(`${[...title].length}/80`)
      .waitFor();
    await panel.getByText('Sports Trading Card Singles').waitFor();
    await panel
      .getByTestId('listing-condition')
      .getByText(/Ungraded/)
      .waitFor();
    await panel.getByTestId('item-specifics').getByText('Player/Athlete').waitFor();
    await panel.getByRole('button', { name: 'Copy title' }).click();
    await page.getByText('Copied').first().waitFor();

    await panel.getByRole('button', { name: 'Edit Listing' }).click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'Edit Listing' });
    await drawer.getByLabel('Title').waitFor();
    // A title already at 80 characters is cut to make room, so the edit always changes it.
    editedTitle = `${title.slice(0, 66).trim()} Pennant Test`;
    await drawer.getByLabel('Title').fill(editedTitle);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Listing Updated').first().waitFor();
    await panel.getByTestId('listing-title').getByText(editedTitle).waitFor();
    await panel
      .getByTestId('title-counter')
      .getByText(`${[...editedTitle].length}/80`)
      .waitFor();
    await panel.getByText('Edited', { exact: true }).waitFor();
  });

  it('previews the listing as an eBay item page', async () => {
    await page.getByTestId('preparation-panel').getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('listing-preview');
    await preview.getByTestId('preview-title').getByText(editedTitle).waitFor();
    await preview
      .getByTestId('preview-price')
      .getByText(/^US \$\d+\.\d\d$/)
      .waitFor();
    await preview.getByTestId('preview-seller').getByText('listing_dealer').waitFor();
    await preview.getByTestId('preview-specifics').getByText('Player/Athlete').waitFor();
    await preview.getByRole('button', { name: 'Picture 2' }).click();
    await snapshot(page, '52-prepare-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
  });

  it('names each missing piece of the selling setup when publishing, and leads to Settings', async () => {
    const panel = page.getByTestId('preparation-panel');
    await panel.getByTestId('publish-listing').click();
    const missing = page.getByTestId('setup-missing').filter({ hasText: 'Not published' });
    await missing.getByText('Turn on business policies for your eBay account').waitFor();
    await missing.getByText('Choose the location cards ship from').waitFor();
    await snapshot(page, '53-publish-setup-missing');
    await missing.getByRole('button', { name: /Open Settings/ }).click();
    await page.waitForURL('**/settings#selling');
    const selling = page.getByTestId('selling-setup');
    await selling.getByLabel('Postal code cards ship from').fill('94105');
    await selling.getByRole('button', { name: 'Create sensible defaults' }).click();
    await selling.getByText('Ready to publish to eBay').waitFor({ timeout: 30_000 });
  });

  it(
    'publishes and follows the listing live until it is active with its eBay link',
    async () => {
      await page.goto(`${server.baseUrl}/prepare?tab=review`);
      const panel = page.getByTestId('preparation-panel');
      await panel.getByTestId('listing-title').getByText(editedTitle).waitFor();
      await panel.getByTestId('publish-listing').click();
      const progress = page.getByTestId('publish-progress');
      await progress.getByText(editedTitle).waitFor();
      await progress
        .locator('[data-testid="publish-item"][data-status="active"]')
        .waitFor({ timeout: PUBLISH_TIMEOUT_MS });
      await progress.getByRole('link', { name: /View on eBay/ }).waitFor();
      await snapshot(page, '54-published');
    },
    PUBLISH_TIMEOUT_MS + 30_000,
  );

  it('shows the listing on the dashboard with its link to the eBay item page', async () => {
    await page.goto(`${server.baseUrl}/dashboard`);
    const row = page.locator('.ant-table-row').filter({ hasText: editedTitle });
    await row.locator('[data-status="active"]').waitFor();
    const href = await row.getByRole('link', { name: /View on eBay/ }).getAttribute('href');
    expect(href).toMatch(/\/__ebay\/www\/itm\/\d+$/);
    const itemPage = await page.context().newPage();
    await itemPage.goto(href!);
    await itemPage.getByRole('heading', { name: editedTitle }).waitFor();
    await snapshot(itemPage, '55-emulator-item-page');
    await itemPage.close();

    const listingId = href!.split('/').pop()!;
    const purchase = await fetch(`${server.baseUrl}/__ebay/_control/purchases`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ listingId }),
    });
    expect(purchase.status).toBe(201);

    await page.getByTestId('listings-card').getByRole('button', { name: 'Sync' }).click();
    await page.getByText('Synced with eBay').first().waitFor();
    await page.getByText('1 order came in; 1 listing sold.').first().waitFor();
    await row.locator('[data-status="sold"]').waitFor();
    await snapshot(page, '56-dashboard-sold');
  });

  it(
    'prepares and publishes the lot from the Lots tab',
    async () => {
      // By the menu from the dashboard, as a dealer goes: no page load in between.
      await page
        .getByRole('menu', { name: 'Main navigation' })
        .getByRole('link', { name: 'Listings' })
        .click();
      await page.getByRole('tab', { name: 'Lots' }).click();
      const lot = page.getByTestId('lot-card').filter({ hasText: LOT_TITLE });
      await lot.getByText(/2 cards: /).waitFor();
      await lot.getByTestId('lot-market-value').getByText(/\$\d/).waitFor();
      await lot.getByTestId('lot-suggested-price').getByText(/\$\d/).waitFor();
      await lot.getByText('Not prepared').waitFor();
      await lot.getByRole('button', { name: 'Prepare' }).click();
      await page.getByText('Listing Prepared').first().waitFor();
      await page.waitForURL('**/prepare?tab=review');
      const panel = page.getByTestId('preparation-panel');
      await panel.getByText('Sports Trading Card Lots').waitFor();
      await panel.getByText('Cards in lot').waitFor();
      await snapshot(page, '57-lot-review');

      await page.getByRole('tab', { name: 'Lots' }).click();
      await lot.getByRole('button', { name: 'Publish' }).click();
      const progress = page.getByTestId('publish-progress');
      await progress
        .locator('[data-testid="publish-item"][data-status="active"]')
        .waitFor({ timeout: PUBLISH_TIMEOUT_MS });
      await lot.getByRole('link', { name: /View on eBay/ }).waitFor();
      await snapshot(page, '58-lot-published');
    },
    PUBLISH_TIMEOUT_MS + 60_000,
  );

  it(
    're-prices the live lot, ends it and relists it from the dashboard',
    async () => {
      // Back by the menu: the dashboard read before the lot went to eBay is read again as it opens.
      await page
        .getByRole('menu', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dashboard' })
        .click();
      const row = page.locator('.ant-table-row').filter({ hasText: LOT_TITLE });
      await row.locator('[data-status="active"]').waitFor();
      await row.getByRole('button', { name: /Change the price/ }).click();
      await row.getByLabel('New price').fill('0.50');
      await row.getByText('At least $0.99').waitFor();
      await row.getByLabel('New price').fill('12.5');
      await row.getByRole('button', { name: 'Save price' }).click();
      await page.getByText('Price Updated').first().waitFor();
      await row.getByTestId('listing-price').getByText('$12.50').waitFor();

      await row.getByRole('button', { name: 'End' }).click();
      await answerQuestion(page.locator('.ant-modal-confirm'), 'End listing');
      await page.getByText('Listing Ended').first().waitFor();
      await row.locator('[data-status="ended"]').waitFor();

      await row.getByRole('button', { name: 'Relist' }).click();
      await page.getByText('Relisting on eBay').first().waitFor();
      await row.locator('[data-status="active"]').waitFor({ timeout: PUBLISH_TIMEOUT_MS });
      await snapshot(page, '59-dashboard-relisted');
    },
    PUBLISH_TIMEOUT_MS + 30_000,
  );

  it('says on /cards, in a tab of its own, that the lotted cards are in a lot on eBay', async () => {
    cardsTab = await page.context().newPage();
    cardsErrors = watchPageErrors(cardsTab);
    await cardsTab.goto(`${server.baseUrl}/cards`);
    await cardsTab.getByTestId('status-filter').getByText('Lotted', { exact: true }).click();
    const listed = cardsTab.getByTestId('card-tile').getByTestId('card-listing');
    await expectCount(listed.getByText('In a lot on eBay'), 2);
  });

  it('keeps the cards of a lot on eBay when they are ticked and deleted, saying why', async () => {
    await cardsTab.getByTestId('card-tile').first().getByRole('checkbox').check();
    const bar = cardsTab.getByTestId('selection-bar');
    await bar.getByRole('button', { name: 'Select all 2 on this page' }).click();
    await bar.getByRole('button', { name: 'Delete 2 cards' }).click();
    await answerQuestion(cardsTab.locator('.ant-modal-confirm'), 'Delete');
    await cardsTab
      .getByText(
        'No card deleted: This lot is listed on eBay: end its listing before taking cards out of it',
      )
      .first()
      .waitFor();
    await expectCount(cardsTab.getByTestId('card-tile'), 2);
    // The cards left are still ticked, for the dealer to see which they were.
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached' });
    // Before a correction is saved, the dealer learns it does not reach the lot's listing on eBay.
    await cardsTab.getByTestId('card-tile').first().getByRole('button', { name: 'Edit' }).click();
    await cardsTab
      .getByTestId('listing-note')
      .getByText(
        "This card is on eBay: a correction is kept in Pennant, but its lot's listing on eBay keeps what it shows until it ends.",
      )
      .waitFor();
    await cardsTab.getByRole('button', { name: 'Cancel' }).click();
    await cardsTab.getByTestId('card-edit-panel').waitFor({ state: 'hidden' });
  });

  it('shows the lot sold once a buyer takes it and Sync brings the order in', async () => {
    await page.goto(`${server.baseUrl}/dashboard`);
    const row = page.locator('.ant-table-row').filter({ hasText: LOT_TITLE });
    const href = await row.getByRole('link', { name: /View on eBay/ }).getAttribute('href');
    const purchase = await fetch(`${server.baseUrl}/__ebay/_control/purchases`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ listingId: href!.split('/').pop() }),
    });
    expect(purchase.status).toBe(201);
    await page.getByTestId('listings-card').getByRole('button', { name: 'Sync' }).click();
    await page.getByText('1 order came in; 1 listing sold.').first().waitFor();
    await row.locator('[data-status="sold"]').waitFor();
    await snapshot(page, '60-dashboard-lot-sold');
    expect(pageErrors).toEqual([]);
  });

  it('follows the sale on the /cards tab without a reload, and names the lot in a card’s details', async () => {
    const listed = cardsTab.getByTestId('card-tile').getByTestId('card-listing');
    await expectCount(listed.getByText('Sold in a lot'), 2);
    await cardsTab.getByTestId('card-tile').first().getByRole('button', { name: 'View' }).click();
    const lot = cardsTab.getByTestId('details-lot');
    await lot.getByText(LOT_TITLE).waitFor();
    await lot.getByText('Sold in a lot').waitFor();
    // Sold in its lot, the card stays as the record of the sale: its details offer no Delete.
    await cardsTab.getByRole('button', { name: 'Edit' }).first().waitFor();
    await expectCount(cardsTab.locator('.ant-drawer').getByRole('button', { name: 'Delete' }), 0);
    expect(cardsErrors).toEqual([]);
  });
});
