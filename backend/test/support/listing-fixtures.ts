import type { Listing } from '@pennant/contracts';
import { printedCardJpeg, uploadImage } from '../cards-helpers';
import type { Agent } from './sign-in';
import type { TestApp } from './test-app';

/** What an approved card is, for a listing: the identification a dealer would have approved. */
export interface CardFields {
  player: string | null;
  team: string | null;
  sport: string | null;
  year: number | null;
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  variant: string | null;
  grader: string | null;
  grade: string | null;
  certNumber: string | null;
  rookieCard: boolean;
  marketValue: string | null;
  listPrice: string | null;
  status: 'approved' | 'identified';
}

export const GRIFFEY: CardFields = {
  player: 'Ken Griffey Jr.',
  team: 'Seattle Mariners',
  sport: 'baseball',
  year: 1989,
  brand: 'Upper Deck',
  set: 'Upper Deck',
  cardNumber: '1',
  variant: null,
  grader: null,
  grade: null,
  certNumber: null,
  rookieCard: true,
  marketValue: '150.00',
  listPrice: '162.00',
  status: 'approved',
};

/**
 * Approved cards as a dealer has them after review: front and back uploaded through the API (real
 * stored images and thumbnails), the identification written as the review left it (OCR is not what
 * these tests are about, and would take seconds a card). Answers the card ids.
 */
export async function approvedCards(
  app: TestApp,
  dealer: Agent,
  count: number,
  fields: Partial<CardFields> = {},
): Promise<string[]> {
  const dealerId: string = (await dealer.get('/api/auth/user').expect(200)).body.id;
  const card = { ...GRIFFEY, ...fields };
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const front = await uploadImage(
      dealer,
      await printedCardJpeg([card.player ?? 'Card', 'FRONT'], index),
      `c${index}_front.jpg`,
    );
    const back = await uploadImage(
      dealer,
      await printedCardJpeg(['BACK', `#${card.cardNumber}`], index + 1),
      `c${index}_back.jpg`,
    );
    const [row] = await app.query<{ id: string }>(
      `INSERT INTO card (dealer_id, status, player, team, sport, year, brand, "set", card_number,
         variant, grader, grade, cert_number, rookie_card, market_value, list_price, confidence,
         identified_at, approved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0.95, now(),
         CASE WHEN $2 = 'approved' THEN now() END)
       RETURNING id`,
      [
        dealerId,
        card.status,
        card.player,
        card.team,
        card.sport,
        card.year,
        card.brand,
        card.set,
        card.cardNumber,
        card.variant,
        card.grader,
        card.grade,
        card.certNumber,
        card.rookieCard,
        card.marketValue,
        card.listPrice,
      ],
    );
    for (const [position, url] of [front, back].entries())
      await linkImage(app, row.id, url, position);
    ids.push(row.id);
  }
  return ids;
}

/** A stored upload becomes the card's front (0) or back (1), as processing would link it. */
async function linkImage(app: TestApp, cardId: string, uploadUrl: string, position: number) {
  const key = decodeURIComponent(
    new URL(uploadUrl, app.baseUrl).pathname.replace(/^\/objects\//, ''),
  );
  await app.query(
    `INSERT INTO card_image (card_id, position, object_key, url, thumbnail_url, name, type,
       is_primary, content_type, size)
     SELECT $1, $2, o.key, '/objects/' || o.key, '/objects/' || o.thumbnail_key, o.name, $3, $4,
       o.content_type, o.size
       FROM uploaded_object o WHERE o.key = $5`,
    [cardId, position, position === 0 ? 'front' : 'back', position === 0, key],
  );
}

/** The dealer's selling setup made ready as the Settings button makes it. */
export async function readyToSell(dealer: Agent): Promise<void> {
  const setup = await dealer
    .post('/api/selling/setup/defaults')
    .send({ postalCode: '10001' })
    .expect(200);
  if (!setup.body.ready) throw new Error(`setup not ready: ${setup.body.missing.join('; ')}`);
}

/** Reads the dealer's listings until `done` holds for the given cards' listings. */
export async function waitForListings(
  dealer: Agent,
  cardIds: string[],
  done: (listing: Listing) => boolean,
  timeoutMs = 60_000,
): Promise<Listing[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page: Listing[] = (await dealer.get('/api/listings?pageSize=200').expect(200)).body;
    const mine = page.filter((listing) => listing.cardId && cardIds.includes(listing.cardId));
    if (mine.length === cardIds.length && mine.every(done)) return mine;
    if (Date.now() > deadline)
      throw new Error(
        `listings not done after ${timeoutMs} ms: ${JSON.stringify(mine.map((l) => [l.status, l.errors]))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A buyer buys the listing on the emulator's eBay; answers eBay's order id. */
export async function buyOnEmulator(app: TestApp, listing: Listing): Promise<string> {
  const order = await app.http
    .post('/__ebay/_control/purchases')
    .send({ listingId: listing.ebayListingId })
    .expect(201);
  return order.body.orderId as string;
}

/** The emulator's view of an account: counts of items, offers, live listings and orders. */
export async function ebayCounts(app: TestApp, username: string) {
  const state = await app.http.get('/__ebay/_control/state').expect(200);
  const account = (
    state.body.accounts as {
      username: string;
      inventoryItems: number;
      offers: number;
      activeListings: number;
      orders: number;
    }[]
  ).find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no emulator account ${username}`);
  return account;
}
