import type { Card, CardPreparation, Listing, Lot } from '@pennant/contracts';
import {
  approvedCards,
  buyOnEmulator,
  ebayCounts,
  readyToSell,
  waitForListings,
} from './support/listing-fixtures';
import { JobQueue, JobQueueUnavailableError } from '../src/integrations/jobs';
import { PUBLISHING_UNAVAILABLE } from '../src/modules/listings/listings.errors';
import { ACTIVE_CONTENT_REMOVED } from '../src/modules/listings/preparation/description-html';
import { withdrawOffer } from '../src/modules/listings/ebay/inventory-calls';
import { SellerApis } from '../src/modules/listings/ebay/seller-apis';
import { ListingStatusService } from '../src/modules/listings/status/listing-status.service';
import { dealerIdOf } from './support/billing-orders';
import { pathOf, signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const DECIMAL_2 = /^\d+\.\d{2}$/;

/** Cards waiting for review under the default $4.00 minimum single FMV: Send Low-FMV to Lot takes them. */
const LOW_VALUE = { status: 'identified', marketValue: '1.00', listPrice: '1.08' } as const;

describe('From approved card to live eBay listing', () => {
  let app: TestApp;
  let dealer: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'listing_dealer');
    stranger = await signIn(app, 'someone_else');
  });
  afterAll(() => app.close());

  /** `count` cards of the same team and year under the minimum single FMV, lotted into one lot. */
  async function oneLotOf(agent: Agent, count: number): Promise<{ lot: Lot; cardIds: string[] }> {
    const cardIds = await approvedCards(app, agent, count, LOW_VALUE);
    await agent.post('/api/cards/lot-low-fmv').expect(200);
    const [lot] = (await agent.get('/api/lots').expect(200)).body as Lot[];
    return { lot, cardIds };
  }

  describe('selling setup', () => {
    it('says exactly what is missing before publishing, and refuses to publish until then', async () => {
      const newcomer = await signIn(app, 'no_policies_yet');
      const setup = await newcomer.get('/api/selling/setup').expect(200);
      expect(setup.body).toMatchObject({ ebayConnected: true, optedIn: false, ready: false });
      expect(setup.body.missing).toEqual([
        'Turn on business policies for your eBay account',
        'Choose a shipping policy',
        'Choose a payment policy',
        'Choose a return policy',
        'Choose the location cards ship from',
      ]);
      const [cardId] = await approvedCards(app, newcomer, 1);
      const refused = await newcomer
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(409);
      expect(refused.body).toMatchObject({ code: 'SELLING_SETUP_INCOMPLETE' });
      expect(refused.body.message).toContain('Choose a return policy');
    });

    it('needs a postal code to make the ship-from location, then creates sensible defaults', async () => {
      const fresh = await signIn(app, 'sets_up_selling');
      const refused = await fresh.post('/api/selling/setup/defaults').send({}).expect(400);
      expect(refused.body.errors).toEqual([
        { field: 'postalCode', message: expect.stringContaining('postalCode') },
      ]);
      // Refused before anything was made on eBay.
      expect((await fresh.get('/api/selling/setup').expect(200)).body.optedIn).toBe(false);
      const setup = await fresh
        .post('/api/selling/setup/defaults')
        .send({ postalCode: '98101', city: 'Seattle', stateOrProvince: 'WA' })
        .expect(200);
      expect(setup.body).toMatchObject({ optedIn: true, ready: true, missing: [] });
      expect(setup.body.policies.fulfillment).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ envelope: true, summary: expect.stringContaining('Envelope') }),
          // Services as eBay names them, never their codes ("USPSGroundAdvantage").
          expect.objectContaining({
            envelope: false,
            summary: expect.stringContaining('USPS Ground Advantage, $4.99'),
          }),
        ]),
      );
      expect(setup.body.choices.envelopePolicyId).toBe(
        setup.body.policies.fulfillment.find((p: { envelope: boolean }) => p.envelope).id,
      );
      expect(setup.body.policies.return[0].summary).toContain('30 days');
      expect(setup.body.locations[0]).toMatchObject({
        enabled: true,
        summary: expect.stringContaining('98101'),
      });
      // Running it again changes nothing: every piece is there.
      const again = await fresh.post('/api/selling/setup/defaults').send({}).expect(200);
      expect(again.body.choices).toEqual(setup.body.choices);
    });

    it("refuses a policy or location that is not the dealer's on eBay; sensible defaults replace one gone since", async () => {
      const chooser = await signIn(app, 'chooses_policies');
      const setup = (
        await chooser.post('/api/selling/setup/defaults').send({ postalCode: '98101' }).expect(200)
      ).body;
      const tracked = setup.policies.fulfillment.find((p: { envelope: boolean }) => !p.envelope);
      const refused = await chooser
        .put('/api/selling/setup')
        .send({ fulfillmentPolicyId: '2026-02-30', merchantLocationKey: 'nowhere' })
        .expect(400);
      expect(refused.body.errors).toEqual([
        {
          field: 'fulfillmentPolicyId',
          message: 'fulfillmentPolicyId "2026-02-30" is not one of your eBay shipping policies',
        },
        {
          field: 'merchantLocationKey',
          message: 'merchantLocationKey "nowhere" is not one of your eBay inventory locations',
        },
      ]);
      const notEnvelope = await chooser
        .put('/api/selling/setup')
        .send({ envelopePolicyId: tracked.id })
        .expect(400);
      expect(notEnvelope.body.message).toBe(
        `envelopePolicyId "${tracked.id}" does not ship by eBay Standard Envelope`,
      );
      const after = (await chooser.get('/api/selling/setup').expect(200)).body;
      expect(after).toMatchObject({ choices: setup.choices, ready: true });
      // A choice deleted on eBay since stops publishing (named in missing), not saving the defaults beside it.
      await app.query(
        `UPDATE selling_setup SET envelope_policy_id = 'deleted-on-ebay'
           WHERE dealer_id = (SELECT id FROM dealer WHERE username = 'chooses_policies')`,
      );
      const stale = await chooser
        .put('/api/selling/setup')
        .send({ ...setup.choices, envelopePolicyId: 'deleted-on-ebay', bestOffer: false })
        .expect(200);
      expect(stale.body.missing).toEqual([
        'The envelope shipping policy no longer exists on eBay: choose another or none',
      ]);
      // Sensible defaults replace what is no longer on eBay (before, they kept it and nothing changed).
      await app.query(
        `UPDATE selling_setup SET merchant_location_key = 'closed-store'
           WHERE dealer_id = (SELECT id FROM dealer WHERE username = 'chooses_policies')`,
      );
      const mended = await chooser.post('/api/selling/setup/defaults').send({}).expect(200);
      expect(mended.body).toMatchObject({ choices: setup.choices, ready: true, missing: [] });
      // Choosing the envelope policy away, and a policy of the dealer's, still works.
      const saved = await chooser
        .put('/api/selling/setup')
        .send({ envelopePolicyId: null, fulfillmentPolicyId: tracked.id })
        .expect(200);
      expect(saved.body.choices).toMatchObject({
        envelopePolicyId: null,
        fulfillmentPolicyId: tracked.id,
      });
    });

    it('keeps the listing defaults and refuses nonsense naming the field', async () => {
      const saved = await dealer
        .put('/api/selling/setup')
        .send({ bestOffer: true, bestOfferAutoAcceptPercent: '90', lotPriceFactor: 0.75 })
        .expect(200);
      expect(saved.body.defaults).toMatchObject({
        bestOffer: true,
        bestOfferAutoAcceptPercent: '90.00',
        lotPriceFactor: '0.75',
      });
      const bad = await dealer
        .put('/api/selling/setup')
        .send({ auctionStartPercent: '150' })
        .expect(400);
      expect(bad.body.errors[0].field).toBe('auctionStartPercent');
      await dealer.put('/api/selling/setup').send({ format: 'raffle' }).expect(400);
      // eBay declines offers under one and accepts offers from the other: decline must stay below accept.
      const crossed = await dealer
        .put('/api/selling/setup')
        .send({ bestOfferAutoDeclinePercent: '95' })
        .expect(400);
      expect(crossed.body.errors).toEqual([
        {
          field: 'bestOfferAutoDeclinePercent',
          message:
            'bestOfferAutoDeclinePercent (95.00) must be below bestOfferAutoAcceptPercent (90.00)',
        },
      ]);
      await dealer
        .put('/api/selling/setup')
        .send({ bestOfferAutoDeclinePercent: '60' })
        .expect(200);
      await dealer.put('/api/selling/setup').send({ bestOfferAutoAcceptPercent: '60' }).expect(400);
      await dealer.put('/api/selling/setup').send({ bestOffer: false }).expect(200);
    });
  });

  describe('preparation', () => {
    it('writes the listing from the card: title, item specifics, condition, price, category', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const answer = await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200);
      const preparation: CardPreparation = answer.body;
      expect(preparation).toMatchObject({
        cardId,
        title: '1989 Upper Deck Ken Griffey Jr. #1 RC Seattle Mariners',
        format: 'fixed_price',
        startingPrice: '162.00',
        marketValue: '150.00',
        category: { id: '261328', name: 'Sports Trading Card Singles' },
        condition: 'Ungraded: Near mint or better',
        conditionId: 'USED_VERY_GOOD',
        status: 'ready',
        problems: [],
        listingStatus: 'draft',
      });
      expect(preparation.conditionDescriptors).toEqual([
        { id: '40001', name: expect.any(String), value: 'Near Mint or Better' },
      ]);
      expect(preparation.aspects).toMatchObject({
        Sport: ['Baseball'],
        'Player/Athlete': ['Ken Griffey Jr.'],
        Team: ['Seattle Mariners'],
        Manufacturer: ['Upper Deck'],
        'Card Number': ['1'],
        Features: ['Rookie'],
      });
      expect(preparation.aspectCheck.missingRequired).toEqual([]);
      expect(preparation.aspectCheck.completeness).toBeGreaterThan(50);
      expect(preparation.sku).toMatch(/^[A-Za-z0-9]{1,50}$/);
      expect(preparation.features).toContain('Rookie Card');
      expect(preparation.keywords).toEqual(expect.arrayContaining(['Ken Griffey Jr.', '1989']));
      expect(preparation.description).toContain('<li><b>Player:</b> Ken Griffey Jr.</li>');
      expect(preparation.pictures).toHaveLength(2);
    });

    it('grades a slab with eBay grader and grade descriptors', async () => {
      const [cardId] = await approvedCards(app, dealer, 1, {
        grader: 'PSA',
        grade: '10',
        certNumber: '12345678',
      });
      const { body } = await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200);
      expect(body).toMatchObject({ conditionId: 'LIKE_NEW', condition: 'Graded: PSA 10' });
      expect(body.conditionDescriptors).toEqual([
        { id: '27501', name: expect.any(String), value: 'PSA' },
        { id: '27502', name: expect.any(String), value: '10' },
        { id: '27503', name: expect.any(String), value: '12345678' },
      ]);
      expect(body.title).toBe('1989 Upper Deck Ken Griffey Jr. #1 RC PSA 10 Seattle Mariners');
    });

    it('blocks publishing when a required item specific is missing, naming it', async () => {
      const [cardId] = await approvedCards(app, dealer, 1, { sport: null });
      const { body } = await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200);
      expect(body.status).toBe('error');
      expect(body.aspectCheck.missingRequired).toEqual(['Sport']);
      expect(body.problems).toEqual([expect.stringContaining('"Sport"')]);
    });

    it('prepares in bulk, each card on its own, and says why one cannot be', async () => {
      const [approved] = await approvedCards(app, dealer, 1);
      const [unapproved] = await approvedCards(app, dealer, 1, { status: 'identified' });
      const [theirs] = await approvedCards(app, stranger, 1);
      const answer = await dealer
        .post('/api/cards/bulk-prepare')
        .send({ cardIds: [approved, unapproved, theirs] })
        .expect(200);
      expect(answer.body.preparations).toEqual([
        {
          cardId: approved,
          preparation: expect.objectContaining({ status: 'ready' }),
          error: null,
        },
        {
          cardId: unapproved,
          preparation: null,
          error: 'Approve the card first (it is identified)',
        },
        { cardId: theirs, preparation: null, error: 'Card not found' },
      ]);
    });

    it('prepares the same cards twice at once without a 500, one listing a card', async () => {
      const cardIds = await approvedCards(app, dealer, 3);
      const answers = await Promise.all(
        [1, 2, 3].map(() => dealer.post('/api/cards/bulk-prepare').send({ cardIds })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      for (const answer of answers)
        expect(answer.body.preparations.map((entry: { error: unknown }) => entry.error)).toEqual([
          null,
          null,
          null,
        ]);
      const rows = await app.query<{ card_id: string }>(
        'SELECT card_id FROM listing WHERE card_id = ANY($1)',
        [cardIds],
      );
      expect(rows.map((row) => row.card_id).sort()).toEqual([...cardIds].sort());
    });

    it.each([
      [{}, 'cardIds'],
      [{ cardIds: [] }, 'cardIds'],
      [{ cardIds: ['not-a-uuid'] }, 'cardIds'],
      [{ cardIds: ['0f8fad5b-d9cb-469f-a165-70867728950e'], extra: 1 }, 'extra'],
    ])('refuses the bulk request %j naming %s', async (body, field) => {
      const answer = await dealer.post('/api/cards/bulk-prepare').send(body).expect(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    });

    it("answers 404 for another dealer's card and for a listing that is not the dealer's", async () => {
      const [theirs] = await approvedCards(app, stranger, 1);
      await dealer.post(`/api/cards/${theirs}/prepare-listing`).expect(404);
      const { body } = await stranger.post(`/api/cards/${theirs}/prepare-listing`).expect(200);
      await dealer.get(`/api/listings/${body.listingId}`).expect(404);
      await dealer.patch(`/api/listings/${body.listingId}`).send({ title: 'Mine now' }).expect(404);
      await dealer.post(`/api/listings/${body.listingId}/end`).expect(404);
      await dealer.post(`/api/listings/${body.listingId}/relist`).expect(404);
      const malformed = await dealer.get('/api/listings/not-an-id').expect(400);
      expect(malformed.body.errors).toEqual([
        { field: 'id', message: 'id must be a listing id (a UUID)' },
      ]);
    });

    it("keeps the dealer's edits when prepared again, and drops them on Regenerate", async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const first = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200)).body;
      const edited = await dealer
        .patch(`/api/listings/${first.listingId}`)
        .send({ title: 'Griffey rookie, sharp corners', price: '199.99' })
        .expect(200);
      expect(edited.body).toMatchObject({
        title: 'Griffey rookie, sharp corners',
        startingPrice: '199.99',
        editedFields: ['title', 'price'],
      });
      const again = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200)).body;
      expect(again).toMatchObject({
        title: 'Griffey rookie, sharp corners',
        startingPrice: '199.99',
      });
      const regenerated = (
        await dealer.post(`/api/cards/${cardId}/prepare-listing?regenerate=true`).expect(200)
      ).body;
      expect(regenerated).toMatchObject({
        title: '1989 Upper Deck Ken Griffey Jr. #1 RC Seattle Mariners',
        startingPrice: '162.00',
        editedFields: [],
      });
    });

    it('saves a description without its script, keeping the rest, and says what was removed', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      const edit = (body: object) => dealer.patch(`/api/listings/${listingId}`).send(body);
      const saved: CardPreparation = (
        await edit({
          description: '<p>Ships in a penny sleeve.</p><script>alert(1)</script>',
        }).expect(200)
      ).body;
      expect(saved.description).toBe('<p>Ships in a penny sleeve.</p>');
      expect(saved.editedFields).toEqual(['description']);
      expect(saved.warnings).toContain(
        'Scripts and other active content were removed from the description: eBay does not allow them (<script>)',
      );
      const stored = (await dealer.get(`/api/listings/${listingId}`).expect(200)).body;
      expect(stored).toMatchObject({
        description: '<p>Ships in a penny sleeve.</p>',
        warnings: saved.warnings,
      });
      // Saved beside a change that prepares the listing again, the description is cleaned all the same.
      const auction: CardPreparation = (
        await edit({
          format: 'auction',
          description:
            '<p onclick="steal()">Sharp corners.</p><iframe src="https://example.com"></iframe>',
        }).expect(200)
      ).body;
      expect(auction.description).toBe('<p>Sharp corners.</p>');
      expect(auction.warnings).toContain(`${ACTIVE_CONTENT_REMOVED} (onclick, <iframe>)`);
      // A clean description saved later takes the warning away.
      const clean: CardPreparation = (
        await edit({ description: '<p>Sharp corners, <b>clean</b> back.</p>' }).expect(200)
      ).body;
      expect(clean.description).toBe('<p>Sharp corners, <b>clean</b> back.</p>');
      expect(
        clean.warnings.filter((warning) => warning.startsWith(ACTIVE_CONTENT_REMOVED)),
      ).toEqual([]);
    });

    it('refuses a Buy It Now eBay would refuse on an auction, saying the lowest, and any on a fixed-price listing', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      const edit = (body: object) => dealer.patch(`/api/listings/${listingId}`).send(body);
      const fixed = await edit({ buyItNowPrice: '200.00' }).expect(400);
      expect(fixed.body.errors).toEqual([
        {
          field: 'buyItNowPrice',
          message:
            'buyItNowPrice is for auctions only: a fixed-price listing sells at its price (set price instead)',
        },
      ]);
      await edit({ buyItNowPrice: null }).expect(200);

      // Market value $150.00 at the default 60%: a $90.00 starting bid, the $162.00 list price as Buy It Now.
      const auction = (await edit({ format: 'auction' }).expect(200)).body;
      expect(auction).toMatchObject({ startingPrice: '90.00', buyItNowPrice: '162.00' });
      for (const [body, field, message] of [
        [
          { buyItNowPrice: '116.99' },
          'buyItNowPrice',
          'buyItNowPrice (116.99) must be at least 117.00, 30% above the starting bid (90.00): eBay refuses a lower Buy It Now',
        ],
        [
          { price: '100', buyItNowPrice: 129.99 },
          'buyItNowPrice',
          'buyItNowPrice (129.99) must be at least 130.00, 30% above the starting bid (100.00): eBay refuses a lower Buy It Now',
        ],
        [
          { price: '125.00' },
          'price',
          'price (125.00) as the starting bid needs a Buy It Now of at least 162.50, 30% above it, not 162.00: raise buyItNowPrice too, or clear it (null)',
        ],
      ] as const) {
        const refused = await edit(body).expect(400);
        expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
        expect(refused.body.errors).toEqual([{ field, message }]);
      }
      const kept = (await dealer.get(`/api/listings/${listingId}`).expect(200)).body;
      expect(kept).toMatchObject({ startingPrice: '90.00', buyItNowPrice: '162.00' });
      // The dashboard's re-price is held to the same rule, listing by listing.
      const bulk = await dealer
        .post('/api/listings/reprice')
        .send({ items: [{ listingId, price: '125' }] })
        .expect(200);
      expect(bulk.body).toEqual({
        updated: [],
        errors: [
          {
            listingId,
            error:
              'A starting bid of $125.00 needs a Buy It Now of at least $162.50 (30% above it), not $162.00: edit the listing to raise or clear its Buy It Now',
          },
        ],
      });
      expect((await dealer.get(`/api/listings/${listingId}`).expect(200)).body).toMatchObject({
        startingPrice: '90.00',
      });
      await edit({ buyItNowPrice: '117' }).expect(200);
      const raised = (await edit({ price: '125.00', buyItNowPrice: null }).expect(200)).body;
      expect(raised).toMatchObject({ startingPrice: '125.00', buyItNowPrice: null, problems: [] });
    });

    it('a Buy It Now kept through a change to auction, under the starting bid prepared, blocks publishing until fixed', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      const edit = (body: object) => dealer.patch(`/api/listings/${listingId}`).send(body);
      const low = (await edit({ format: 'auction', buyItNowPrice: '100.00' }).expect(200)).body;
      expect(low).toMatchObject({ startingPrice: '90.00', buyItNowPrice: '100.00' });
      expect(low.problems).toEqual([
        "Buy It Now $100.00 is under eBay's lowest for a $90.00 starting bid: set it to $117.00 or more, or clear it",
      ]);
      const fixed = (await edit({ buyItNowPrice: '117.00' }).expect(200)).body;
      expect(fixed.problems).toEqual([]);
    });

    it('keeps the starting bid and "no Buy It Now" sent with a change to auction, not the defaults', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId, startingPrice } = (
        await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200)
      ).body;
      const auction = (
        await dealer
          .patch(`/api/listings/${listingId}`)
          .send({ format: 'auction', price: startingPrice, buyItNowPrice: null })
          .expect(200)
      ).body;
      expect(auction).toMatchObject({ format: 'auction', startingPrice, buyItNowPrice: null });
      expect(auction.problems).toEqual([]);
    });

    it('writes the prepared listing again when the card is corrected, keeping what the dealer edited in it', async () => {
      const [cardId, other] = await approvedCards(app, dealer, 2);
      const prepared = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200)).body;
      expect(prepared.title).toBe('1989 Upper Deck Ken Griffey Jr. #1 RC Seattle Mariners');
      await dealer.patch(`/api/cards/${cardId}`).send({ cardNumber: '24' }).expect(200);
      const corrected = (await dealer.get(`/api/listings/${prepared.listingId}`).expect(200)).body;
      expect(corrected.title).toBe('1989 Upper Deck Ken Griffey Jr. #24 RC Seattle Mariners');

      const { listingId } = (await dealer.post(`/api/cards/${other}/prepare-listing`).expect(200))
        .body;
      await dealer.patch(`/api/listings/${listingId}`).send({ price: '199.99' }).expect(200);
      await dealer.patch(`/api/cards/${other}`).send({ cardNumber: '24' }).expect(200);
      const kept = (await dealer.get(`/api/listings/${listingId}`).expect(200)).body;
      expect(kept).toMatchObject({
        title: '1989 Upper Deck Ken Griffey Jr. #24 RC Seattle Mariners',
        startingPrice: '199.99',
      });
    });

    it.each([
      [{ title: 'x'.repeat(81) }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ price: '-1' }, 'price'],
      [{ price: '0.50' }, 'price'],
      [{ format: 'raffle' }, 'format'],
      [{ cardCondition: 'mint' }, 'cardCondition'],
      [{ aspects: { Sport: 'Baseball' } }, 'aspects'],
    ])('refuses the edit %j naming %s', async (body, field) => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      const answer = await dealer.patch(`/api/listings/${listingId}`).send(body).expect(400);
      expect(answer.body.errors[0].field).toBe(field);
    });

    it("takes item-specific values of up to 50 characters, the Inventory API's limit, and says so past it", async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      const fits = 'x'.repeat(50);
      await dealer
        .patch(`/api/listings/${listingId}`)
        .send({ aspects: { Parallel: [fits] } })
        .expect(200);
      expect((await dealer.get(`/api/listings/${listingId}`).expect(200)).body.aspects).toEqual(
        expect.objectContaining({ Parallel: [fits] }),
      );
      const answer = await dealer
        .patch(`/api/listings/${listingId}`)
        .send({ aspects: { Parallel: [`${fits}y`] } })
        .expect(400);
      expect(answer.body.errors[0]).toMatchObject({ field: 'aspects' });
      expect(answer.body.errors[0].message).toContain('each at most 50 characters');
    });
  });

  describe('publishing and what follows', () => {
    let cardIds: string[];
    let live: Listing[];

    beforeAll(async () => {
      await readyToSell(dealer);
      cardIds = await approvedCards(app, dealer, 3);
    });

    it('publishes in the background and each card gets its eBay listing and item page', async () => {
      const before = await ebayCounts(app, 'listing_dealer');
      const answer = await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
      expect(answer.body.errors).toEqual([]);
      expect(answer.body.queued.map((listing: Listing) => listing.status)).toEqual([
        'publishing',
        'publishing',
        'publishing',
      ]);
      live = await waitForListings(dealer, cardIds, (listing) => listing.status === 'active');
      for (const listing of live) {
        expect(listing.ebayListingId).toEqual(expect.any(String));
        expect(listing.url).toBe(`${app.baseUrl}/__ebay/www/itm/${listing.ebayListingId}`);
        expect(listing.listPrice).toMatch(DECIMAL_2);
        expect(listing.publishedAt).toEqual(expect.any(String));
      }
      const page = await app.http.get(pathOf(live[0].url!)).expect(200);
      expect(page.text).toContain('Ken Griffey Jr.');
      const after = await ebayCounts(app, 'listing_dealer');
      expect(after.activeListings - before.activeListings).toBe(3);
      expect(after.inventoryItems - before.inventoryItems).toBe(3);
    });

    it('publishing the same cards again lists nothing twice', async () => {
      const before = await ebayCounts(app, 'listing_dealer');
      const answer = await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
      expect(answer.body.queued).toEqual([]);
      // Each refusal names the listing, so the dealer knows which one it is about.
      expect(answer.body.errors).toEqual(
        expect.arrayContaining(
          live.map((listing) => ({
            cardId: listing.cardId,
            title: listing.title,
            error: 'Already listed on eBay',
          })),
        ),
      );
      expect(answer.body.errors).toHaveLength(3);
      expect(await ebayCounts(app, 'listing_dealer')).toEqual(before);
    });

    it('re-prices a live listing on eBay, and takes nothing else while it is live', async () => {
      const [listing] = live;
      const answer = await dealer
        .patch(`/api/listings/${listing.id}`)
        .send({ price: '175.00' })
        .expect(200);
      expect(answer.body.startingPrice).toBe('175.00');
      const page = await app.http.get(pathOf(listing.url!)).expect(200);
      expect(page.text).toContain('175.00');
      const refused = await dealer
        .patch(`/api/listings/${listing.id}`)
        .send({ title: 'New' })
        .expect(409);
      expect(refused.body.message).toContain('title cannot change now');
      const bulk = await dealer
        .post('/api/listings/reprice')
        .send({ items: [{ listingId: live[1].id, price: '180.00' }] })
        .expect(200);
      expect(bulk.body).toMatchObject({
        errors: [],
        updated: [{ id: live[1].id, listPrice: '180.00' }],
      });
    });

    it('keeps a price set while the listing was live, and no link to the ended item, when it is prepared again', async () => {
      const listing = await liveListingOf(dealer);
      const cardId = listing.cardId!;
      await dealer.patch(`/api/listings/${listing.id}`).send({ price: '175.00' }).expect(200);
      const ended = (await dealer.post(`/api/listings/${listing.id}/end`).expect(200)).body;
      expect(ended.url).toBe(listing.url);
      const again = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200)).body;
      expect(again).toMatchObject({ startingPrice: '175.00', editedFields: ['price'] });
      // A draft again: no "View on eBay" to the ended item.
      expect(again.url).toBeNull();
      const [draft] = await waitForListings(dealer, [cardId], () => true);
      expect(draft).toMatchObject({ status: 'draft', url: null });
    });

    it.each(['fixed_price', 'auction'] as const)(
      'says a %s listing ended on eBay meanwhile is ended, and changes no price, when repriced',
      async (format) => {
        const live = await liveListingOf(dealer, format === 'auction' ? { format } : undefined);
        const cardId = live.cardId!;
        await app.http
          .post('/__ebay/_control/end-listing')
          .send({ listingId: live.ebayListingId })
          .expect(200);
        const refused = await dealer
          .patch(`/api/listings/${live.id}`)
          .send({ price: '2.50' })
          .expect(409);
        expect(refused.body.message).toBe(
          'This listing had ended on eBay, so its price was not changed: relist it to sell the card again',
        );
        const [now] = await waitForListings(dealer, [cardId], () => true);
        expect(now).toMatchObject({
          status: 'ended',
          listPrice: live.listPrice,
          errors: ['eBay reports this listing is no longer active'],
        });
      },
    );

    it("tells a live auction's new starting bid too close to its Buy It Now the highest one that goes", async () => {
      const { id: listingId } = await liveListingOf(dealer, {
        format: 'auction',
        price: '10.00',
        buyItNowPrice: '20.00',
      });
      const refused = await dealer.patch(`/api/listings/${listingId}`).send({ price: '16.00' });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(
        'a live auction keeps its Buy It Now, so start the bidding at 15.38 or less',
      );
      const repriced = await dealer
        .post('/api/listings/reprice')
        .send({ items: [{ listingId, price: '16.00' }] })
        .expect(200);
      expect(repriced.body.errors[0].error).toContain('start the bidding at $15.38 or less');
      // The advice is one eBay takes.
      await dealer.patch(`/api/listings/${listingId}`).send({ price: '15.38' }).expect(200);
    });

    it('shows sold, never ended to relist, a listing that sold on eBay before its order came in, when repriced', async () => {
      const fresh = await dealerReadyToSell('sold_unseen_dealer');
      const live = await liveListingOf(fresh);
      const cardId = live.cardId!;
      await fresh.post('/api/listings/sync').expect(200);
      // The order sync's window starts tomorrow: the sale below is on eBay, not yet in Pennant.
      await app.query(
        `UPDATE order_sync SET synced_through = now() + interval '1 day'
          WHERE dealer_id = (SELECT id FROM dealer WHERE username = 'sold_unseen_dealer')`,
      );
      await app.http
        .post('/__ebay/_control/purchases')
        .send({ listingId: live.ebayListingId })
        .expect(201);
      const refused = await fresh
        .patch(`/api/listings/${live.id}`)
        .send({ price: '2.50' })
        .expect(409);
      expect(refused.body.message).toBe(
        'This listing has sold on eBay, so its price was not changed',
      );
      const [now] = await waitForListings(fresh, [cardId], () => true);
      expect(now).toMatchObject({ status: 'sold', errors: [] });
    });

    it('will not delete a card whose listing is live, and ends, then relists, on eBay', async () => {
      const listing = live[2];
      const refused = await dealer.delete(`/api/cards/${listing.cardId}`).expect(409);
      expect(refused.body.message).toBe(
        'This card is listed on eBay: end the listing first, then delete the card',
      );
      const before = await ebayCounts(app, 'listing_dealer');
      const ended = await dealer.post(`/api/listings/${listing.id}/end`).expect(200);
      expect(ended.body).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
      expect((await ebayCounts(app, 'listing_dealer')).activeListings).toBe(
        before.activeListings - 1,
      );
      await dealer.post(`/api/listings/${listing.id}/end`).expect(409);
      await dealer.post(`/api/listings/${listing.id}/relist`).expect(202);
      const [relisted] = await waitForListings(
        dealer,
        [listing.cardId!],
        (l) => l.status === 'active',
      );
      expect(relisted.sku).toBe(listing.sku);
      const after = await ebayCounts(app, 'listing_dealer');
      expect(after.activeListings).toBe(before.activeListings);
      expect(after.offers).toBe(before.offers);
    });

    it('will not relist the ended listing of a card deleted since', async () => {
      const listing = await liveListingOf(dealer);
      const cardId = listing.cardId!;
      await dealer.post(`/api/listings/${listing.id}/end`).expect(200);
      await dealer.delete(`/api/cards/${cardId}`).expect(204);
      const before = await ebayCounts(app, 'listing_dealer');
      const refused = await dealer.post(`/api/listings/${listing.id}/relist`).expect(409);
      expect(refused.body.message).toBe('Its card was deleted: there is no card left to sell');
      expect((await dealer.get(`/api/listings/${listing.id}`).expect(200)).body.listingStatus).toBe(
        'ended',
      );
      expect((await ebayCounts(app, 'listing_dealer')).activeListings).toBe(before.activeListings);
    });

    it('marks a listing sold once its order comes in, and keeps the order', async () => {
      const listing = live[0];
      await app.http
        .post('/__ebay/_control/purchases')
        .send({ listingId: listing.ebayListingId })
        .expect(201);
      const sync = await dealer.post('/api/listings/sync').expect(200);
      expect(sync.body).toMatchObject({ ordersImported: 1, listingsSold: 1 });
      const [sold] = await waitForListings(dealer, [listing.cardId!], (l) => l.status === 'sold');
      expect(sold.soldAt).toEqual(expect.any(String));
      // The sold card stays, with its photos: its order and its line on the bill point to it.
      const kept = await dealer.delete(`/api/cards/${listing.cardId}`).expect(409);
      expect(kept.body).toMatchObject({ code: 'CARD_SOLD' });
      expect(kept.body.message).toContain('This card sold on eBay');
      await dealer.get(`/api/cards/${listing.cardId}`).expect(200);
      await dealer.get(sold.thumbnailUrl!).expect(200);
      const again = await dealer.post('/api/listings/sync').expect(200);
      // Seen again in the overlap of the sync window, unchanged: neither new nor updated.
      expect(again.body).toMatchObject({ ordersImported: 0, ordersUpdated: 0, listingsSold: 0 });
      const [order] = await app.query<{
        ebay_order_id: string;
        total_price: string;
        marketplace_fee: string;
      }>(
        `SELECT o.ebay_order_id, o.total_price::text, o.marketplace_fee::text FROM customer_order o
           JOIN order_line_item l ON l.order_id = o.id WHERE l.listing_id = $1`,
        [listing.id],
      );
      expect(order.total_price).toMatch(DECIMAL_2);
      expect(order.marketplace_fee).toMatch(DECIMAL_2);
      await app.http
        .post('/__ebay/_control/refunds')
        .send({ orderId: order.ebay_order_id, amount: '1.00' })
        .expect(201);
      const refunded = await dealer.post('/api/listings/sync').expect(200);
      expect(refunded.body).toMatchObject({ ordersImported: 0, ordersUpdated: 1 });
    });

    it('marks sold at the nightly reconciliation a listing that sold before its order came in', async () => {
      const listing = await liveListingOf(dealer);
      const cardId = listing.cardId!;
      await buyOnEmulator(app, listing);
      const ended = await app.pennant.app
        .get(ListingStatusService)
        .reconcile(await dealerIdOf(dealer));
      expect(ended).toBe(0);
      const [after] = await waitForListings(dealer, [cardId], (l) => l.status !== 'active');
      // Never "ended" with Relist offered: the card has a buyer.
      expect(after.status).toBe('sold');
    });

    it('marks a listing ended on eBay without a sale as ended at the nightly reconciliation', async () => {
      const listing = await liveListingOf(dealer);
      const dealerId = await dealerIdOf(dealer);
      const [{ offer_id: offerId }] = await app.query<{ offer_id: string }>(
        `SELECT offer_id FROM listing WHERE id = $1`,
        [listing.id],
      );
      // The dealer ends it on eBay's site.
      const clients = app.pennant.app.get(SellerApis).for(dealerId);
      expect(await withdrawOffer(clients, offerId)).toBe('withdrawn');
      const ended = await app.pennant.app.get(ListingStatusService).reconcile(dealerId);
      expect(ended).toBe(1);
      const [after] = await waitForListings(dealer, [listing.cardId!], (l) => l.status === 'ended');
      expect(after.errors).toEqual(['eBay reports this listing is no longer active']);
    });

    it('pages the listings newest first and says the total', async () => {
      const first = await dealer.get('/api/listings?pageSize=2&page=1').expect(200);
      expect(first.body).toHaveLength(2);
      const total = Number(first.headers['x-total-count']);
      expect(total).toBeGreaterThanOrEqual(3);
      const second = await dealer.get('/api/listings?pageSize=2&page=2').expect(200);
      expect(second.body[0].id).not.toBe(first.body[0].id);
      await dealer.get('/api/listings?pageSize=500').expect(400);
      await dealer.get('/api/listings?status=sold').expect(200);
      const several = await dealer.get('/api/listings?status=active,sold&pageSize=200').expect(200);
      expect(new Set(several.body.map((listing: Listing) => listing.status))).toEqual(
        new Set(['active', 'sold']),
      );
      const bad = await dealer.get('/api/listings?status=active,lost').expect(400);
      expect(bad.body.errors[0].field).toBe('status');
      const two = live.slice(0, 2).map((listing) => listing.cardId!);
      const mine = await dealer.get(`/api/listings?cardIds=${two.join(',')}`).expect(200);
      expect(mine.body.map((listing: Listing) => listing.cardId).sort()).toEqual([...two].sort());
      await dealer.get('/api/listings?cardIds=not-a-card').expect(400);
    });

    it("meets eBay's refusal of an auction's Buy It Now under 30% above the start (25003) and says so", async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      await dealer.patch(`/api/listings/${listingId}`).send({ format: 'auction' }).expect(200);
      // Past Pennant's own checks (as a listing saved before them would be): eBay has the last word.
      await app.query(`UPDATE listing SET buy_it_now_price = 100.00 WHERE id = $1`, [listingId]);
      await dealer
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(202);
      const [failed] = await waitForListings(dealer, [cardId], (one) => one.status === 'error');
      expect(failed.errors).toEqual([
        expect.stringContaining(
          'The Buy It Now price must be at least 30% above the starting price (at least 117.00).',
        ),
      ]);
      // Review & Edit keeps eBay's reason with the listing until it is published again.
      const preparation = (await dealer.get(`/api/listings/${failed.id}`).expect(200)).body;
      expect(preparation).toMatchObject({ listingStatus: 'error', publishErrors: failed.errors });
    });

    it('says which try comes next while eBay turns publishing away, then lists it', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      // eBay answers 503 to the first try's call and to each of its own backoff's retries: the job runs again.
      await app.http
        .post('/__ebay/_control/faults')
        .send({ status: 503, count: 6, pathPrefix: '/sell/inventory/v1/bulk_publish_offer' })
        .expect(201);
      await dealer
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(202);
      const [waiting] = await waitForListings(dealer, [cardId], (one) => one.publishRetry !== null);
      expect(waiting).toMatchObject({ status: 'publishing', publishRetry: { attempt: 2, of: 5 } });
      const [listed] = await waitForListings(dealer, [cardId], (one) => one.status === 'active');
      expect(listed).toMatchObject({ publishRetry: null, errors: [] });
    }, 90_000);

    it('publishes with Best Offer after the dealer lowered the price under its auto-accept threshold', async () => {
      const fresh = await dealerReadyToSell('best_offer_dealer');
      await fresh
        .put('/api/selling/setup')
        .send({
          bestOffer: true,
          bestOfferAutoAcceptPercent: '90',
          bestOfferAutoDeclinePercent: '50',
        })
        .expect(200);
      const [cardId] = await approvedCards(app, fresh, 1, {
        marketValue: '20.00',
        listPrice: '20.00',
      });
      const { listingId } = (await fresh.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      // Auto-accept was prepared at 18.00 (90% of the market value): the dealer now asks 15.00.
      await fresh.patch(`/api/listings/${listingId}`).send({ price: '15.00' }).expect(200);
      await fresh
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(202);
      const [done] = await waitForListings(fresh, [cardId], (one) => one.status !== 'publishing');
      expect(done).toMatchObject({ status: 'active', errors: [] });
      const page = await app.http.get(pathOf(done.url!)).expect(200);
      expect(page.text).toContain('US $15.00');
    }, 90_000);

    it('lists the rest of a bulk publish when eBay refuses some of its offers for now, then those', async () => {
      const cardIds = await approvedCards(app, dealer, 3);
      const before = await ebayCounts(app, 'listing_dealer');
      // eBay's 207: the second offer of the bulk publish (and the second item of the bulk create) answers
      // eBay's system error; the others are served.
      for (const path of ['bulk_create_or_replace_inventory_item', 'bulk_publish_offer']) {
        await app.http
          .post('/__ebay/_control/faults')
          .send({
            status: 500,
            entries: true,
            every: 2,
            count: 1,
            pathPrefix: `/sell/inventory/v1/${path}`,
          })
          .expect(201);
      }
      await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
      const listed = await waitForListings(dealer, cardIds, (one) => one.status === 'active');
      expect(listed.map((one) => one.errors)).toEqual([[], [], []]);
      expect(new Set(listed.map((one) => one.ebayListingId)).size).toBe(3);
      const faults = (await app.http.get('/__ebay/_control/faults').expect(200)).body.faults;
      expect(faults).toEqual([]);
      const after = await ebayCounts(app, 'listing_dealer');
      expect(after.activeListings - before.activeListings).toBe(3);
      expect(after.offers - before.offers).toBe(3);
    }, 90_000);

    it('says eBay limited its calls when publishing gave up on too many requests', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      await app.http
        .post('/__ebay/_control/faults')
        .send({ status: 429, count: 100, pathPrefix: '/sell/inventory/v1/bulk_publish_offer' })
        .expect(201);
      try {
        await dealer
          .post('/api/listings/publish')
          .send({ cardIds: [cardId] })
          .expect(202);
        const [failed] = await waitForListings(
          dealer,
          [cardId],
          (one) => one.status === 'error',
          150_000,
        );
        expect(failed.errors).toEqual([
          'eBay limited how fast Pennant may call it (too many requests): wait a few minutes before publishing again',
          'Publishing did not finish after 5 tries. Publish again to retry: nothing is listed twice.',
        ]);
      } finally {
        await app.http.delete('/__ebay/_control/faults').expect(204);
      }
    }, 180_000);

    it('sends eBay no script in a description saved before descriptions were cleaned', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      await app.query(`UPDATE listing SET description = $2 WHERE id = $1`, [
        listingId,
        '<p>Ships in a penny sleeve.</p><script>alert(1)</script>',
      ]);
      await dealer
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(202);
      const [listed] = await waitForListings(dealer, [cardId], (one) => one.status === 'active');
      const page = await app.http.get(pathOf(listed.url!)).expect(200);
      expect(page.text).toContain('Ships in a penny sleeve.');
      expect(page.text).not.toContain('alert(1)');
      const stored = (await dealer.get(`/api/listings/${listingId}`).expect(200)).body;
      expect(stored.description).toBe('<p>Ships in a penny sleeve.</p>');
      expect(stored.warnings).toContain(`${ACTIVE_CONTENT_REMOVED} (<script>)`);
    });
  });

  describe('lots', () => {
    it('groups low-value cards into a lot, lists it in 261329 and opens it up again', async () => {
      const fresh = await signIn(app, 'lot_dealer');
      await readyToSell(fresh);
      const commons = await approvedCards(app, fresh, 3, {
        status: 'identified',
        marketValue: '1.00',
        listPrice: '1.08',
        player: 'Harold Reynolds',
      });
      await app.query(`UPDATE card SET player = 'Alvin Davis', market_value = 2.50 WHERE id = $1`, [
        commons[1],
      ]);
      const lotted = await fresh.post('/api/cards/lot-low-fmv').expect(200);
      expect(lotted.body.lotted).toBe(3);
      const lots: Lot[] = (await fresh.get('/api/lots').expect(200)).body;
      expect(lots).toHaveLength(1);
      expect(lots[0]).toMatchObject({
        lotKey: '1989 Seattle Mariners',
        title: '1989 Seattle Mariners Baseball Lot of 3: Davis, Reynolds + 1',
        marketValueTotal: '4.50',
        suggestedPrice: '3.60',
        status: 'open',
        listing: null,
      });
      const prepared = (await fresh.post(`/api/lots/${lots[0].id}/prepare-listing`).expect(200))
        .body;
      expect(prepared).toMatchObject({ category: { id: '261329' }, lotSize: 3, status: 'ready' });
      expect(prepared.pictures).toHaveLength(4); // the collage, then each front
      // Item specifics say what is true of every card (their set, team and rookie mark), and who is in the lot.
      expect(prepared.aspects).toMatchObject({
        Sport: ['Baseball'],
        Team: ['Seattle Mariners'],
        Set: ['1989 Upper Deck'],
        Features: ['Rookie'],
        'Number of Cards': ['3'],
      });
      expect([...prepared.aspects['Player/Athlete']].sort()).toEqual([
        'Alvin Davis',
        'Harold Reynolds',
      ]);

      await fresh
        .post('/api/listings/publish')
        .send({ lotIds: [lots[0].id] })
        .expect(202);
      const listed = await waitForLot(fresh, lots[0].id, (lot) => lot.listing?.status === 'active');
      expect(listed.status).toBe('listed');
      const refused = await fresh.post(`/api/lots/${lots[0].id}/dissolve`).expect(409);
      expect(refused.body.message).toContain('open up the lot');
      // The lot on eBay keeps its cards: deleting one would leave the listing selling a card that is gone.
      const lotListed = 'This lot is listed on eBay: end its listing before taking cards out of it';
      const kept = await fresh.delete(`/api/cards/${commons[0]}`).expect(409);
      expect(kept.body.message).toBe(lotListed);
      await fresh
        .post('/api/cards/delete')
        .send({ cardIds: commons })
        .expect(200, {
          deleted: [],
          errors: commons.map((cardId) => ({ cardId, error: lotListed })),
        });
      // Ended and listed again, the lot is on eBay again: it keeps its cards as before.
      await fresh.post(`/api/listings/${listed.listing!.id}/end`).expect(200);
      await fresh.post(`/api/listings/${listed.listing!.id}/relist`).expect(202);
      const relisted = await waitForLot(
        fresh,
        lots[0].id,
        (lot) => lot.listing?.status === 'active',
      );
      expect(relisted.status).toBe('listed');
      await fresh.post(`/api/lots/${lots[0].id}/dissolve`).expect(409);
      await fresh.delete(`/api/cards/${commons[0]}`).expect(409);
      await fresh.post(`/api/listings/${listed.listing!.id}/end`).expect(200);
      // Opened up, the lot's cards are approved singles, to list alone; one marked Check goes back to review.
      await app.query(
        `UPDATE card SET confidence = 0.40, doubtful_fields = ARRAY['player'] WHERE id = $1`,
        [commons[0]],
      );
      const cards = await fresh.post(`/api/lots/${lots[0].id}/dissolve`).expect(200);
      const statusOf = Object.fromEntries(
        cards.body.map((card: { id: string; status: string }) => [card.id, card.status]),
      );
      expect(statusOf).toEqual({
        [commons[0]]: 'identified',
        [commons[1]]: 'approved',
        [commons[2]]: 'approved',
      });
      expect((await fresh.get('/api/lots').expect(200)).body).toEqual([]);
      await dealer.post(`/api/lots/${lots[0].id}/prepare-listing`).expect(404);
    });

    it('prices the cards of a lot opened up with the markup of the day, not the one they were lotted under', async () => {
      const fresh = await signIn(app, 'markup_after_lot_dealer');
      await fresh.put('/api/dealer/settings').send({ defaultMarkupPercent: '8.00' }).expect(200);
      const { lot, cardIds } = await oneLotOf(fresh, 2);
      await fresh.put('/api/dealer/settings').send({ defaultMarkupPercent: '25.00' }).expect(200);
      const cards = (await fresh.post(`/api/lots/${lot.id}/dissolve`).expect(200)).body as Card[];
      expect(cards.map((card) => [card.id, card.listPrice]).sort()).toEqual(
        cardIds.map((id) => [id, '1.25']).sort(),
      );
    });

    it('gives no price to a lot worth more than one listing may ask, and says why', async () => {
      const fresh = await signIn(app, 'priceless_lot_dealer');
      await fresh.put('/api/dealer/settings').send({ minSingleFmv: '99999999.99' }).expect(200);
      await approvedCards(app, fresh, 2, {
        status: 'identified',
        // Together 140,000,000.00: at the lot's 80% it would ask 112,000,000.00.
        marketValue: '70000000.00',
        listPrice: '75600000.00',
      });
      await fresh.post('/api/cards/lot-low-fmv').expect(200);
      const [lot] = (await fresh.get('/api/lots').expect(200)).body as Lot[];
      const prepared = (await fresh.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)).body;
      expect(prepared).toMatchObject({ status: 'error', startingPrice: null, marketValue: null });
      expect(prepared.problems).toContain(
        'It would ask more than $99,999,999.99, more than one listing may ask: open the lot up and list its cards on their own',
      );
    });

    it('will not list a lot of one card, saying why', async () => {
      const fresh = await signIn(app, 'lonely_lot_dealer');
      const { lot } = await oneLotOf(fresh, 1);
      const prepared = (await fresh.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)).body;
      expect(prepared.status).toBe('error');
      expect(prepared.problems).toContain(
        'A lot needs at least two cards: open it up and list the card on its own',
      );
      // Publishing it is refused, and the lot stays open to be opened up.
      await readyToSell(fresh);
      const publish = await fresh
        .post('/api/listings/publish')
        .send({ lotIds: [lot.id] })
        .expect(202);
      expect(publish.body.errors).toHaveLength(1);
      const [after] = (await fresh.get('/api/lots').expect(200)).body as Lot[];
      expect(after.status).toBe('open');
      await fresh.post(`/api/lots/${lot.id}/dissolve`).expect(200);
    });
  });

  describe('automation', () => {
    it('prepares an approved card at once, and publishes it when the dealer automates', async () => {
      const fresh = await signIn(app, 'automated_dealer');
      await readyToSell(fresh);
      const [manual] = await approvedCards(app, fresh, 1, { status: 'identified' });
      await fresh.post(`/api/cards/${manual}/approve`).expect(200);
      const [draft] = await waitForListings(fresh, [manual], (l) => l.status === 'draft');
      expect(draft.title).toBe('1989 Upper Deck Ken Griffey Jr. #1 RC Seattle Mariners');

      await fresh.put('/api/selling/setup').send({ autoPublish: true }).expect(200);
      const [automatic] = await approvedCards(app, fresh, 1, { status: 'identified' });
      await fresh
        .post('/api/cards/approve-all')
        .send({ cardIds: [automatic] })
        .expect(200);
      const [live] = await waitForListings(fresh, [automatic], (l) => l.status === 'active');
      expect(live.url).toContain('/__ebay/www/itm/');
    });
  });

  describe('deleting a card', () => {
    it('removes its prepared listing with it', async () => {
      const [cardId] = await approvedCards(app, dealer, 1);
      const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      await dealer.delete(`/api/cards/${cardId}`).expect(204);
      await dealer.get(`/api/listings/${listingId}`).expect(404);
    });

    it("takes back its lot's prepared listing, which would still sell the card and show its photo", async () => {
      const fresh = await signIn(app, 'shrinking_lot_dealer');
      const { lot, cardIds: commons, prepared } = await preparedLotOf(fresh, 3);
      await fresh
        .post('/api/cards/delete')
        .send({ cardIds: [commons[0]] })
        .expect(200, { deleted: [commons[0]], errors: [] });
      await expectPreparedAgainWith(fresh, lot, prepared.listingId, 2);
    });
  });

  describe('a lot whose cards change before it is published', () => {
    it('takes back its prepared listing when one of its cards is approved to sell alone', async () => {
      const fresh = await signIn(app, 'lot_leaver_dealer');
      const { lot, cardIds, prepared } = await preparedLotOf(fresh, 3);
      await fresh.post(`/api/cards/${cardIds[0]}/approve`).expect(200);
      await expectPreparedAgainWith(fresh, lot, prepared.listingId, 2);
    });

    it('takes back its prepared listing when one of its cards is corrected', async () => {
      const fresh = await signIn(app, 'lot_corrector_dealer');
      const { lot, cardIds, prepared } = await preparedLotOf(fresh, 2);
      expect(prepared.title).toContain('Griffey');
      await fresh.patch(`/api/cards/${cardIds[0]}`).send({ player: 'Edgar Martinez' }).expect(200);
      await expectPreparedAgainWith(fresh, lot, prepared.listingId, 2);
      const again = (await fresh.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)).body;
      expect(again.title).toMatch(/Griffey, Mart[ií]nez/);
    });

    it('takes back its prepared listing when more cards join it', async () => {
      const fresh = await signIn(app, 'lot_joiner_dealer');
      const { lot, prepared } = await preparedLotOf(fresh, 2);
      await approvedCards(app, fresh, 1, LOW_VALUE);
      expect((await fresh.post('/api/cards/lot-low-fmv').expect(200)).body.lotted).toBe(1);
      await expectPreparedAgainWith(fresh, lot, prepared.listingId, 3);
    });
  });

  describe('a lot whose cards change while it is off eBay', () => {
    it('is not listed again as it was until it is prepared again', async () => {
      const fresh = await signIn(app, 'lot_relister_dealer');
      await readyToSell(fresh);
      const { lot } = await preparedLotOf(fresh, 2);
      await fresh
        .post('/api/listings/publish')
        .send({ lotIds: [lot.id] })
        .expect(202);
      const listed = await waitForLot(fresh, lot.id, (each) => each.listing?.status === 'active');
      await fresh.post(`/api/listings/${listed.listing!.id}/end`).expect(200);
      await approvedCards(app, fresh, 1, LOW_VALUE);
      await fresh.post('/api/cards/lot-low-fmv').expect(200);

      const refused = await fresh.post(`/api/listings/${listed.listing!.id}/relist`).expect(409);
      expect(refused.body.message).toBe(
        "Fix first: The lot's cards changed since it was listed: prepare it again before listing it",
      );
      const again = (await fresh.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)).body;
      expect(again).toMatchObject({ lotSize: 3, status: 'ready', problems: [] });
      await fresh
        .post('/api/listings/publish')
        .send({ lotIds: [lot.id] })
        .expect(202);
      const relisted = await waitForLot(fresh, lot.id, (each) => each.listing?.status === 'active');
      expect(relisted.listing!.id).toBe(listed.listing!.id);
      expect(relisted.title).toContain('Lot of 3');
    });
  });

  describe("eBay's reasons for refusing an offer it already had", () => {
    it("are the listing's message when a relist brings the offer up to date", async () => {
      const fresh = await dealerReadyToSell('refused_relister');
      const live = await liveListingOf(fresh);
      await fresh.post(`/api/listings/${live.id}/end`).expect(200);
      // Past Pennant's own checks (as a listing saved before them would be): eBay has the last word.
      await app.query(`UPDATE listing SET best_offer = $2::jsonb WHERE id = $1`, [
        live.id,
        JSON.stringify({ autoAcceptPrice: '1.00', autoDeclinePrice: '1.00' }),
      ]);
      await fresh.post(`/api/listings/${live.id}/relist`).expect(202);
      const [refused] = await waitForListings(
        fresh,
        [live.cardId!],
        (one) => one.status === 'error',
      );
      expect(refused.errors).toEqual([
        'eBay refused the listing: Invalid value for bestOfferTerms.autoDeclinePrice. It must be below the auto-accept price.',
      ]);
    });
  });

  describe('a listing prepared again after eBay refused to publish it', () => {
    it('goes live at the price it has now, not the one eBay kept from the refused publish', async () => {
      const fresh = await dealerReadyToSell('reapproving_dealer');
      // eBay keeps the refused listing's offer, at $162.00.
      const { cardId } = await refusedListingOf(fresh);
      // Approval undone and given again: the refused listing goes, and one prepared anew keeps the card's SKU.
      await fresh.post(`/api/cards/${cardId}/unapprove`).expect(200);
      await fresh.post(`/api/cards/${cardId}/approve`).expect(200);
      const [draft] = await waitForListings(fresh, [cardId], (one) => one.status === 'draft');
      await fresh.patch(`/api/listings/${draft.id}`).send({ price: '99.00' }).expect(200);
      await fresh
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(202);
      const [live] = await waitForListings(fresh, [cardId], (one) => one.status !== 'publishing');
      expect(live).toMatchObject({ status: 'active', listPrice: '99.00', errors: [] });
      const page = await app.http.get(pathOf(live.url!)).expect(200);
      expect(page.text).toContain('US $99.00');
      expect(page.text).not.toContain('162.00');
    });

    it('lists a lot that gained cards with its size and price now, not those of the refused publish', async () => {
      const fresh = await dealerReadyToSell('growing_lot_dealer');
      const { lot, prepared } = await preparedLotOf(fresh, 3);
      await app.query(`UPDATE listing SET aspects = '{}'::jsonb WHERE id = $1`, [
        prepared.listingId,
      ]);
      await fresh
        .post('/api/listings/publish')
        .send({ lotIds: [lot.id] })
        .expect(202);
      await waitForLot(fresh, lot.id, (each) => each.listing?.status === 'error');
      // Five more cards join it: its refused listing goes, and the lot is prepared again under its SKU.
      await approvedCards(app, fresh, 5, { ...LOW_VALUE, marketValue: '3.00', listPrice: '3.24' });
      await fresh.post('/api/cards/lot-low-fmv').expect(200);
      const again = (await fresh.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)).body;
      expect(again).toMatchObject({ lotSize: 8, status: 'ready' });
      await fresh
        .post('/api/listings/publish')
        .send({ lotIds: [lot.id] })
        .expect(202);
      const listed = await waitForLot(
        fresh,
        lot.id,
        (each) => each.listing !== null && each.listing.status !== 'publishing',
      );
      expect(listed.listing?.status).toBe('active');
      const page = await app.http.get(pathOf(listed.listing!.url!)).expect(200);
      expect(page.text).toContain(`US $${again.startingPrice}`);
      expect(page.text).toContain('<p>Lot of 8</p>');
      expect(page.text).not.toContain('<p>Lot of 3</p>');
    });
  });

  describe('a listing that sells as the dealer ends it', () => {
    it('shows sold, says so, and is never listed again', async () => {
      const fresh = await dealerReadyToSell('late_ender');
      const live = await liveListingOf(fresh);
      // A buyer buys before the order sync has run: Pennant still shows the listing live.
      await buyOnEmulator(app, live);
      const refused = await fresh.post(`/api/listings/${live.id}/end`).expect(409);
      expect(refused.body.message).toBe(
        'This listing sold on eBay before it could be ended: the card has a buyer, ship it',
      );
      const [sold] = await waitForListings(fresh, [live.cardId!], () => true);
      expect(sold).toMatchObject({ status: 'sold', soldAt: expect.any(String), endedAt: null });
      await fresh.post(`/api/listings/${live.id}/relist`).expect(409);
      expect(await ebayCounts(app, 'late_ender')).toMatchObject({ activeListings: 0, orders: 1 });
      const lines = await app.query(`SELECT 1 FROM order_line_item WHERE listing_id = $1`, [
        live.id,
      ]);
      expect(lines).toHaveLength(1);
    });
  });

  describe('a listing whose format changed after eBay made its offer', () => {
    it('lists again as an auction a fixed-price listing that was ended', async () => {
      const fresh = await dealerReadyToSell('format_changer');
      const live = await liveListingOf(fresh);
      await fresh.post(`/api/listings/${live.id}/end`).expect(200);
      const offersBefore = (await ebayCounts(app, 'format_changer')).offers;
      const edited = await fresh
        .patch(`/api/listings/${live.id}`)
        .send({ format: 'auction' })
        .expect(200);
      // Prepared again for its new format, it is a draft to publish.
      expect(edited.body).toMatchObject({ listingStatus: 'draft', format: 'auction' });
      await fresh
        .post('/api/listings/publish')
        .send({ cardIds: [live.cardId] })
        .expect(202);
      const [auction] = await waitForListings(
        fresh,
        [live.cardId!],
        (one) => one.status !== 'publishing',
      );
      expect(auction).toMatchObject({ status: 'active', format: 'auction', errors: [] });
      expect(auction.ebayListingId).not.toBe(live.ebayListingId);
      const page = await app.http.get(pathOf(auction.url!)).expect(200);
      expect(page.text).toContain('0 bids');
      // The fixed-price offer went: eBay has one offer for the card, in the listing's format.
      expect(await ebayCounts(app, 'format_changer')).toMatchObject({
        offers: offersBefore,
        activeListings: 1,
      });
    });

    it('publishes as an auction a listing eBay refused as fixed price', async () => {
      const fresh = await dealerReadyToSell('refused_format_changer');
      const { cardId, listingId } = await refusedListingOf(fresh);
      // A new format prepares the listing again, its item specifics with it.
      await fresh.patch(`/api/listings/${listingId}`).send({ format: 'auction' }).expect(200);
      await fresh
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(202);
      const [auction] = await waitForListings(
        fresh,
        [cardId],
        (one) => one.status !== 'publishing',
      );
      expect(auction).toMatchObject({ status: 'active', format: 'auction', errors: [] });
      expect(await ebayCounts(app, 'refused_format_changer')).toMatchObject({ offers: 1 });
    });
  });

  describe('publishing while the job queue cannot be reached', () => {
    afterEach(() => jest.restoreAllMocks());

    it('answers 503 and leaves each listing as it was, to publish or relist again', async () => {
      const fresh = await dealerReadyToSell('queueless_dealer');
      const [cardId] = await approvedCards(app, fresh, 1);
      const queue = jest.spyOn(app.pennant.app.get(JobQueue), 'enqueue');
      queue.mockRejectedValueOnce(new JobQueueUnavailableError());
      const refused = await fresh
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(503);
      expect(refused.body.message).toBe(PUBLISHING_UNAVAILABLE);
      const [draft] = await waitForListings(fresh, [cardId], () => true);
      expect(draft).toMatchObject({ status: 'draft', errors: [] });

      await fresh
        .post('/api/listings/publish')
        .send({ cardIds: [cardId] })
        .expect(202);
      const [live] = await waitForListings(fresh, [cardId], (one) => one.status === 'active');
      await fresh.post(`/api/listings/${live.id}/end`).expect(200);
      queue.mockRejectedValueOnce(new JobQueueUnavailableError());
      await fresh.post(`/api/listings/${live.id}/relist`).expect(503);
      const [ended] = await waitForListings(fresh, [cardId], () => true);
      expect(ended).toMatchObject({ status: 'ended', errors: [] });
    });
  });

  /** A new dealer, signed in with the selling setup done. */
  async function dealerReadyToSell(username: string): Promise<Agent> {
    const agent = await signIn(app, username);
    await readyToSell(agent);
    return agent;
  }

  /**
   * One card of the dealer's whose publish eBay refused, keeping its offer: its item specifics went where
   * Pennant's own checks did not see (as a listing saved before them would be).
   */
  async function refusedListingOf(agent: Agent): Promise<{ cardId: string; listingId: string }> {
    const [cardId] = await approvedCards(app, agent, 1);
    const { listingId } = (await agent.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
      .body;
    await app.query(`UPDATE listing SET aspects = '{}'::jsonb WHERE id = $1`, [listingId]);
    await agent
      .post('/api/listings/publish')
      .send({ cardIds: [cardId] })
      .expect(202);
    await waitForListings(agent, [cardId], (one) => one.status === 'error');
    return { cardId, listingId };
  }

  /** One card of the dealer's listed on eBay, its listing prepared with `edits` first (an auction, say). */
  async function liveListingOf(agent: Agent, edits?: Record<string, string>): Promise<Listing> {
    const [cardId] = await approvedCards(app, agent, 1);
    if (edits) {
      const { listingId } = (await agent.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
        .body;
      await agent.patch(`/api/listings/${listingId}`).send(edits).expect(200);
    }
    await agent
      .post('/api/listings/publish')
      .send({ cardIds: [cardId] })
      .expect(202);
    const [live] = await waitForListings(agent, [cardId], (one) => one.status === 'active');
    return live;
  }

  /** A lot of `count` cards with its listing prepared. */
  async function preparedLotOf(agent: Agent, count: number) {
    const { lot, cardIds } = await oneLotOf(agent, count);
    const prepared = (await agent.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)).body;
    expect(prepared.lotSize).toBe(count);
    return { lot, cardIds, prepared: prepared as CardPreparation };
  }

  /** The listing prepared before is gone, and preparing the lot again lists the cards it has now. */
  async function expectPreparedAgainWith(agent: Agent, lot: Lot, oldListing: string, size: number) {
    await agent.get(`/api/listings/${oldListing}`).expect(404);
    const [now] = (await agent.get('/api/lots').expect(200)).body as Lot[];
    expect(now).toMatchObject({ id: lot.id, listing: null, cards: expect.any(Array) });
    expect(now.cards).toHaveLength(size);
    const again = (await agent.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)).body;
    expect(again.lotSize).toBe(size);
    expect(again.pictures).toHaveLength(size + 1); // the collage, then each front
  }
});

async function waitForLot(agent: Agent, lotId: string, done: (lot: Lot) => boolean): Promise<Lot> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const lot = ((await agent.get('/api/lots').expect(200)).body as Lot[]).find(
      (l) => l.id === lotId,
    );
    if (lot && done(lot)) return lot;
    if (Date.now() > deadline) throw new Error(`lot not done: ${JSON.stringify(lot)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
