import { createHash } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Identification, RecognitionInput } from '@pennant/card-recognition';
import type { CardEvent, PricingSettings } from '@pennant/contracts';
import { CardIdentificationService } from './card-identification.service';
import { CardPricer } from './card-pricer';
import { CardLifecycle } from './card-lifecycle';
import { Card } from './entities/card.entity';
import { griffeyReading } from './identification.fixture';
import { CardImage } from './entities/card-image.entity';

const confident = griffeyReading();

const settings: PricingSettings = {
  pricingBasis: 'sold_median',
  defaultMarkupPercent: '8.00',
  minSingleFmv: '4.00',
  lottingMode: 'team_year',
  autoApprove: true,
};

const pricing = (marketValueCents: number) => ({
  estimatedLowCents: marketValueCents - 100,
  estimatedHighCents: marketValueCents + 100,
  marketValueCents,
  listPriceCents: marketValueCents + Math.floor((marketValueCents * 8 + 50) / 100),
  pricing: { source: 'sold' as const, sampleSize: 12, error: null, soldSearchUrl: null },
});

function processingCard(): Card {
  const card = new Card();
  card.dealerId = 'dealer-1';
  const front = new CardImage();
  Object.assign(front, {
    card,
    position: 0,
    objectKey: 'dealer-1/front',
    url: '/objects/dealer-1/front',
    type: 'front',
    isPrimary: true,
    contentType: 'image/jpeg',
    size: 3,
  });
  card.images.add(front);
  return card;
}

/** The service with fakes around it: a card in memory, an engine and a price list that answer what each test says. */
function harness(options: {
  card?: Card | null;
  identify?: (input: RecognitionInput) => Promise<Identification>;
  price?: () => Promise<ReturnType<typeof pricing>>;
  autoApprove?: boolean;
  corrected?: Card[];
  samePhotos?: Card[];
  /** The card as the job finds it again once the engine has answered; the same card unless told. */
  afterReading?: () => Card | null;
  pricingSettings?: () => Promise<PricingSettings>;
}) {
  const card = options.card === undefined ? processingCard() : options.card;
  let reads = 0;
  const flushed: string[] = [];
  const events: CardEvent[] = [];
  const inputs: RecognitionInput[] = [];
  const em = {
    fork: () => em,
    transactional: async <T>(work: (tx: unknown) => Promise<T>): Promise<T> => work(em),
    findOne: async () => (reads++ > 0 && options.afterReading ? options.afterReading() : card),
    populate: async () => undefined,
    flush: async () => void flushed.push(card?.status ?? 'none'),
    getRepository: () => ({
      corrected: async () => options.corrected ?? [],
      withSamePhotos: async () => options.samePhotos ?? [],
    }),
  };
  const approvals: string[] = [];
  const lifecycle = new CardLifecycle();
  lifecycle.onApproved(async (cards) => void approvals.push(...cards.map((card) => card.id)));
  const service = new CardIdentificationService(
    em as never,
    {
      identify: async (input: RecognitionInput) => {
        inputs.push(input);
        return (options.identify ?? (async () => confident))(input);
      },
    } as never,
    { readObject: async (key: string) => Buffer.from(key) } as never,
    new CardPricer({
      priceCard: options.price ?? (async () => pricing(1500)),
      listPriceCents: async (_dealerId: string, cents: number) =>
        cents + Math.floor((cents * 8 + 50) / 100),
    } as never),
    {
      getPricingSettings:
        options.pricingSettings ??
        (async () => ({ ...settings, autoApprove: options.autoApprove ?? false })),
    } as never,
    { publish: async (_dealerId: string, event: CardEvent) => void events.push(event) } as never,
    lifecycle,
  );
  return { service, card, flushed, events, inputs, approvals };
}

describe('CardIdentificationService.identifyCard', () => {
  let orm: MikroORM;
  // Entity metadata for collections; nothing connects to a database.
  beforeAll(async () => {
    orm = await MikroORM.init({
      entities: [Card, CardImage],
      dbName: 'unused',
      connect: false,
    });
  });
  afterAll(() => orm.close());

  it('reads the images, identifies, prices and announces the card', async () => {
    const { service, card, events, inputs } = harness({});
    await service.identifyCard('card-1');
    expect(inputs[0].images).toEqual([
      { data: Buffer.from('dealer-1/front'), role: 'front', name: undefined },
    ]);
    expect(card).toMatchObject({
      status: 'identified',
      player: 'Ken Griffey Jr.',
      confidence: '0.95',
      estimatedLow: '14.00',
      estimatedHigh: '16.00',
      marketValue: '15.00',
      listPrice: '16.20',
    });
    expect(events).toEqual([
      {
        type: 'card.updated',
        cardId: card!.id,
        card: expect.objectContaining({ status: 'identified' }),
      },
    ]);
  });

  it("hands the engine what the dealer's corrections taught it", async () => {
    const typed = Object.assign(new Card(), {
      player: 'Bo Jackson',
      team: 'Kansas City Royals',
      sport: 'baseball',
      correctedFields: ['player'],
    });
    const { service, inputs } = harness({ corrected: [typed] });
    await service.identifyCard('card-1');
    expect(inputs[0].hints?.players).toEqual([
      { name: 'Bo Jackson', team: 'Kansas City Royals', sport: 'baseball' },
    ]);
  });

  it("keeps each image's digest and points a copy of an earlier card's photos at it, announcing both ways", async () => {
    const earlier = processingCard();
    earlier.status = 'identified';
    earlier.createdAt = new Date(Date.now() - 60_000);
    const { service, card, events } = harness({ samePhotos: [earlier] });
    await service.identifyCard('card-1');
    expect(card!.images.getItems()[0].sha256).toBe(
      createHash('sha256').update('dealer-1/front').digest('hex'),
    );
    expect(card).toMatchObject({ samePhotosAs: earlier.id, status: 'identified' });
    expect(events).toEqual([expect.objectContaining({ cardId: card!.id })]);

    // The later card identified first: the earlier one, identified after it, turns the later one into the copy.
    const later = processingCard();
    later.status = 'identified';
    later.createdAt = new Date(Date.now() + 60_000);
    const second = harness({ samePhotos: [later] });
    await second.service.identifyCard('card-2');
    expect(second.card!.samePhotosAs).toBeNull();
    expect(later.samePhotosAs).toBe(second.card!.id);
    expect(second.events.map((event) => event.cardId)).toEqual([second.card!.id, later.id]);
  });

  it('saves the digests before the engine runs, so a copy identified at the same time finds this card', async () => {
    let savedWhileReading: string[] = [];
    const { service, flushed } = harness({
      identify: async () => {
        savedWhileReading = [...flushed];
        return confident;
      },
    });
    await service.identifyCard('card-1');
    expect(savedWhileReading).toEqual(['processing']);
  });

  it('approves without review at 0.90 confidence and $5.00 FMV when the dealer has auto-approve on', async () => {
    const { service, card, approvals } = harness({
      autoApprove: true,
      identify: async () => ({ ...confident, confidence: 0.9 }),
      price: async () => pricing(500),
    });
    await service.identifyCard('card-1');
    expect(card).toMatchObject({ status: 'approved', approvedAt: expect.any(Date) });
    // The listings module hears of it, so the card's listing is prepared.
    expect(approvals).toEqual([card!.id]);
  });

  it.each([
    ['confidence under 0.90', 0.89, 5000, true],
    ['a market value under $5.00', 0.99, 499, true],
    ['auto-approve off', 0.99, 5000, false],
  ])('leaves the card for review with %s', async (_case, confidence, marketCents, autoApprove) => {
    const { service, card } = harness({
      autoApprove,
      identify: async () => ({ ...confident, confidence }),
      price: async () => pricing(marketCents),
    });
    await service.identifyCard('card-1');
    expect(card!.status).toBe('identified');
  });

  it('keeps the card identified without a price when pricing fails, saying why', async () => {
    const { service, card } = harness({
      price: async () => {
        throw new Error('eBay answered 503');
      },
    });
    await service.identifyCard('card-1');
    expect(card).toMatchObject({
      status: 'identified',
      marketValue: null,
      listPrice: null,
      estimatedLow: null,
    });
    expect(card!.pricing).toEqual({
      source: 'none',
      sampleSize: 0,
      error: 'Pricing failed: eBay answered 503',
      soldSearchUrl: null,
      // Priced again later, by itself, or when the dealer asks.
      ebayUnavailable: true,
    });
  });

  it('records an engine failure on the card, images kept, ready to retry', async () => {
    const { service, card, events } = harness({
      identify: async () => {
        throw new Error('image could not be decoded');
      },
    });
    await service.identifyCard('card-1');
    expect(card).toMatchObject({
      status: 'error',
      error: 'Unable to identify this card: image could not be decoded',
    });
    expect(card!.images).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'card.updated', card: { status: 'error' } });
  });

  it('keeps what the dealer corrected while the engine was reading the card', async () => {
    const corrected = processingCard();
    Object.assign(corrected, {
      player: 'Dealer Typed',
      listPrice: '77.00',
      correctedFields: ['player', 'listPrice'],
    });
    const { service, events } = harness({ afterReading: () => corrected });
    await service.identifyCard('card-1');
    expect(corrected).toMatchObject({
      status: 'identified',
      player: 'Dealer Typed',
      listPrice: '77.00',
      marketValue: '15.00',
      correctedFields: ['player', 'listPrice'],
    });
    expect(events).toEqual([
      expect.objectContaining({ card: expect.objectContaining({ player: 'Dealer Typed' }) }),
    ]);
  });

  it('leaves alone a card deleted while the engine was reading it', async () => {
    const { service, events } = harness({ afterReading: () => null });
    await service.identifyCard('card-1');
    expect(events).toEqual([]);
  });

  it("hands a database failure after the engine to the queue's retries, announcing nothing", async () => {
    const { service, events } = harness({
      pricingSettings: async () => {
        throw new Error('Knex: Timeout acquiring a connection. The pool is probably full.');
      },
    });
    await expect(service.identifyCard('card-1')).rejects.toThrow('Timeout acquiring a connection');
    expect(events).toEqual([]);
  });

  it('does nothing for a card that is gone or no longer processing, so running twice is harmless', async () => {
    const done = processingCard();
    done.status = 'approved';
    for (const card of [null, done]) {
      const { service, flushed, inputs } = harness({ card });
      await service.identifyCard('card-1');
      expect(inputs).toEqual([]);
      expect(flushed).toEqual([]);
    }
  });
});
