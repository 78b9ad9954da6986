import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { S3ObjectStorage } from '../src/integrations/storage';
import { startS3StandIn, type S3StandIn } from '../src/integrations/storage/s3-stand-in';
import { UploadsService } from '../src/modules/uploads';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';
import { StripeStandIn } from './support/stripe-stand-in';

/** Later than any upload URL handed out now can still be used (the default TTL is an hour). */
const AFTER_EVERY_URL_EXPIRED = () => new Date(Date.now() + 2 * 86_400_000);

function cardJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 350, height: 490, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
}

async function uploadUrl(agent: Agent, idempotencyKey?: string): Promise<string> {
  const ask = agent.post('/api/cards/upload-url');
  if (idempotencyKey) ask.set('Idempotency-Key', idempotencyKey);
  return (await ask.send({}).expect(200)).body.uploadURL as string;
}

async function dealerOf(app: TestApp, agent: Agent): Promise<{ id: string; ebayUserId: string }> {
  const me = (await agent.get('/api/auth/user').expect(200)).body;
  const [row] = await app.query<{ ebay_user_id: string }>(
    'SELECT ebay_user_id FROM dealer WHERE id = $1',
    [me.id],
  );
  return { id: me.id, ebayUserId: row.ebay_user_id };
}

async function deleteAccount(app: TestApp, ebayUserId: string): Promise<void> {
  expect(await app.pennant.emulator!.sendAccountDeletion(ebayUserId)).toEqual({
    challengeOk: true,
    status: 204,
  });
}

/** Runs a service call the way a job does: in its own MikroORM context. */
function inContext<T>(app: TestApp, call: (uploads: UploadsService) => Promise<T>): Promise<T> {
  const orm = app.pennant.app.get(MikroORM);
  return RequestContext.create(orm.em, () => call(app.pennant.app.get(UploadsService)));
}

function keyOfS3Url(url: string, bucket: string): string {
  return decodeURIComponent(new URL(url).pathname).slice(bucket.length + 2);
}

describe('Storage on S3: erasure, checked images, references', () => {
  let s3: S3StandIn;
  let app: TestApp;
  let bucket: S3ObjectStorage;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    app = await startTestApp({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    bucket = new S3ObjectStorage(app.config.storage as never);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("erasure removes the dealer's whole prefix, and a PUT to an earlier upload URL once the URL has expired", async () => {
    const leaving = await signIn(app, 'erased_s3_dealer');
    const staying = await signIn(app, 'kept_s3_dealer');
    const dealer = await dealerOf(app, leaving);
    const stayingId = (await dealerOf(app, staying)).id;
    const url = await uploadUrl(leaving);
    const key = keyOfS3Url(url, s3.bucket);
    // An object no record names (a PUT to a URL whose record is gone), and another dealer's.
    const unrecorded = `${dealer.id}/${crypto.randomUUID()}`;
    await bucket.put(unrecorded, Buffer.from('stray'), 'image/jpeg');
    const othersKey = `${stayingId}/${crypto.randomUUID()}`;
    await bucket.put(othersKey, Buffer.from('kept'), 'image/jpeg');

    await deleteAccount(app, dealer.ebayUserId);
    expect(await bucket.size(unrecorded)).toBeNull();

    // A presigned PUT cannot be revoked: it still lands, until the sweep after its expiry.
    expect((await fetch(url, { method: 'PUT', body: await cardJpeg() })).status).toBe(200);
    expect(await bucket.size(key)).toBeGreaterThan(0);
    await inContext(app, (uploads) => uploads.cleanUpAbandoned(AFTER_EVERY_URL_EXPIRED()));
    expect(await bucket.size(key)).toBeNull();
    expect(await bucket.size(othersKey)).toBe(4);
    expect(
      await app.query('SELECT 1 FROM object_sweep WHERE target = $1', [`${dealer.id}/`]),
    ).toHaveLength(0);
  });

  it('a checked image stays what was checked: a later PUT to its upload URL changes nothing served or read', async () => {
    const agent = await signIn(app, 's3_replacer');
    const { id } = await dealerOf(app, agent);
    const url = await uploadUrl(agent);
    const jpeg = await cardJpeg();
    expect((await fetch(url, { method: 'PUT', body: jpeg })).status).toBe(200);
    const image = await inContext(app, (uploads) => uploads.resolveOwnedImage(id, url));
    const uploadKey = keyOfS3Url(url, s3.bucket);
    expect(image.key).not.toBe(uploadKey);

    const big = crypto.randomBytes(12 * 1024 * 1024);
    expect((await fetch(url, { method: 'PUT', body: big })).status).toBe(200);

    const read = await agent.get(image.url).buffer(true).expect(200);
    expect(Buffer.compare(read.body as Buffer, jpeg)).toBe(0);
    const bytes = await inContext(app, (uploads) => uploads.readObject(image.key));
    expect(bytes.length).toBe(jpeg.length);
    // The upload URL still names the same image; its own key is never served.
    expect(await inContext(app, (uploads) => uploads.resolveOwnedImage(id, url))).toEqual(image);
    await agent.get(`/objects/${uploadKey}`).expect(404);
    // What was sent there is swept once the URL has expired.
    await inContext(app, (uploads) => uploads.cleanUpAbandoned(AFTER_EVERY_URL_EXPIRED()));
    expect(await bucket.size(uploadKey)).toBeNull();
    await agent.get(image.url).expect(200);
  });

  it('the same Idempotency-Key gets no new upload URL once its image was checked (409 naming it)', async () => {
    const agent = await signIn(app, 's3_idempotent');
    const { id } = await dealerOf(app, agent);
    const first = await uploadUrl(agent, 'scan-1');
    expect(await uploadUrl(agent, 'scan-1')).toBeTruthy(); // nothing arrived yet: same upload
    expect((await fetch(first, { method: 'PUT', body: await cardJpeg() })).status).toBe(200);
    const image = await inContext(app, (uploads) => uploads.resolveOwnedImage(id, first));
    const again = await agent
      .post('/api/cards/upload-url')
      .set('Idempotency-Key', 'scan-1')
      .send({})
      .expect(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_UPLOADED',
      message: `A file has already been uploaded with this Idempotency-Key: it is ${image.url}`,
    });
  });

  it('a malformed %-escape in an image reference answers 400, as on local storage', async () => {
    const agent = await signIn(app, 's3_escape');
    const answer = await agent
      .post('/api/cards/process')
      .send({ imageUrl: '/objects/%E0%A4%A' })
      .expect(400);
    expect(answer.body).toMatchObject({
      code: 'NOT_AN_UPLOAD',
      message: "/objects/%E0%A4%A is not an upload URL or /objects/... path of Pennant's",
    });
  });
});

describe('Storage on the local folder: erasure while a file is on its way', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('a PUT still being received when eBay deletes the account answers 410 and leaves nothing', async () => {
    const leaving = await signIn(app, 'erased_while_uploading');
    const dealer = await dealerOf(app, leaving);
    const url = new URL(await uploadUrl(leaving));
    const key = url.pathname.slice('/objects/'.length);
    const jpeg = await cardJpeg();
    const half = Math.floor(jpeg.length / 2);
    let finish = () => {};
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'PUT', headers: { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      request.on('error', reject);
      request.write(jpeg.subarray(0, half));
      finish = () => request.end(jpeg.subarray(half));
    });
    for (let i = 0; i < 100; i += 1) {
      const [row] = await app.query<{ status: string }>(
        'SELECT status FROM uploaded_object WHERE key = $1',
        [key],
      );
      if (row?.status === 'receiving') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    await deleteAccount(app, dealer.ebayUserId);
    finish();
    const answer = await response;
    expect(answer.status).toBe(410);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UPLOAD_GONE' });

    const folder = path.join(app.config.dataDir, 'objects', dealer.id);
    expect(fs.existsSync(path.join(folder, key.split('/')[1]))).toBe(false);
    expect(fs.existsSync(path.join(folder, `${key.split('/')[1]}-thumb.jpg`))).toBe(false);
    await inContext(app, (uploads) => uploads.cleanUpAbandoned(AFTER_EVERY_URL_EXPIRED()));
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('a due sweep of a dealer who still exists (the erasure failed; eBay retries it) removes nothing', async () => {
    const agent = await signIn(app, 'erasure_failed_dealer');
    const { id } = await dealerOf(app, agent);
    const image = (
      await agent
        .post('/api/cards/upload')
        .attach('files', await cardJpeg(), { filename: 'card.jpg', contentType: 'image/jpeg' })
        .expect(200)
    ).body.uploaded[0];
    await app.query(`INSERT INTO object_sweep (target, due_at) VALUES ($1, now())`, [`${id}/`]);
    // Due now; the image itself is recent enough for the cleanup of unused uploads to leave it.
    await inContext(app, (uploads) => uploads.cleanUpAbandoned(new Date(Date.now() + 1000)));
    await agent.get(image.url).expect(200);
    expect(await app.query('SELECT 1 FROM object_sweep WHERE target = $1', [`${id}/`])).toEqual([]);
  });
});

describe("Account erasure deletes the dealer's Stripe customer", () => {
  let stripe: StripeStandIn;
  let app: TestApp;

  beforeAll(async () => {
    stripe = new StripeStandIn();
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_erasure',
      STRIPE_API_BASE: await stripe.start(),
    });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.stop();
  });

  function customerDeletes(): string[] {
    return stripe.callsTo('DELETE', /^\/v1\/customers\//).map((call) => call.path);
  }

  async function dealerWithCustomer(username: string) {
    const agent = await signIn(app, username);
    await agent.post('/api/billing/payment-method/setup').expect(200);
    const dealer = await dealerOf(app, agent);
    const [{ customer_id: customerId }] = await app.query<{ customer_id: string }>(
      'SELECT customer_id FROM payment_customer WHERE dealer_id = $1',
      [dealer.id],
    );
    return { ...dealer, customerId };
  }

  it('the customer (name, email, saved card) is deleted at Stripe with the account', async () => {
    const dealer = await dealerWithCustomer('stripe_erased');
    expect(stripe.customers.has(dealer.customerId)).toBe(true);
    await deleteAccount(app, dealer.ebayUserId);
    expect(stripe.customers.has(dealer.customerId)).toBe(false);
    expect(customerDeletes()).toEqual([`/v1/customers/${dealer.customerId}`]);
  });

  it('Stripe refusing the deletion (retried) does not stop the rest of the erasure', async () => {
    const dealer = await dealerWithCustomer('stripe_refuses');
    stripe.refuseCustomerDeletes = true;
    stripe.calls.length = 0;
    try {
      await deleteAccount(app, dealer.ebayUserId);
    } finally {
      stripe.refuseCustomerDeletes = false;
    }
    expect(customerDeletes()).toEqual(Array(3).fill(`/v1/customers/${dealer.customerId}`));
    expect(await app.query('SELECT 1 FROM dealer WHERE id = $1', [dealer.id])).toEqual([]);
  });
});
