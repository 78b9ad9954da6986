import { printedCardJpeg, uploadImage, waitForCard } from './cards-helpers';
import { signIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

// The embedded default keeps its job queue in memory: a process that stops (or dies) mid-job must not
// leave cards processing forever. Bull on Redis keeps its jobs itself (see worker.api-spec.ts).
describe('In-process jobs after a restart', () => {
  let app: TestApp;

  // Booting the app (and again after the restart, with the OCR workers' first start) can take over 30 s on a
  // busy 2-core machine: CI ran past the default timeout once.
  beforeAll(async () => {
    app = await startTestApp({ REDIS_URL: '', CARD_PROCESS_WAIT_MS: '0' });
  }, 120_000);
  afterAll(() => app.close());

  it('takes up the cards a stopped process left processing, and identifies them', async () => {
    const dealer = await signIn(app, 'resume_dealer');
    const image = await printedCardJpeg(['KEN GRIFFEY JR', 'SEATTLE MARINERS', '1989 UPPER DECK']);
    const imageUrl = await uploadImage(dealer, image, 'griffey_front.jpg');
    const { body: batch } = await dealer
      .post('/api/cards/process-batch')
      .send({ imageUrls: [imageUrl] })
      .expect(200);
    const cardId: string = batch.processed[0].id;
    const first = await waitForCard(dealer, cardId);
    expect(first.status).toBe('identified');
    const [counted] = await app.query(`SELECT identified_at FROM card WHERE id = $1`, [cardId]);
    expect(counted.identified_at).not.toBeNull();

    // What a process killed mid-job leaves behind: the card still processing, its job gone with it.
    await app.query(
      `update card set status = 'processing', player = null, confidence = null where id = $1`,
      [cardId],
    );
    await app.restart();

    const resumed = await waitForCard(dealer, cardId);
    expect(resumed).toMatchObject({
      status: 'identified',
      player: first.player,
      confidence: first.confidence,
    });
  }, 120_000);
});
