import type { Page } from 'playwright-core';
import { snapshot } from '../support/browser';
import { addCard } from '../support/card-api';
import { generateCardImages, type GeneratedCardSet } from '../support/card-images';
import { agreeOnEmulator, expectCount } from '../support/dealer';
import { openSession, type BrowserSession } from '../support/session';

/**
 * eBay's price search failing while cards are identified leaves them without a price: the dealer is told that
 * Pennant tries again by itself, and can price them again from /review once eBay answers.
 */
describe('Cards priced while eBay was down', () => {
  let session: BrowserSession;
  let page: Page;
  let photos: GeneratedCardSet;

  const api = (path: string) => session.url(path);

  async function ebaySearchDown(): Promise<void> {
    const answer = await page.request.post(api('/__ebay/_control/faults'), {
      data: { status: 503, pathPrefix: '/buy/', count: 10_000 },
    });
    expect(answer.ok()).toBe(true);
  }

  async function ebayBack(): Promise<void> {
    expect((await page.request.delete(api('/__ebay/_control/faults'))).ok()).toBe(true);
  }

  beforeAll(async () => {
    photos = generateCardImages(2, 7301);
    session = await openSession();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
    photos?.remove();
  });

  it('says eBay did not answer, and that Pennant tries again, on each card and above the queue', async () => {
    await page.goto(api('/api/login'));
    await agreeOnEmulator(page, 'outage_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await ebaySearchDown();
    for (const card of photos.cards) {
      const added = await addCard(page, session.server.baseUrl, [
        { file: card.front, type: 'front' },
        { file: card.back, type: 'back' },
      ]);
      expect(added.pricing).toMatchObject({ ebayUnavailable: true });
    }
    await page.goto(api('/review'));
    const problems = page.getByTestId('pricing-problem');
    await expectCount(problems, 2);
    await problems
      .first()
      .getByText('eBay did not answer the price search. Pennant tries again every 10 minutes.')
      .waitFor();
    await page
      .getByTestId('ebay-unavailable-note')
      .getByText('2 cards have no fresh price: eBay did not answer their price search.')
      .waitFor();
    await snapshot(page, '95-review-ebay-unavailable');
  });

  it('Price again while eBay is still down says so and keeps the card as it was', async () => {
    await page
      .getByTestId('pricing-problem')
      .first()
      .getByRole('button', { name: 'Price again' })
      .click();
    await page
      .getByText('eBay still does not answer. Pennant keeps trying every 10 minutes.')
      .first()
      .waitFor();
    await expectCount(page.getByTestId('pricing-problem'), 2);
  });

  it('prices every such card with one click once eBay answers', async () => {
    await ebayBack();
    await page
      .getByTestId('ebay-unavailable-note')
      .getByRole('button', { name: 'Price them again' })
      .click();
    await page.getByText('2 cards priced from eBay.').first().waitFor();
    await expectCount(page.getByTestId('pricing-problem'), 0);
    await page.getByTestId('ebay-unavailable-note').waitFor({ state: 'detached' });
    const cards = (await (await page.request.get(api('/api/cards/pending'))).json()) as Array<{
      marketValue: string | null;
    }>;
    expect(cards.map((card) => card.marketValue)).toEqual([
      expect.stringMatching(/^\d+\.\d{2}$/),
      expect.stringMatching(/^\d+\.\d{2}$/),
    ]);
    await snapshot(page, '96-review-priced-again');
    expect(session.pageErrors).toEqual([]);
  });
});
