import fs from 'node:fs';
import path from 'node:path';
import { generateCard } from '@pennant/card-recognition';
import type { Card } from '@pennant/contracts';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { CardEventBus } from '../src/modules/cards/card-events';
import {
  OBJECT_STORAGE,
  StorageUnavailableError,
  type ObjectStorage,
} from '../src/integrations/storage';
import { UploadsService } from '../src/modules/uploads/uploads.service';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';
import { openCardEvents, uploadImage, waitForCard } from './cards-helpers';
import { startWorker, type WorkerProcess } from './jobs-support/worker-process';

const DECIMAL_2 = /^\d+\.\d{2}$/;

describe('Cards: processing, review, approval and lots', () => {
  let app: TestApp;
  let dealer: Agent;
  let rival: Agent;
  let photo = 0;

  beforeAll(async () => {
    // The first identification also starts the OCR workers: give it time on a busy machine.
    app = await startTestApp({ CARD_PROCESS_WAIT_MS: '90000' });
    dealer = await signIn(app, 'cards_dealer');
    rival = await signIn(app, 'cards_rival');
  }, 120_000);
  afterAll(() => app.close());

  /** Uploads the front and back of a freshly generated card and answers the upload URLs. */
  async function uploadCard(agent: Agent = dealer, name = `card_${++photo}`) {
    const card = await generateCard(photo, { effects: false });
    const front = await uploadImage(agent, card.front, `${name}_front.png`);
    const back = await uploadImage(agent, card.back, `${name}_back.png`);
    return { front, back, truth: card.truth };
  }

  /** A card that has been through identification, whatever the engine made of the photo. */
  async function identifiedCard(agent: Agent = dealer): Promise<Card> {
    const { front } = await uploadCard(agent);
    const processed = await agent.post('/api/cards/process').send({ imageUrl: front }).expect(200);
    expect(processed.body.status).toBe('identified');
    return processed.body;
  }

  async function setStatus(id: string, status: Card['status']): Promise<void> {
    await app.query('UPDATE card SET status = $1 WHERE id = $2', [status, id]);
  }

  describe('POST /api/cards/process', () => {
    it('combines front and back into one card and answers it identified, front first', async () => {
      const { front, back, truth } = await uploadCard();
      const answer = await dealer
        .post('/api/cards/process')
        .send({
          imageUrl: front,
          images: [
            { url: back, name: 'griffey_back.jpg', type: 'back', isPrimary: false },
            { url: front, name: 'griffey_front.jpg', type: 'front', isPrimary: true },
          ],
        })
        .expect(200);
      const card: Card = answer.body;
      expect(card.status).toBe('identified');
      expect(card).toMatchObject({ player: truth.player, year: truth.year });
      expect(card.images.map((image) => [image.type, image.isPrimary, image.name])).toEqual([
        ['front', true, 'griffey_front.jpg'],
        ['back', false, 'griffey_back.jpg'],
      ]);
      expect(card.imageUrl).toMatch(/^\/objects\//);
      expect(card.frontUrl).toBe(card.imageUrl);
      expect(card.backUrl).toBe(card.images[1].url);
      expect(card.thumbnailUrl).toEqual(expect.any(String));
      expect(card.confidence).toMatch(DECIMAL_2);
      expect(Number(card.confidence)).toBeLessThanOrEqual(1);
      expect(card.identifiedAt).toEqual(expect.any(String));
      if (card.marketValue === null) expect(card.pricing?.error).toEqual(expect.any(String));
      else {
        expect([card.estimatedLow, card.estimatedHigh, card.marketValue, card.listPrice]).toEqual([
          expect.stringMatching(DECIMAL_2),
          expect.stringMatching(DECIMAL_2),
          expect.stringMatching(DECIMAL_2),
          expect.stringMatching(DECIMAL_2),
        ]);
        // Two prices, never confused: the market value sits in its range, the list price adds 8%.
        const [low, high, market, list] = [
          card.estimatedLow,
          card.estimatedHigh,
          card.marketValue,
          card.listPrice,
        ].map((value) => Math.round(Number(value) * 100));
        expect(market).toBeGreaterThanOrEqual(low);
        expect(market).toBeLessThanOrEqual(high);
        expect(list).toBe(market + Math.floor((market * 8 + 50) / 100));
      }
      const image = await dealer.get(card.imageUrl!).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    });

    it('turns a card given back first the right way round, front leading', async () => {
      const { front, back, truth } = await uploadCard();
      const answer = await dealer
        .post('/api/cards/process')
        .send({
          imageUrl: back,
          images: [
            { url: back, name: 'scan_001.jpg', type: 'front', isPrimary: true },
            { url: front, name: 'scan_002.jpg', type: 'back', isPrimary: false },
          ],
        })
        .expect(200);
      const card: Card = answer.body;
      expect(card).toMatchObject({ status: 'identified', player: truth.player, error: null });
      expect(card.images.map((image) => [image.name, image.type, image.isPrimary])).toEqual([
        ['scan_002.jpg', 'front', true],
        ['scan_001.jpg', 'back', false],
      ]);
      expect(card.frontUrl).toBe(new URL(front).pathname);
      const again = await dealer.get(`/api/cards/${card.id}`).expect(200);
      expect(again.body.images).toEqual(card.images);
    });

    it('accepts the /objects/... path of an upload as well as its upload URL', async () => {
      const { front } = await uploadCard();
      const first = await dealer.post('/api/cards/process').send({ imageUrl: front }).expect(200);
      await dealer.delete(`/api/cards/${first.body.id}`).expect(204);
      const other = await uploadCard();
      const path = new URL(other.front).pathname;
      const answer = await dealer.post('/api/cards/process').send({ imageUrl: path }).expect(200);
      expect(answer.body.images[0].url).toBe(path);
    });

    it('refuses an image that is already part of another card', async () => {
      const { front } = await uploadCard();
      await dealer.post('/api/cards/process').send({ imageUrl: front }).expect(200);
      const again = await dealer.post('/api/cards/process').send({ imageUrl: front }).expect(409);
      expect(again.body).toMatchObject({
        code: 'CARD_IMAGE_IN_USE',
        message: `${front} is already an image of another card`,
      });
    });

    it("refuses another dealer's upload and creates no card", async () => {
      const { front } = await uploadCard(rival);
      const answer = await dealer.post('/api/cards/process').send({ imageUrl: front }).expect(404);
      expect(answer.body.message).toContain(front);
      const rivalCards = await rival.get('/api/cards').expect(200);
      expect(rivalCards.body.total).toBe(0);
    });

    it('refuses a URL that is not an upload, and a missing imageUrl, naming the field', async () => {
      await dealer
        .post('/api/cards/process')
        .send({ imageUrl: 'https://example.com/card.jpg' })
        .expect((response) => expect([400, 404]).toContain(response.status));
      const missing = await dealer.post('/api/cards/process').send({}).expect(400);
      expect(missing.body.errors.map((error: { field: string }) => error.field)).toContain(
        'imageUrl',
      );
    });
  });

  describe('POST /api/cards/process-batch', () => {
    it('answers at once with one processing card per image, which then get identified', async () => {
      const urls = [
        (await uploadCard()).front,
        (await uploadCard()).front,
        (await uploadCard()).front,
      ];
      const answer = await dealer
        .post('/api/cards/process-batch')
        .send({ imageUrls: urls })
        .expect(200);
      expect(answer.body.errors).toEqual([]);
      expect(answer.body.processed).toHaveLength(3);
      for (const card of answer.body.processed as Card[]) {
        expect(card.images).toHaveLength(1);
        const done = await waitForCard(dealer, card.id);
        expect(done.status).toBe('identified');
      }
    });

    it('pairs scanner order front, back, front, back into one card per pair', async () => {
      const one = await uploadCard();
      const two = await uploadCard();
      const answer = await dealer
        .post('/api/cards/process-batch')
        .send({ imageUrls: [one.front, one.back, two.front, two.back], pairing: 'alternate' })
        .expect(200);
      const cards: Card[] = answer.body.processed;
      expect(cards).toHaveLength(2);
      expect(cards.map((card) => card.images.map((image) => image.type))).toEqual([
        ['front', 'back'],
        ['front', 'back'],
      ]);
      const paths = (url: string) => new URL(url).pathname;
      expect(cards[0].frontUrl).toBe(paths(one.front));
      expect(cards[0].backUrl).toBe(paths(one.back));
      expect(cards[1].backUrl).toBe(paths(two.back));
      await Promise.all(cards.map((card) => waitForCard(dealer, card.id)));
    });

    it('pairs files named *_front and *_back, whatever their order', async () => {
      const one = await uploadCard(dealer, 'ripken');
      const two = await uploadCard(dealer, 'griffey');
      const answer = await dealer
        .post('/api/cards/process-batch')
        .send({
          imageUrls: [one.back, two.front, one.front, two.back],
          names: ['ripken_back.jpg', 'griffey_front.jpg', 'ripken_front.jpg', 'griffey_back.jpg'],
          pairing: 'names',
        })
        .expect(200);
      const cards: Card[] = answer.body.processed;
      expect(cards.map((card) => card.images.map((image) => image.name))).toEqual([
        ['ripken_front.jpg', 'ripken_back.jpg'],
        ['griffey_front.jpg', 'griffey_back.jpg'],
      ]);
      await Promise.all(cards.map((card) => waitForCard(dealer, card.id)));
    });

    it("processes the dealer's images and lists each refused one with its reason", async () => {
      const own = await uploadCard();
      const foreign = await uploadCard(rival);
      const answer = await dealer
        .post('/api/cards/process-batch')
        .send({ imageUrls: [own.front, foreign.front] })
        .expect(200);
      expect(answer.body.processed).toHaveLength(1);
      expect(answer.body.errors).toEqual([
        { imageUrl: foreign.front, error: expect.stringContaining('not one of your uploads') },
      ]);
      await waitForCard(dealer, answer.body.processed[0].id);
    });

    it('makes one card of an image listed twice and says why the second is refused', async () => {
      const { front } = await uploadCard();
      const answer = await dealer
        .post('/api/cards/process-batch')
        .send({ imageUrls: [front, front] })
        .expect(200);
      expect(answer.body.processed).toHaveLength(1);
      expect(answer.body.errors).toEqual([
        { imageUrl: front, error: `${front} is already an image of another card` },
      ]);
      await waitForCard(dealer, answer.body.processed[0].id);
    });

    it.each([
      ['no images', { imageUrls: [] }, 'imageUrls'],
      [
        '51 images',
        { imageUrls: Array.from({ length: 51 }, (_, i) => `/objects/x/${i}`) },
        'imageUrls',
      ],
      ['an unknown pairing', { imageUrls: ['/objects/x/1'], pairing: 'by_colour' }, 'pairing'],
    ])('refuses a batch with %s, naming the field', async (_case, body, field) => {
      const answer = await dealer.post('/api/cards/process-batch').send(body).expect(400);
      expect(answer.body.errors[0].field).toBe(field);
    });
  });

  describe('reading, correcting and reviewing', () => {
    it("saves corrections, marks only changed fields as the dealer's and normalises money", async () => {
      const card = await identifiedCard();
      const answer = await dealer
        .patch(`/api/cards/${card.id}`)
        .send({ player: '  Cal Ripken Jr. ', year: 1982, listPrice: '12.5', sport: card.sport })
        .expect(200);
      expect(answer.body).toMatchObject({
        player: 'Cal Ripken Jr.',
        year: 1982,
        listPrice: '12.50',
      });
      expect([...answer.body.correctedFields].sort()).toEqual(
        ['listPrice', 'player', ...(card.year === 1982 ? [] : ['year'])].sort(),
      );
      const reread = await dealer.get(`/api/cards/${card.id}`).expect(200);
      expect(reread.body.player).toBe('Cal Ripken Jr.');
    });

    it.each([
      [{ year: 'nineteen' }, 'year'],
      [{ listPrice: '-1' }, 'listPrice'],
      [{ listPrice: '0' }, 'listPrice'],
      [{ listPrice: '0.98' }, 'listPrice'],
      [{ marketValue: 'ten' }, 'marketValue'],
      [{ cardCondition: 'mint' }, 'cardCondition'],
      [{ storageBox: 'B/12' }, 'storageBox'],
      [{ estimatedLow: '1.999' }, 'estimatedLow'],
      [{ rookieCard: 'yes' }, 'rookieCard'],
      [{ confidence: '1.00' }, 'confidence'],
    ])('refuses the correction %j naming %s', async (body, field) => {
      const card = await identifiedCard();
      const answer = await dealer.patch(`/api/cards/${card.id}`).send(body).expect(400);
      expect(answer.body.errors[0].field).toBe(field);
    });

    it('reprices the cards awaiting review when the markup changes, not a price the dealer set nor an approved card', async () => {
      const [waiting, priced, approved] = [
        await identifiedCard(),
        await identifiedCard(),
        await identifiedCard(),
      ];
      const marketValue = { marketValue: '10.00' };
      await dealer.patch(`/api/cards/${waiting.id}`).send(marketValue).expect(200);
      await dealer
        .patch(`/api/cards/${priced.id}`)
        .send({ ...marketValue, listPrice: '25.00' })
        .expect(200);
      await dealer.patch(`/api/cards/${approved.id}`).send(marketValue).expect(200);
      await setStatus(approved.id, 'approved');
      const listPrice = async (card: Card) =>
        (await dealer.get(`/api/cards/${card.id}`).expect(200)).body.listPrice;
      expect(await listPrice(waiting)).toBe('10.80');

      await dealer.put('/api/settings').send({ defaultMarkupPercent: '50' }).expect(200);
      try {
        expect(await listPrice(waiting)).toBe('15.00');
        expect(await listPrice(priced)).toBe('25.00');
        expect(await listPrice(approved)).toBe('10.80');
      } finally {
        await dealer.put('/api/settings').send({ defaultMarkupPercent: '8' }).expect(200);
      }
    });

    it('keeps corrected fields through a retried identification, with the same images', async () => {
      const card = await identifiedCard();
      await dealer.patch(`/api/cards/${card.id}`).send({ player: 'Dealer Typed Name' }).expect(200);
      await dealer.post(`/api/cards/${card.id}/retry`).expect(409);
      await setStatus(card.id, 'error');
      const retried = await dealer.post(`/api/cards/${card.id}/retry`).expect(200);
      expect(retried.body.status).toBe('processing');
      expect(retried.body.error).toBeNull();
      const done = await waitForCard(dealer, card.id);
      expect(done.status).toBe('identified');
      expect(done.player).toBe('Dealer Typed Name');
      expect(done.correctedFields).toContain('player');
      expect(done.images.map((image) => image.url)).toEqual(card.images.map((image) => image.url));
    });

    it('sets a card to error, images kept, when its image cannot be read after the retries', async () => {
      const { front } = await uploadCard();
      const storage = app.config.storage;
      if (storage.driver !== 'local')
        throw new Error('this test removes a file from local storage');
      const key = new URL(front).pathname.replace(/^\/objects\//, '');
      fs.rmSync(path.join(storage.dir, ...key.split('/')));
      const batch = await dealer.post('/api/cards/process-batch').send({ imageUrls: [front] });
      const failed = await waitForCard(dealer, batch.body.processed[0].id);
      expect(failed.status).toBe('error');
      // The dealer is told what happened; the missing file's path is for the operator's log only.
      expect(failed.error).toBe(
        'Unable to identify this card: Pennant could not finish reading it. Please retry; the photos are kept.',
      );
      expect(failed.images).toHaveLength(1);
      const retried = await dealer.post(`/api/cards/${failed.id}/retry`).expect(200);
      expect(retried.body).toMatchObject({ status: 'processing', error: null });
    });

    it('lists cards newest first, filtered by status and text, paged', async () => {
      const ripken = await identifiedCard();
      await dealer
        .patch(`/api/cards/${ripken.id}`)
        .send({ player: 'Zzyzx Searchable' })
        .expect(200);
      const byText = await dealer.get('/api/cards').query({ q: 'zzyzx sea' }).expect(200);
      expect(byText.body.items.map((card: Card) => card.id)).toEqual([ripken.id]);
      await dealer.patch(`/api/cards/${ripken.id}`).send({ cardNumber: 'BB10-Q' }).expect(200);
      const byNumber = await dealer.get('/api/cards').query({ q: 'bb10-q' }).expect(200);
      expect(byNumber.body.total).toBe(1);
      const percent = await dealer.get('/api/cards').query({ q: '%' }).expect(200);
      expect(percent.body.total).toBe(0);

      await setStatus(ripken.id, 'error');
      const errors = await dealer.get('/api/cards').query({ status: 'error' }).expect(200);
      expect(errors.body.items.map((card: Card) => card.id)).toContain(ripken.id);
      expect(errors.body.items.every((card: Card) => card.status === 'error')).toBe(true);
      await setStatus(ripken.id, 'identified');

      const all = await dealer.get('/api/cards').query({ pageSize: 100 }).expect(200);
      const second = await dealer.get('/api/cards').query({ page: 2, pageSize: 2 }).expect(200);
      expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: all.body.total });
      expect(second.body.items.map((card: Card) => card.id)).toEqual(
        all.body.items.slice(2, 4).map((card: Card) => card.id),
      );
      const created = all.body.items.map((card: Card) => card.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
      await dealer.get('/api/cards').query({ status: 'lost' }).expect(400);
      await dealer.get('/api/cards').query({ pageSize: 101 }).expect(400);
    });

    it("sums up all the dealer's cards whatever the filter: per status and the high estimates", async () => {
      const counter = await signIn(app, 'cards_summary');
      const [first, second] = [await identifiedCard(counter), await identifiedCard(counter)];
      await counter.patch(`/api/cards/${first.id}`).send({ estimatedHigh: '10.25' }).expect(200);
      await counter.patch(`/api/cards/${second.id}`).send({ estimatedHigh: '4.5' }).expect(200);
      await setStatus(second.id, 'error');
      const page = await counter.get('/api/cards').query({ status: 'error' }).expect(200);
      expect(page.body.total).toBe(1);
      expect(page.body.summary).toEqual({
        total: 2,
        byStatus: { identified: 1, error: 1 },
        estimatedHighTotal: '14.75',
        toCheck: expect.any(Number),
      });
    });

    it('counts the identified cards that read Check, as the cards themselves say, until settled', async () => {
      const checker = await signIn(app, 'cards_to_check');
      const [unsure, sure, unnamed, settled] = [
        await identifiedCard(checker),
        await identifiedCard(checker),
        await identifiedCard(checker),
        await identifiedCard(checker),
      ];
      const set = (id: string, values: string) =>
        app.query(`UPDATE card SET ${values} WHERE id = $1`, [id]);
      await set(unsure.id, `confidence = 0.30, doubtful_fields = ARRAY['player', 'year']`);
      await set(sure.id, `confidence = 0.95, doubtful_fields = '{}'`);
      // Under the threshold with no field named: every identified field is worth a look.
      await set(unnamed.id, `confidence = 0.30, doubtful_fields = '{}'`);
      await set(
        settled.id,
        `confidence = 0.30, doubtful_fields = ARRAY['year'], corrected_fields = ARRAY['year']`,
      );
      const before = (await checker.get('/api/cards').expect(200)).body;
      const shownCheck = before.items.filter((card: Card) => card.needsCheck);
      expect(shownCheck.map((card: Card) => card.id).sort()).toEqual(
        [unsure.id, unnamed.id].sort(),
      );
      expect(before.summary.toCheck).toBe(2);
      // Correcting one of two doubtful fields leaves it Check; both settle it.
      await checker.patch(`/api/cards/${unsure.id}`).send({ year: 1991 }).expect(200);
      expect((await checker.get('/api/cards').expect(200)).body.summary.toCheck).toBe(2);
      await checker.patch(`/api/cards/${unsure.id}`).send({ player: 'Mario Lemieux' }).expect(200);
      expect((await checker.get('/api/cards').expect(200)).body.summary.toCheck).toBe(1);
    });

    it('marks a card made again from the same photos Check, pointing at the first, until that one is deleted', async () => {
      const twice = await signIn(app, 'cards_twice');
      const photos = await generateCard(4242, { effects: false });
      /** The same two files uploaded again, as a dealer dropping the stack a second time does. */
      const makeCard = async (agent: Agent) => {
        const front = await uploadImage(agent, photos.front, 'stack_front.png');
        const back = await uploadImage(agent, photos.back, 'stack_back.png');
        const answer = await agent
          .post('/api/cards/process')
          .send({ imageUrl: front, images: [{ url: front }, { url: back }] })
          .expect(200);
        return answer.body as Card;
      };
      const first = await makeCard(twice);
      const copy = await makeCard(twice);
      expect(first.samePhotosAs).toBeNull();
      expect(copy).toMatchObject({ samePhotosAs: first.id, needsCheck: true });
      expect((await twice.get(`/api/cards/${first.id}`).expect(200)).body.samePhotosAs).toBeNull();
      expect((await twice.get('/api/cards').expect(200)).body.summary.toCheck).toBeGreaterThan(0);
      // Approve All leaves the copy, so the card is not listed twice.
      const approveAll = await twice
        .post('/api/cards/approve-all')
        .send({ cardIds: [copy.id] })
        .expect(200);
      expect(approveAll.body).toEqual({
        approved: 0,
        approvedIds: [],
        skipped: [{ cardId: copy.id, reason: 'check' }],
      });
      // Send Low-FMV to Lot leaves it too: lotted, the copy would be listed beside its card.
      await twice.patch(`/api/cards/${first.id}`).send({ marketValue: '9.00' }).expect(200);
      await twice.patch(`/api/cards/${copy.id}`).send({ marketValue: '1.00' }).expect(200);
      expect((await twice.get('/api/cards/lot-low-fmv').expect(200)).body).toMatchObject({
        cards: 0,
        lots: 0,
      });
      expect((await twice.post('/api/cards/lot-low-fmv').expect(200)).body.lotted).toBe(0);
      expect((await twice.get(`/api/cards/${copy.id}`).expect(200)).body.status).toBe('identified');
      // Another dealer's same photos are their own card.
      expect((await makeCard(rival)).samePhotosAs).toBeNull();
      // The first card deleted, the copy is the card.
      await twice.delete(`/api/cards/${first.id}`).expect(204);
      const alone = (await twice.get(`/api/cards/${copy.id}`).expect(200)).body;
      expect(alone.samePhotosAs).toBeNull();
    });

    it('links two cards made from the same photos at the same time', async () => {
      const together = await signIn(app, 'cards_together');
      const photos = await generateCard(4343, { effects: false });
      const makeCard = async (copy: number) => {
        const front = await uploadImage(together, photos.front, `front_${copy}.png`);
        const back = await uploadImage(together, photos.back, `back_${copy}.png`);
        return { imageUrl: front, images: [{ url: front }, { url: back }] };
      };
      const requests = [await makeCard(1), await makeCard(2)];
      const cards: Card[] = await Promise.all(
        requests.map(async (request) => {
          const made = await together.post('/api/cards/process').send(request).expect(200);
          return made.body;
        }),
      );
      const [first, copy] = await Promise.all(
        cards
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
          .map(async (card) => (await together.get(`/api/cards/${card.id}`).expect(200)).body),
      );
      expect(first.samePhotosAs).toBeNull();
      expect(copy).toMatchObject({ samePhotosAs: first.id, needsCheck: true });
    });

    it('lists pending cards least confident first, only identified ones', async () => {
      const [low, high] = [await identifiedCard(), await identifiedCard()];
      await app.query('UPDATE card SET confidence = 0.15 WHERE id = $1', [low.id]);
      await app.query('UPDATE card SET confidence = 0.99 WHERE id = $1', [high.id]);
      const pending: Card[] = (await dealer.get('/api/cards/pending').expect(200)).body;
      expect(pending.every((card) => card.status === 'identified')).toBe(true);
      const confidences = pending.map((card) => Number(card.confidence ?? -1));
      expect([...confidences].sort((a, b) => a - b)).toEqual(confidences);
      expect(pending[0].confidence).not.toBeNull();
      expect(pending.findIndex((card) => card.id === low.id)).toBeLessThan(
        pending.findIndex((card) => card.id === high.id),
      );
    });
  });

  describe('approving and lotting', () => {
    it('approves an identified card; approving one that failed is a conflict', async () => {
      const card = await identifiedCard();
      const approved = await dealer.post(`/api/cards/${card.id}/approve`).expect(200);
      expect(approved.body).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
      await dealer.post(`/api/cards/${card.id}/approve`).expect(200);
      const pending: Card[] = (await dealer.get('/api/cards/pending').expect(200)).body;
      expect(pending.map((each) => each.id)).not.toContain(card.id);

      const failed = await identifiedCard();
      await setStatus(failed.id, 'error');
      const conflict = await dealer.post(`/api/cards/${failed.id}/approve`).expect(409);
      expect(conflict.body.message).toBe('Cannot approve a card that is error');
    });

    it('approves the listed pending cards, or all of them', async () => {
      const [first, second, third] = [
        await identifiedCard(),
        await identifiedCard(),
        await identifiedCard(),
      ];
      // Sure and priced, whatever the engine made of these photos: Approve All takes them.
      await app.query(
        `UPDATE card SET confidence = 0.95, list_price = 10 WHERE id = ANY($1::uuid[])`,
        [[first.id, second.id, third.id]],
      );
      const some = await dealer
        .post('/api/cards/approve-all')
        .send({ cardIds: [first.id, second.id] })
        .expect(200);
      expect(some.body).toMatchObject({ approved: 2, skipped: [] });
      expect([...some.body.approvedIds].sort()).toEqual([first.id, second.id].sort());
      expect((await dealer.get(`/api/cards/${third.id}`)).body.status).toBe('identified');
      await dealer.post('/api/cards/approve-all').send({}).expect(200);
      const left: Card[] = (await dealer.get('/api/cards/pending').expect(200)).body;
      expect(left.every((card) => card.needsCheck || card.listPrice === null)).toBe(true);
      expect((await dealer.get(`/api/cards/${third.id}`)).body.status).toBe('approved');
      await dealer
        .post('/api/cards/approve-all')
        .send({ cardIds: ['nope'] })
        .expect(400);
    });

    // Lots holding one card: the Orioles' card lotted alone, unless the lot of its key is already open with a card
    // in it (the set mode's run leaves "1989 Topps Baseball" open, and brand_year keys its lots the same way). A
    // maker's set or brand is named with the sport: makers print every sport.
    it.each([
      ['team_year', '1989 Seattle Mariners', '1989 Baltimore Orioles', 1],
      ['set', '1989 Upper Deck Baseball', '1989 Topps Baseball', 1],
      ['brand_year', '1989 Upper Deck Baseball', '1989 Topps Baseball', 0],
    ])('lots cards under the minimum FMV by %s', async (mode, firstLot, secondLot, single) => {
      await dealer
        .put('/api/settings')
        .send({ minSingleFmv: '4.00', lottingMode: mode })
        .expect(200);
      // Review cleared: only the cards below are waiting.
      await app.query(
        `UPDATE card SET status = 'approved' WHERE status = 'identified' AND dealer_id = $1`,
        [(await dealer.get('/api/auth/user').expect(200)).body.id],
      );
      const cards = [
        await identifiedCard(),
        await identifiedCard(),
        await identifiedCard(),
        await identifiedCard(),
      ];
      const fields = [
        { team: 'Seattle Mariners', brand: 'Upper Deck', set: 'Upper Deck', marketValue: '1.00' },
        { team: 'Seattle Mariners', brand: 'Upper Deck', set: 'Upper Deck', marketValue: '3.99' },
        { team: 'Baltimore Orioles', brand: 'Topps', set: 'Topps', marketValue: '0.50' },
        { team: 'Baltimore Orioles', brand: 'Topps', set: 'Topps', marketValue: '4.00' },
      ];
      for (const [index, card] of cards.entries()) {
        await dealer
          .patch(`/api/cards/${card.id}`)
          .send({ ...fields[index], year: 1989, sport: 'baseball' })
          .expect(200);
      }
      // Asked first: what would be lotted, and how many of those the dealer was asked to check.
      const low = [cards[0], cards[1], cards[2]];
      const check = (
        await Promise.all(low.map((card) => dealer.get(`/api/cards/${card.id}`).expect(200)))
      ).filter((read) => read.body.needsCheck).length;
      expect((await dealer.get('/api/cards/lot-low-fmv').expect(200)).body).toEqual({
        cards: 3,
        check,
        lots: 2,
        single,
        minSingleFmv: '4.00',
      });
      expect((await dealer.get(`/api/cards/${cards[0].id}`)).body.status).toBe('identified');
      const answer = await dealer.post('/api/cards/lot-low-fmv').expect(200);
      expect(answer.body.lotted).toBe(3);
      expect(answer.body.lots).toEqual(
        expect.arrayContaining([
          { lotKey: firstLot, cardIds: expect.arrayContaining([cards[0].id, cards[1].id]) },
          { lotKey: secondLot, cardIds: [cards[2].id] },
        ]),
      );
      const lotted = (await dealer.get(`/api/cards/${cards[2].id}`)).body;
      expect(lotted).toMatchObject({ status: 'lotted', lotKey: secondLot });
      expect((await dealer.get(`/api/cards/${cards[3].id}`)).body.status).toBe('identified');
      const again = await dealer.post('/api/cards/lot-low-fmv').expect(200);
      expect(again.body).toEqual({ lotted: 0, lots: [] });
      expect((await dealer.get('/api/cards/lot-low-fmv').expect(200)).body).toMatchObject({
        cards: 0,
        check: 0,
        lots: 0,
      });
    });

    it('leaves out of lots a low-value card whose list price the dealer typed: theirs to sell alone', async () => {
      const priced = await signIn(app, 'prices_own_cards');
      await priced.put('/api/settings').send({ minSingleFmv: '4.00' }).expect(200);
      const [typed, left] = [await identifiedCard(priced), await identifiedCard(priced)];
      await priced
        .patch(`/api/cards/${typed.id}`)
        .send({ marketValue: '1.00', listPrice: '4.50' })
        .expect(200);
      await priced.patch(`/api/cards/${left.id}`).send({ marketValue: '1.00' }).expect(200);
      expect((await priced.get('/api/cards/lot-low-fmv').expect(200)).body).toMatchObject({
        cards: 1,
      });
      const answer = await priced.post('/api/cards/lot-low-fmv').expect(200);
      expect(answer.body.lots).toEqual([{ lotKey: expect.any(String), cardIds: [left.id] }]);
      expect((await priced.get(`/api/cards/${typed.id}`).expect(200)).body).toMatchObject({
        status: 'identified',
        listPrice: '4.50',
      });
    });
  });

  describe('deleting', () => {
    it('deletes the card and its images', async () => {
      const { front, back } = await uploadCard();
      const card: Card = (
        await dealer
          .post('/api/cards/process')
          .send({ imageUrl: front, images: [{ url: front }, { url: back }] })
          .expect(200)
      ).body;
      await dealer.get(card.images[1].url).expect(200);
      await dealer.delete(`/api/cards/${card.id}`).expect(204);
      await dealer.get(`/api/cards/${card.id}`).expect(404);
      for (const image of card.images) await dealer.get(image.url).expect(404);
      await dealer.delete(`/api/cards/${card.id}`).expect(404);
    });

    it('deletes a card while the photo storage cannot be reached, and removes its photos once it can', async () => {
      const card = await identifiedCard();
      const keys = card.images.map((image) => image.url.replace(/^\/objects\//, ''));
      const storage = app.pennant.app.get<ObjectStorage>(OBJECT_STORAGE);
      const refused = jest
        .spyOn(storage, 'delete')
        .mockRejectedValueOnce(new StorageUnavailableError('no answer from S3 (ECONNREFUSED)'));
      await dealer.delete(`/api/cards/${card.id}`).expect(204);
      refused.mockRestore();
      await dealer.get(`/api/cards/${card.id}`).expect(404);
      // Still in storage, each named for the cleanup: nothing left that no record names.
      for (const key of keys) expect(await storage.size(key)).not.toBeNull();
      const orm = app.pennant.app.get(MikroORM);
      await RequestContext.create(orm.em, () =>
        app.pennant.app.get(UploadsService).cleanUpAbandoned(),
      );
      for (const key of keys) expect(await storage.size(key)).toBeNull();
    });

    it('deletes several cards at once with their images, each card answering alone', async () => {
      const [one, two] = [await identifiedCard(), await identifiedCard()];
      const theirs = await identifiedCard(rival);
      const answer = await dealer
        .post('/api/cards/delete')
        .send({ cardIds: [one.id, theirs.id, two.id] })
        .expect(200);
      expect(answer.body).toEqual({
        deleted: [one.id, two.id],
        errors: [{ cardId: theirs.id, error: 'Card not found' }],
      });
      for (const card of [one, two]) {
        await dealer.get(`/api/cards/${card.id}`).expect(404);
        for (const image of card.images) await dealer.get(image.url).expect(404);
      }
      await rival.get(`/api/cards/${theirs.id}`).expect(200);
    });

    it('refuses a list of cards to delete that is empty or not of card ids, naming the field', async () => {
      const card = await identifiedCard();
      for (const cardIds of [[], ['not-a-card'], card.id]) {
        const answer = await dealer.post('/api/cards/delete').send({ cardIds }).expect(400);
        expect(answer.body.errors[0].field).toBe('cardIds');
      }
      await dealer.get(`/api/cards/${card.id}`).expect(200);
    });
  });

  describe('retrying failed cards', () => {
    it('identifies the failed ones again from the same photos and says why the others stay', async () => {
      const failed = await identifiedCard();
      await setStatus(failed.id, 'error');
      const fine = await identifiedCard();
      const answer = await dealer
        .post('/api/cards/retry')
        .send({ cardIds: [fine.id, failed.id] })
        .expect(200);
      expect(answer.body.cards.map((card: Card) => [card.id, card.status, card.error])).toEqual([
        [failed.id, 'processing', null],
      ]);
      expect(answer.body.errors).toEqual([
        { cardId: fine.id, error: 'Cannot retry a card that is identified' },
      ]);
      const done = await waitForCard(dealer, failed.id);
      expect(done.status).toBe('identified');
      expect(done.images.map((image) => image.url)).toEqual(
        failed.images.map((image) => image.url),
      );
    });
  });

  describe('tenant isolation', () => {
    it("answers 404 to another dealer on every card route and never lists someone else's card", async () => {
      const card = await identifiedCard();
      await rival.get(`/api/cards/${card.id}`).expect(404);
      await rival.patch(`/api/cards/${card.id}`).send({ player: 'Thief' }).expect(404);
      await rival.post(`/api/cards/${card.id}/approve`).expect(404);
      await rival.post(`/api/cards/${card.id}/unapprove`).expect(404);
      await rival.post(`/api/cards/${card.id}/retry`).expect(404);
      await rival.delete(`/api/cards/${card.id}`).expect(404);
      for (const action of ['delete', 'retry', 'unapprove'])
        await rival
          .post(`/api/cards/${action}`)
          .send({ cardIds: [card.id] })
          .expect(200)
          .expect((answer) =>
            expect(answer.body.errors).toEqual([{ cardId: card.id, error: 'Card not found' }]),
          );
      await rival
        .post('/api/cards/approve-all')
        .send({ cardIds: [card.id] })
        .expect(200, { approved: 0, approvedIds: [], skipped: [] });
      const listed = await rival.get('/api/cards').query({ pageSize: 100 }).expect(200);
      expect(listed.body.items.map((each: Card) => each.id)).not.toContain(card.id);
      expect(
        (await rival.get('/api/cards/pending').expect(200)).body.map((each: Card) => each.id),
      ).not.toContain(card.id);
      const mine = await dealer.get(`/api/cards/${card.id}`).expect(200);
      expect(mine.body.player).not.toBe('Thief');
      const malformed = await dealer.get('/api/cards/not-a-uuid').expect(400);
      expect(malformed.body.message).toBe('id must be a card id (a UUID)');
    });

    it('answers 401 when signed out', async () => {
      await app.http.get('/api/cards').expect(401);
      await app.http.post('/api/cards/process').send({ imageUrl: '/objects/a/b' }).expect(401);
      await app.http.get('/api/cards/events').expect(401);
    });
  });

  it('documents every card route in OpenAPI with its schemas', async () => {
    const doc = (await app.http.get('/api/docs-json').expect(200)).body;
    const routes: Array<[string, string]> = [
      ['/api/cards', 'get'],
      ['/api/cards/pending', 'get'],
      ['/api/cards/events', 'get'],
      ['/api/cards/process', 'post'],
      ['/api/cards/process-batch', 'post'],
      ['/api/cards/approve-all', 'post'],
      ['/api/cards/unapprove', 'post'],
      ['/api/cards/delete', 'post'],
      ['/api/cards/retry', 'post'],
      ['/api/cards/{id}/unapprove', 'post'],
      ['/api/catalog/players', 'get'],
      ['/api/catalog/brands', 'get'],
      ['/api/catalog/sets', 'get'],
      ['/api/catalog/card', 'get'],
      ['/api/cards/lot-low-fmv', 'post'],
      ['/api/cards/lot-low-fmv', 'get'],
      ['/api/cards/{id}', 'get'],
      ['/api/cards/{id}', 'patch'],
      ['/api/cards/{id}', 'delete'],
      ['/api/cards/{id}/approve', 'post'],
      ['/api/cards/{id}/retry', 'post'],
    ];
    for (const [route, method] of routes) expect(doc.paths[route]?.[method]).toBeDefined();
    expect(doc.paths['/api/cards/process'].post.responses).toHaveProperty('202');
    expect(doc.components.schemas.CardDto.properties.confidence).toMatchObject({ type: 'string' });
    expect(doc.components.schemas.UpdateCardDto.properties).toHaveProperty('player');
  });

  describe('live progress', () => {
    it("streams the dealer's own card changes, and only theirs", async () => {
      const mine = openCardEvents(app.baseUrl, dealer);
      const theirs = openCardEvents(app.baseUrl, rival);
      try {
        expect(await mine.opened).toBe(200);
        expect(await theirs.opened).toBe(200);
        const { front } = await uploadCard();
        const batch = await dealer
          .post('/api/cards/process-batch')
          .send({ imageUrls: [front] })
          .expect(200);
        const id: string = batch.body.processed[0].id;
        const identified = await mine.waitFor(
          (event) =>
            event.type === 'card.updated' &&
            event.cardId === id &&
            event.card.status === 'identified',
          60_000,
        );
        expect(identified.type).toBe('card.updated');
        await dealer.delete(`/api/cards/${id}`).expect(204);
        await mine.waitFor((event) => event.cardId === id && event.type === 'card.deleted');
        expect(theirs.received.filter((event) => event.cardId === id)).toEqual([]);
      } finally {
        mine.close();
        theirs.close();
      }
    });
  });
});

describe('Cards with a short wait and auto-approve', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp({ CARD_PROCESS_WAIT_MS: '0' });
    dealer = await signIn(app, 'cards_impatient');
  }, 120_000);
  afterAll(() => app.close());

  it('answers 202 with the card still processing when identification outlasts the wait', async () => {
    const front = await uploadImage(dealer, (await generateCard(101, { effects: false })).front);
    const answer = await dealer.post('/api/cards/process').send({ imageUrl: front }).expect(202);
    expect(answer.body.status).toBe('processing');
    expect((await waitForCard(dealer, answer.body.id)).status).toBe('identified');
  });

  it('approves without review what is at least 0.90 confident and worth at least $5.00, when on', async () => {
    await dealer.put('/api/dealer/settings').send({ autoApprove: true }).expect(200);
    const front = await uploadImage(dealer, (await generateCard(103, { effects: false })).front);
    const answer = await dealer.post('/api/cards/process').send({ imageUrl: front }).expect(202);
    const card = await waitForCard(dealer, answer.body.id);
    const qualifies =
      Number(card.confidence) >= 0.9 && card.marketValue !== null && Number(card.marketValue) >= 5;
    expect(card.status).toBe(qualifies ? 'approved' : 'identified');
  });
});

// Workers need Redis: CI sets REDIS_URL. Without it, the events above run in process.
if (process.env.REDIS_URL) {
  describe('Card events from a worker process', () => {
    let app: TestApp;
    let dealer: Agent;
    let worker: WorkerProcess;

    beforeAll(async () => {
      app = await startTestApp({ JOBS_IN_API: 'false' });
      dealer = await signIn(app, 'cards_worker_events');
      worker = startWorker(app, { JOB_CONCURRENCY: '1' });
      await worker.waitForOutput(/is taking jobs/);
    }, 90_000);
    afterAll(async () => {
      await worker.stop('SIGKILL');
      await app.close();
    });

    it("reaches the dealer's stream when another process identifies the card", async () => {
      const events = openCardEvents(app.baseUrl, dealer);
      try {
        expect(await events.opened).toBe(200);
        const generated = await generateCard(201, { effects: false });
        const front = await uploadImage(dealer, generated.front, 'worker_front.png');
        const batch = await dealer
          .post('/api/cards/process-batch')
          .send({ imageUrls: [front] })
          .expect(200);
        const id: string = batch.body.processed[0].id;
        const identified = await events.waitFor(
          (event) =>
            event.type === 'card.updated' &&
            event.cardId === id &&
            event.card.status === 'identified',
          90_000,
        );
        const stored = (await dealer.get(`/api/cards/${id}`).expect(200)).body;
        expect(identified).toMatchObject({ type: 'card.updated', card: stored });
      } finally {
        events.close();
      }
    }, 120_000);
  });
}

describe('A card event stream that has answered', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'cards_first_listener');
  }, 120_000);
  afterAll(() => app.close());

  // With Redis, the first stream of a process opens the subscribing connection: it answers only once that listens.
  it("misses no event published right after, even as the process's first listener", async () => {
    const dealerId: string = (await dealer.get('/api/auth/user').expect(200)).body.id;
    const events = openCardEvents(app.baseUrl, dealer);
    try {
      expect(await events.opened).toBe(200);
      await app.pennant.app
        .get(CardEventBus)
        .publish(dealerId, { type: 'card.deleted', cardId: 'published-at-once' });
      const heard = await events.waitFor((event) => event.cardId === 'published-at-once');
      expect(heard.type).toBe('card.deleted');
    } finally {
      events.close();
    }
  });
});
