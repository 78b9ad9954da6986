import type { Card } from '@pennant/contracts';
import { CardRecognition } from '../src/integrations/recognition';
import { printedCardJpeg, uploadImage } from './cards-helpers';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/** A batch of photos into a storage box: where each card is put away. */
describe('A batch of cards into storage', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'card_batches_dealer');
    // Where the cards go is decided before identification; nothing here needs the engine.
    app.pennant.app.get(CardRecognition).identify = async () => {
      throw new Error('not read in this test');
    };
  });
  afterAll(() => app.close());

  it("gives each card the slot of its photo's place in the batch, a refused photo leaving its slot empty", async () => {
    const names = ['slot-0.jpg', 'slot-1.jpg', 'slot-2.jpg'];
    const urls: string[] = [];
    for (const [i, name] of names.entries())
      urls.push(await uploadImage(dealer, await printedCardJpeg([`CARD ${i}`], i), name));
    // The second photo is already a card (a batch sent again after a timeout), so the batch refuses it.
    await dealer
      .post('/api/cards/process-batch')
      .send({ imageUrls: [urls[1]] })
      .expect(200);

    const batch = await dealer
      .post('/api/cards/process-batch')
      .send({ imageUrls: urls, names, storage: { box: 'B1', row: 'R1', firstSlot: 1 } })
      .expect(200);

    expect(batch.body.errors).toHaveLength(1);
    expect(
      batch.body.processed.map((card: Card) => [card.images[0].name, card.storageSlot]),
    ).toEqual([
      ['slot-0.jpg', '001'],
      ['slot-2.jpg', '003'],
    ]);
  });

  it('refuses slots that would run past the last one a SKU holds, making no card', async () => {
    const urls = [
      await uploadImage(dealer, await printedCardJpeg(['LAST 1'], 7), 'last-1.jpg'),
      await uploadImage(dealer, await printedCardJpeg(['LAST 2'], 8), 'last-2.jpg'),
    ];
    const refused = await dealer
      .post('/api/cards/process-batch')
      .send({ imageUrls: urls, storage: { box: 'B9', firstSlot: 99999999 } })
      .expect(400);
    expect(refused.body).toMatchObject({
      code: 'STORAGE_SLOTS_RUN_OUT',
      message:
        "storage.firstSlot 99999999 leaves room for 1 of this batch's 2 cards: slots go up to 99999999",
    });
    // Nothing was lost: the same photos make their cards from a slot with room.
    const batch = await dealer
      .post('/api/cards/process-batch')
      .send({ imageUrls: urls, storage: { box: 'B9', firstSlot: 99999998 } })
      .expect(200);
    expect(batch.body.processed.map((card: Card) => card.storageSlot)).toEqual([
      '99999998',
      '99999999',
    ]);
  });
});
