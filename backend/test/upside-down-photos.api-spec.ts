import type { Card, Listing } from '@pennant/contracts';
import sharp from 'sharp';
import { printedCardJpeg, uploadImage, waitForCard } from './cards-helpers';
import { readyToSell, waitForListings } from './support/listing-fixtures';
import { getBytes } from './support/pdf-text';
import { pathOf, signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const LINES = ['KEN GRIFFEY JR', 'SEATTLE MARINERS', '1989 UPPER DECK', 'OUTFIELD'];

/** The photo shrunk to a few grey pixels: enough to tell which way up it stands. */
async function pixels(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).resize(30, 42, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index] - b[index]);
  return sum / a.length;
}

describe('A card photographed upside down', () => {
  let app: TestApp;
  let dealer: Agent;
  let upright: Buffer;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'upside_down_dealer');
    await readyToSell(dealer);
    upright = await printedCardJpeg(LINES, 3);
  });
  afterAll(() => app.close());

  async function identified(photo: Buffer, name: string): Promise<Card> {
    const imageUrl = await uploadImage(dealer, photo, name);
    const processed = await dealer.post('/api/cards/process').send({ imageUrl }).expect(200);
    return waitForCard(dealer, processed.body.id);
  }

  it('is read the right way up, its photo marked to be turned; one taken upright is not', async () => {
    const turned = await identified(await sharp(upright).rotate(180).jpeg().toBuffer(), 'u.jpg');
    expect(turned.status).toBe('identified');
    expect(turned.player).toMatch(/Griffey/);
    expect(turned.images[0].uprightTurn).toBe(180);
    expect(turned.imageTurn).toBe(180);
    const straight = await identified(upright, 'straight.jpg');
    expect(straight.images[0].uprightTurn).toBe(0);
    expect(straight.imageTurn).toBe(0);
  });

  it('goes to eBay the right way up, and its listing says how to draw it upright', async () => {
    const card = await identified(await sharp(upright).rotate(180).jpeg().toBuffer(), 'u2.jpg');
    await dealer.patch(`/api/cards/${card.id}`).send({ marketValue: '12.00' }).expect(200);
    await dealer.post(`/api/cards/${card.id}/approve`).expect(200);
    const prepared = await dealer.post(`/api/cards/${card.id}/prepare-listing`).expect(200);
    expect(prepared.body.pictureTurns).toEqual([180]);
    await dealer
      .post('/api/listings/publish')
      .send({ cardIds: [card.id] })
      .expect(202);
    const [live]: Listing[] = await waitForListings(
      dealer,
      [card.id],
      (listing) => listing.status === 'active',
    );
    expect(live.thumbnailTurn).toBe(180);
    const [row] = await app.query<{ pictures: Array<{ ebayUrl: string }> }>(
      `SELECT pictures FROM listing WHERE id = $1`,
      [live.id],
    );
    const onEbay = await getBytes(dealer, pathOf(row.pictures[0].ebayUrl));
    const sent = await pixels(onEbay.body as Buffer);
    const asTaken = await pixels(await sharp(upright).rotate(180).jpeg().toBuffer());
    expect(distance(sent, await pixels(upright))).toBeLessThan(distance(sent, asTaken));
  });
});
