import type { Card } from '@pennant/contracts';
import type { Locator, Page } from 'playwright-core';
import { snapshot } from '../support/browser';
import { addCard } from '../support/card-api';
import {
  generateCardImages,
  upsideDownCopyOf,
  type GeneratedCardSet,
} from '../support/card-images';
import { agreeOnEmulator } from '../support/dealer';
import { openSession, type BrowserSession } from '../support/session';

/** Two cards through OCR on a 2-core machine, with room for a slow first start of the OCR workers. */
const IDENTIFY_TIMEOUT_MS = 240_000;
/** The CSS transform a browser reports for an element turned half round. */
const HALF_TURN = 'matrix(-1, 0, 0, -1, 0, 0)';

async function transformOf(image: Locator): Promise<string> {
  return image.evaluate((element) => getComputedStyle(element).transform);
}

/**
 * A card fed to the scanner upside down is read the right way up and sent to eBay turned; Pennant's own screens draw
 * it upright too, so the dealer reviews the card as it stands. A card photographed upright is drawn as it was taken.
 */
describe('A card photographed upside down, on Pennant’s screens', () => {
  let session: BrowserSession;
  let page: Page;
  let photos: GeneratedCardSet;
  let turned: Card;
  let straight: Card;

  const api = (path: string) => session.url(path);
  const reviewTile = (card: Card) =>
    page.locator(`[data-testid="review-tile"][data-card-id="${card.id}"]`);

  beforeAll(async () => {
    photos = generateCardImages(2, 7001);
    session = await openSession();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
    photos?.remove();
  });

  it(
    'is read the right way up',
    async () => {
      await page.goto(api('/api/login'));
      await agreeOnEmulator(page, 'upside_down_screens');
      await page.getByText('eBay Connected Successfully!').first().waitFor();
      turned = await addCard(page, session.server.baseUrl, [
        { file: await upsideDownCopyOf(photos.cards[0].front), type: 'front' },
        { file: photos.cards[0].back, type: 'back' },
      ]);
      straight = await addCard(page, session.server.baseUrl, [
        { file: photos.cards[1].front, type: 'front' },
        { file: photos.cards[1].back, type: 'back' },
      ]);
      expect(turned.images.map((image) => image.uprightTurn)).toEqual([180, 0]);
      expect(turned.imageTurn).toBe(180);
      expect(straight.imageTurn).toBe(0);
    },
    IDENTIFY_TIMEOUT_MS,
  );

  it('stands upright on /review, in its edit panel and opened large', async () => {
    await page.goto(api('/review'));
    const front = reviewTile(turned).getByRole('img', { name: 'Front' });
    await front.waitFor();
    expect(await transformOf(front)).toBe(HALF_TURN);
    expect(await transformOf(reviewTile(turned).getByRole('img', { name: 'Back' }))).toBe('none');
    expect(await transformOf(reviewTile(straight).getByRole('img', { name: 'Front' }))).toBe(
      'none',
    );
    await snapshot(page, 'upside-down-review');

    await reviewTile(turned).getByText('View full size').first().click();
    const large = page.locator('.ant-image-preview-img');
    await large.waitFor();
    expect(await transformOf(large.locator('xpath=..'))).toBe(HALF_TURN);
    await page.keyboard.press('Escape');
    await large.waitFor({ state: 'hidden' });

    await reviewTile(turned).getByRole('button', { name: 'Edit' }).click();
    const photosInPanel = page.getByTestId('card-edit-photos');
    await photosInPanel.waitFor();
    expect(await transformOf(photosInPanel.getByRole('img', { name: 'Front' }))).toBe(HALF_TURN);
    expect(await transformOf(photosInPanel.getByRole('img', { name: 'Back' }))).toBe('none');
  });

  it('stands upright on /cards', async () => {
    await page.goto(api('/cards'));
    const tile = page.locator(`[data-testid="card-tile"][data-card-id="${turned.id}"]`);
    const picture = tile.getByRole('img').first();
    await picture.waitFor();
    expect(await transformOf(picture)).toBe(HALF_TURN);
    const other = page.locator(`[data-testid="card-tile"][data-card-id="${straight.id}"]`);
    expect(await transformOf(other.getByRole('img').first())).toBe('none');
    expect(session.pageErrors).toEqual([]);
  });
});
