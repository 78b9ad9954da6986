import type { BulkPrepareResponse, CardPreparation } from '@pennant/contracts';
import type { Page } from 'playwright-core';
import { addCard } from '../support/card-api';
import { generateCardImages, type GeneratedCardSet } from '../support/card-images';
import { agreeOnEmulator } from '../support/dealer';
import { openSession, type BrowserSession } from '../support/session';

/**
 * Edit Listing opened on one prepared listing after another shows each listing's own title, price and specifics,
 * and saves only onto the listing it was opened on. One form kept across listings once showed the first listing's
 * values on every next one, and Save wrote another card's title and price onto it.
 */
describe('Edit Listing, one listing after another', () => {
  let session: BrowserSession;
  let page: Page;
  let photos: GeneratedCardSet;
  const listings: CardPreparation[] = [];

  const api = (path: string) => session.url(path);

  async function readListing(id: string): Promise<CardPreparation> {
    return (await (await page.request.get(api(`/api/listings/${id}`))).json()) as CardPreparation;
  }

  beforeAll(async () => {
    photos = generateCardImages(2, 7401);
    session = await openSession();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
    photos?.remove();
  });

  it('prepares two listings', async () => {
    await page.goto(api('/api/login'));
    await agreeOnEmulator(page, 'editor_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    const cardIds: string[] = [];
    for (const card of photos.cards) {
      const added = await addCard(page, session.server.baseUrl, [
        { file: card.front, type: 'front' },
        { file: card.back, type: 'back' },
      ]);
      expect((await page.request.post(api(`/api/cards/${added.id}/approve`))).ok()).toBe(true);
      cardIds.push(added.id);
    }
    const prepared = await page.request.post(api('/api/cards/bulk-prepare'), {
      data: { cardIds },
    });
    const { preparations } = (await prepared.json()) as BulkPrepareResponse;
    for (const { preparation } of preparations)
      listings.push(await readListing(preparation!.listingId));
    expect(new Set(listings.map((listing) => listing.title)).size).toBe(2);
  });

  it("shows each listing's own values, and saves onto the listing it was opened on", async () => {
    const [first, second] = listings;
    await page.goto(api('/prepare?tab=review'));
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: 'Edit Listing' });
    const panel = page.getByTestId('preparation-panel');

    await page.getByTestId('review-listing').filter({ hasText: first.title }).click();
    await panel.getByRole('button', { name: 'Edit Listing' }).click();
    expect(await drawer.getByLabel('Title').inputValue()).toBe(first.title);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByTestId('review-listing').filter({ hasText: second.title }).click();
    await panel.getByTestId('listing-title').getByText(second.title).waitFor();
    await panel.getByRole('button', { name: 'Edit Listing' }).click();
    await drawer.getByLabel('Title').waitFor();
    expect(await drawer.getByLabel('Title').inputValue()).toBe(second.title);
    expect(await drawer.getByRole('textbox', { name: 'Price' }).inputValue()).toBe(
      second.startingPrice ?? '',
    );
    await drawer.getByRole('textbox', { name: 'Price' }).fill('19.5');
    // A new item specific: a screen reader names its values after it.
    const specifics = Object.keys(second.aspects).length;
    await drawer.getByRole('button', { name: 'Add item specific' }).click();
    await drawer
      .getByRole('textbox', { name: `Item specific ${specifics + 1}: name` })
      .fill('Signed By');
    const values = drawer.getByRole('combobox', { name: 'Values of Signed By' });
    await values.fill('Mike Trout');
    await values.press('Enter');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Listing Updated').first().waitFor();

    const secondNow = await readListing(second.listingId);
    expect(secondNow).toMatchObject({ title: second.title, startingPrice: '19.50' });
    expect(secondNow.aspects['Signed By']).toEqual(['Mike Trout']);
    const firstNow = await readListing(first.listingId);
    expect(firstNow).toMatchObject({ title: first.title, startingPrice: first.startingPrice });
    expect(session.pageErrors).toEqual([]);
  });
});
