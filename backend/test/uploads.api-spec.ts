import request from 'supertest';
import sharp from 'sharp';
import { UPLOAD_MAX_FILE_BYTES } from '@pennant/contracts';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { UploadUrlSigner } from '../src/integrations/storage';
import { startS3StandIn, type S3StandIn } from '../src/integrations/storage/s3-stand-in';
import { UploadsService } from '../src/modules/uploads';
import { startTestApp, type TestApp } from './support/test-app';
import { pathOf, signIn, type Agent } from './support/sign-in';

/** A real JPEG (card-shaped, with some texture so it is not trivially small). */
function cardJpeg(width = 500, height = 700): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function cardPng(): Promise<Buffer> {
  return sharp({ create: { width: 350, height: 490, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
}

async function uploadUrl(agent: Agent, name?: string): Promise<string> {
  const answer = await agent
    .post('/api/cards/upload-url')
    .send(name ? { name } : {})
    .expect(200);
  return answer.body.uploadURL as string;
}

function put(app: TestApp, uploadURL: string, body: Buffer, type = 'image/jpeg') {
  return app.http.put(pathOf(uploadURL)).set('Content-Type', type).send(body);
}

describe('Uploads: signed upload URLs, multipart, and /objects', () => {
  let app: TestApp;
  let dealer: Agent;
  let otherDealer: Agent;
  let jpeg: Buffer;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'uploads_dealer');
    otherDealer = await signIn(app, 'uploads_other');
    jpeg = await cardJpeg();
  });
  afterAll(() => app.close());

  describe('signed upload URL', () => {
    it('is absolute, under PUBLIC_URL, and takes one PUT of one image that its owner can then read', async () => {
      const uploadURL = await uploadUrl(dealer, 'front.jpg');
      expect(uploadURL.startsWith(`${app.baseUrl}/objects/`)).toBe(true);

      const stored = await put(app, uploadURL, jpeg).expect(200);
      expect(stored.body).toEqual({
        key: expect.any(String),
        url: `/objects/${stored.body.key}`,
        thumbnailUrl: `/objects/${stored.body.key}-thumb.jpg`,
        contentType: 'image/jpeg',
        size: jpeg.length,
      });

      const read = await dealer.get(stored.body.url).expect(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(read.body as Buffer, jpeg)).toBe(0);
    });

    it("another dealer, or nobody, gets 404 for a dealer's image and its thumbnail", async () => {
      const stored = await put(app, await uploadUrl(dealer), jpeg).expect(200);
      await otherDealer.get(stored.body.url).expect(404);
      await otherDealer.get(stored.body.thumbnailUrl).expect(404);
      await app.http.get(stored.body.url).expect(404);
      await dealer.get(stored.body.thumbnailUrl).expect(200);
    });

    it('refuses a second PUT to the same URL and keeps the first file', async () => {
      const uploadURL = await uploadUrl(dealer);
      const first = await put(app, uploadURL, jpeg).expect(200);
      const second = await put(app, uploadURL, await cardPng(), 'image/png').expect(409);
      expect(second.body.message).toMatch(/already been uploaded/);
      const read = await dealer.get(first.body.url).expect(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
    });

    it('refuses a tampered URL and an expired one', async () => {
      const uploadURL = new URL(await uploadUrl(dealer));
      const longer = new URL(uploadURL);
      longer.searchParams.set('X-Pennant-Expires', String(Math.floor(Date.now() / 1000) + 10 ** 6));
      await put(app, longer.toString(), jpeg).expect(403);
      const otherKey = new URL(uploadURL);
      otherKey.pathname = otherKey.pathname.replace(/[0-9a-f]{12}$/, '000000000000');
      await put(app, otherKey.toString(), jpeg).expect(403);

      // A genuine signature whose time has passed.
      const key = uploadURL.pathname.replace('/objects/', '');
      const signer = new UploadUrlSigner(app.config.session.secret);
      const past = signer.sign({
        method: 'PUT',
        key,
        expires: Math.floor(Date.now() / 1000) - 5,
        maxBytes: UPLOAD_MAX_FILE_BYTES,
      });
      const expired = await put(app, `${uploadURL.pathname}?${past}`, jpeg).expect(403);
      expect(expired.body.message).toMatch(/Request has expired/);
    });

    it('refuses an empty or blank file name, which would name nothing in a refusal', async () => {
      for (const name of ['', '   ', '\t\n']) {
        const answer = await dealer.post('/api/cards/upload-url').send({ name }).expect(400);
        const message = 'name must not be empty or blank: leave it out if the file has none';
        expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
        expect(answer.body.errors).toEqual([{ field: 'name', message }]);
      }
      await dealer.post('/api/cards/upload-url').send({}).expect(200);
    });

    it('refuses a text file named .jpg, naming the file, and then still takes the right file', async () => {
      const uploadURL = await uploadUrl(dealer, 'notes.jpg');
      const refused = await put(
        app,
        uploadURL,
        Buffer.from('these are my notes, not a card'),
      ).expect(400);
      expect(refused.body.message).toMatch(
        /^notes\.jpg is not a JPEG, PNG, HEIC\/HEIF or WebP image/,
      );
      await put(app, uploadURL, jpeg).expect(200);
    });

    it('refuses a file over 10485760 bytes, naming it', async () => {
      const uploadURL = await uploadUrl(dealer, 'huge.jpg');
      const oversize = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 1 - jpeg.length)]);
      const refused = await put(app, uploadURL, oversize).expect(400);
      expect(refused.body.message).toBe(
        'huge.jpg exceeds maximum allowed size of 10 MB (10485760 bytes)',
      );
    });

    it('a damaged image with the right magic bytes is refused', async () => {
      const uploadURL = await uploadUrl(dealer, 'cut.jpg');
      const refused = await put(app, uploadURL, jpeg.subarray(0, 200)).expect(400);
      expect(refused.body.message).toMatch(/^cut\.jpg could not be read as a JPEG image/);
    });
  });

  describe('multipart upload', () => {
    it('stores each image with a 200x200 JPEG thumbnail its owner can read', async () => {
      const png = await cardPng();
      const answer = await dealer
        .post('/api/cards/upload')
        .attach('files', jpeg, { filename: 'card_front.jpg', contentType: 'image/jpeg' })
        .attach('files', png, { filename: 'card_back.png', contentType: 'image/png' })
        .expect(200);
      expect(answer.body.errors).toEqual([]);
      expect(answer.body.uploaded).toEqual([
        expect.objectContaining({
          name: 'card_front.jpg',
          contentType: 'image/jpeg',
          size: jpeg.length,
        }),
        expect.objectContaining({
          name: 'card_back.png',
          contentType: 'image/png',
          size: png.length,
        }),
      ]);
      for (const image of answer.body.uploaded) {
        const thumbnail = await dealer.get(image.thumbnailUrl).expect(200);
        expect(thumbnail.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(thumbnail.body as Buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 200]);
      }
      await otherDealer.get(answer.body.uploaded[0].url).expect(404);
    });

    it('judges by content: a text file named .jpg and an oversize file are refused by name, the rest stored', async () => {
      const answer = await dealer
        .post('/api/cards/upload')
        .attach('files', jpeg, { filename: 'good.jpg', contentType: 'image/jpeg' })
        .attach('files', Buffer.from('hello'), { filename: 'fake.jpg', contentType: 'image/jpeg' })
        .attach('files', Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 1, 0xff), {
          filename: 'big.png',
          contentType: 'image/png',
        })
        .expect(200);
      expect(answer.body.uploaded.map((file: { name: string }) => file.name)).toEqual(['good.jpg']);
      expect(answer.body.errors).toEqual([
        { name: 'fake.jpg', error: expect.stringMatching(/^fake\.jpg is not a JPEG, PNG/) },
        {
          name: 'big.png',
          error: 'big.png exceeds maximum allowed size of 10 MB (10485760 bytes)',
        },
      ]);
    });

    it('answers 400 naming each file when none is acceptable', async () => {
      const answer = await dealer
        .post('/api/cards/upload')
        .attach('files', Buffer.from('%PDF-1.7'), {
          filename: 'invoice.pdf',
          contentType: 'application/pdf',
        })
        .expect(400);
      expect(answer.body.message).toMatch(/^invoice\.pdf is not a JPEG/);
      expect(answer.body.errors).toEqual([{ field: 'invoice.pdf', message: expect.any(String) }]);
    });

    it('refuses a batch of 51 files', async () => {
      const small = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#000' },
      })
        .jpeg()
        .toBuffer();
      let batch = dealer.post('/api/cards/upload');
      for (let i = 1; i <= 51; i += 1)
        batch = batch.attach('files', small, {
          filename: `scan_${i}.jpg`,
          contentType: 'image/jpeg',
        });
      const answer = await batch.expect(400);
      expect(answer.body.message).toBe(
        'You can only upload 50 files at once: scan_51.jpg is file 51',
      );
    });

    it('answers 400 when no file is attached', async () => {
      const answer = await dealer.post('/api/cards/upload').field('note', 'nothing').expect(400);
      expect(answer.body.message).toMatch(/No files were sent/);
    });
  });

  it('signed out: 401 for upload URLs and multipart uploads', async () => {
    await app.http.post('/api/cards/upload-url').expect(401);
    await app.http
      .post('/api/cards/upload')
      .attach('files', jpeg, { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(401);
  });

  it('a signed read URL opens an image without a session, until it is tampered with', async () => {
    const stored = await put(app, await uploadUrl(dealer), jpeg).expect(200);
    const signer = new UploadUrlSigner(app.config.session.secret);
    const query = signer.sign({
      method: 'GET',
      key: stored.body.key,
      expires: Math.floor(Date.now() / 1000) + 60,
      maxBytes: 0,
    });
    await request(app.baseUrl).get(`${stored.body.url}?${query}`).expect(200);
    await request(app.baseUrl)
      .get(`${stored.body.url}?${query.replace(/.$/, '_')}`)
      .expect(404);
  });
});

/** The cards module's view: UploadsService resolves, reads and deletes a dealer's own images. */
describe('UploadsService for the cards module', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;
  let otherId: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'resolver_dealer');
    await signIn(app, 'resolver_other');
    dealerId = await dealerIdOf(app, 'resolver_dealer');
    otherId = await dealerIdOf(app, 'resolver_other');
    jpeg = await cardJpeg();
  });
  afterAll(() => app.close());

  it('resolves the exact upload URL (query and all) and the /objects path to the same image', async () => {
    const uploadURL = await uploadUrl(dealer, 'front.jpg');
    const stored = await put(app, uploadURL, jpeg).expect(200);
    const expected = { ...stored.body };
    await expect(
      inContext(app, (uploads) => uploads.resolveOwnedImage(dealerId, uploadURL)),
    ).resolves.toEqual(expected);
    await expect(
      inContext(app, (uploads) => uploads.resolveOwnedImage(dealerId, stored.body.url)),
    ).resolves.toEqual(expected);
    const bytes = await inContext(app, (uploads) => uploads.readObject(stored.body.key));
    expect(Buffer.compare(bytes, jpeg)).toBe(0);
  });

  it("refuses another dealer's image, an URL that was never PUT to, and foreign URLs", async () => {
    const stored = await put(app, await uploadUrl(dealer), jpeg).expect(200);
    await expect(
      inContext(app, (uploads) => uploads.resolveOwnedImage(otherId, stored.body.url)),
    ).rejects.toMatchObject({ status: 404, message: expect.stringContaining(stored.body.url) });
    const unused = await uploadUrl(dealer);
    await expect(
      inContext(app, (uploads) => uploads.resolveOwnedImage(dealerId, unused)),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Nothing has been uploaded/),
    });
    await expect(
      inContext(app, (uploads) =>
        uploads.resolveOwnedImage(dealerId, 'https://cdn.example.com/card.jpg'),
      ),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('deleteImages removes the image and its thumbnail', async () => {
    const stored = await put(app, await uploadUrl(dealer), jpeg).expect(200);
    await inContext(app, (uploads) => uploads.deleteImages([stored.body.key]));
    await dealer.get(stored.body.url).expect(404);
    await dealer.get(stored.body.thumbnailUrl).expect(404);
    await expect(
      inContext(app, (uploads) => uploads.resolveOwnedImage(dealerId, stored.body.url)),
    ).rejects.toMatchObject({ status: 404 });
  });
});

/** The same code over an S3-compatible bucket (s3rver): uploads go straight to the bucket. */
describe('Uploads on S3-compatible storage', () => {
  let s3: S3StandIn;
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    app = await startTestApp({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    dealer = await signIn(app, 's3_dealer');
    await signIn(app, 's3_other');
    dealerId = await dealerIdOf(app, 's3_dealer');
    jpeg = await cardJpeg();
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('a presigned PUT to the bucket, checked and thumbnailed on first use, then served to its owner only', async () => {
    const uploadURL = await uploadUrl(dealer, 'front.jpg');
    expect(uploadURL.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    // No checksum of an empty body signed in: stores that check it would refuse the photo.
    const signed = [...new URL(uploadURL).searchParams.keys()].map((name) => name.toLowerCase());
    expect(signed.filter((name) => name.includes('checksum'))).toEqual([]);
    const putToBucket = await fetch(uploadURL, { method: 'PUT', body: jpeg });
    expect(putToBucket.status).toBe(200);

    const image = await inContext(app, (uploads) => uploads.resolveOwnedImage(dealerId, uploadURL));
    expect(image).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    const read = await dealer.get(image.url).expect(200);
    expect(Buffer.compare(read.body as Buffer, jpeg)).toBe(0);
    const thumbnail = await dealer.get(image.thumbnailUrl).expect(200);
    expect((await sharp(thumbnail.body as Buffer).metadata()).width).toBe(200);
    const other = await signIn(app, 's3_other');
    await other.get(image.url).expect(404);
  });

  it('a text file sent straight to the bucket is refused by content when first used, and removed', async () => {
    const uploadURL = await uploadUrl(dealer, 'notes.jpg');
    await fetch(uploadURL, { method: 'PUT', body: Buffer.from('not a card') });
    await expect(
      inContext(app, (uploads) => uploads.resolveOwnedImage(dealerId, uploadURL)),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^notes\.jpg is not a JPEG/),
    });
    await expect(
      inContext(app, (uploads) => uploads.resolveOwnedImage(dealerId, uploadURL)),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Nothing has been uploaded/),
    });
  });

  it('multipart uploads land in the bucket too', async () => {
    const answer = await dealer
      .post('/api/cards/upload')
      .attach('files', jpeg, { filename: 'back.jpg', contentType: 'image/jpeg' })
      .expect(200);
    await dealer.get(answer.body.uploaded[0].thumbnailUrl).expect(200);
  });
});

describe('Uploads while the S3 bucket cannot be reached', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      S3_BUCKET: 'pennant-photos',
      // Nothing listens on the discard port: every call to the bucket is refused, as when S3 is down.
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'pennant',
      S3_SECRET_ACCESS_KEY: 'pennant-secret',
    });
  });
  afterAll(() => app?.close());

  it('says the photo storage cannot be reached (not the database), and health says which', async () => {
    const dealer = await signIn(app, 's3_down_dealer');
    const answer = await dealer
      .post('/api/cards/upload')
      .attach('files', await cardJpeg(), { filename: 'front.jpg', contentType: 'image/jpeg' })
      .expect(503);
    expect(answer.body).toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
      message: 'Pennant cannot reach its photo storage right now; try again in a minute.',
    });
    const health = await app.http.get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: true, storage: false });
  });
});

async function dealerIdOf(app: TestApp, username: string): Promise<string> {
  const [row] = await app.query<{ id: string }>('SELECT id FROM dealer WHERE username = $1', [
    username,
  ]);
  return row.id;
}

/** Runs a service call the way a job does: in its own MikroORM context. */
function inContext<T>(app: TestApp, call: (uploads: UploadsService) => Promise<T>): Promise<T> {
  const orm = app.pennant.app.get(MikroORM);
  return RequestContext.create(orm.em, () => call(app.pennant.app.get(UploadsService)));
}
