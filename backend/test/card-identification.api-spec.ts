import { generateCard } from '@pennant/card-recognition';
import type { Card } from '@pennant/contracts';
import { CardRecognition } from '../src/integrations/recognition';
import { DealersService } from '../src/modules/dealers';
import { uploadImage, waitForCard } from './cards-helpers';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The identification job against what happens around it: a correction saved while the engine reads the card, a
 * database hiccup after the engine has answered.
 */
describe('The identification job', () => {
  let app: TestApp;
  let dealer: Agent;
  let recognition: CardRecognition;
  let identify: CardRecognition['identify'];

  beforeAll(async () => {
    app = await startTestApp({ CARD_PROCESS_WAIT_MS: '0' });
    dealer = await signIn(app, 'identification_job_dealer');
    recognition = app.pennant.app.get(CardRecognition);
    identify = recognition.identify.bind(recognition);
  });
  afterEach(() => {
    recognition.identify = identify;
  });
  afterAll(() => app.close());

  /** Makes the engine wait for `release()` once it has the card's photos. */
  function holdTheEngine(): { reading: Promise<void>; release: () => void } {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    recognition.identify = async (input) => {
      started();
      await gate;
      return identify(input);
    };
    return { reading, release };
  }

  async function uploadCard(seed: number): Promise<string> {
    const front = await uploadImage(
      dealer,
      (await generateCard(seed, { effects: false })).front,
      'front.png',
    );
    const batch = await dealer
      .post('/api/cards/process-batch')
      .send({ imageUrls: [front] })
      .expect(200);
    return batch.body.processed[0].id;
  }

  it('keeps the player and list price the dealer saved while the engine was reading the card', async () => {
    const engine = holdTheEngine();
    const id = await uploadCard(7);
    await engine.reading;
    await dealer
      .patch(`/api/cards/${id}`)
      .send({ player: 'Dealer Typed', listPrice: '77.00' })
      .expect(200);
    engine.release();

    const card: Card = await waitForCard(dealer, id);
    expect(card).toMatchObject({
      status: 'identified',
      player: 'Dealer Typed',
      listPrice: '77.00',
    });
    expect(card.confidence).not.toBeNull();
    expect(card.correctedFields).toEqual(expect.arrayContaining(['player', 'listPrice']));
  });

  it('retries a database hiccup after the engine answered, rather than failing the card with its text', async () => {
    const dealers = app.pennant.app.get(DealersService);
    const settings = dealers.getPricingSettings.bind(dealers);
    let engineRuns = 0;
    recognition.identify = async (input) => {
      engineRuns += 1;
      return identify(input);
    };
    dealers.getPricingSettings = async (dealerId: string) => {
      if (engineRuns === 1)
        throw new Error('Knex: Timeout acquiring a connection. The pool is probably full.');
      return settings(dealerId);
    };
    try {
      const card: Card = await waitForCard(dealer, await uploadCard(9));
      expect(card.status).toBe('identified');
      expect(card.error).toBeNull();
      expect(engineRuns).toBe(2);
    } finally {
      dealers.getPricingSettings = settings;
    }
  });
});
