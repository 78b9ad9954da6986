import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import { errorIds, MEDIA, pictureBytes, sellerClient, type SellerClient } from '../testing/selling';
import { createTestEmulator, MOUNT, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'commerce_media_v1_beta_oas3.json';

describe('Media API: images', () => {
  let test: TestEmulator;
  let seller: SellerClient;

  const fetchImpl: typeof fetch = async (input) =>
    String(input) === 'https://cards.example.test/front.jpg'
      ? new Response(new Uint8Array(await pictureBytes(1200, 1800, 'jpeg')))
      : new Response('no', { status: 404 });

  beforeEach(async () => {
    test = createTestEmulator({ fetchImpl, mediaRateLimit: { maxCalls: 3, windowMs: 400 } });
    seller = await sellerClient(test);
  });

  const upload = (bytes: Buffer, field = 'image', token = seller.token) =>
    test.http
      .post(`${MEDIA}/image/create_image_from_file`)
      .set('Authorization', `Bearer ${token}`)
      .attach(field, bytes, { filename: 'card.png', contentType: 'image/png' });

  it('creates an image from a file: 201, Location, and an absolute imageUrl the emulator serves as JPEG', async () => {
    const response = await upload(await pictureBytes(2000, 3000));
    expect(response.status).toBe(201);
    assertMatchesSchema(SPEC, 'ImageResponse', response.body);
    const { imageUrl } = response.body;
    expect(imageUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/__ebay\/apim\/images\/g\/[A-Za-z0-9]+\/s-l1600\.jpg$/,
    );
    expect(response.headers.location).toMatch(
      /\/__ebay\/apim\/commerce\/media\/v1_beta\/image\/[A-Za-z0-9]+$/,
    );
    const picture = await test.http.get(new URL(imageUrl).pathname).buffer(true);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(picture.body as Buffer).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 1067,
      height: 1600,
    });
    const image = await test.http
      .get(new URL(response.headers.location).pathname)
      .set('Authorization', `Bearer ${seller.token}`);
    expect(image.status).toBe(200);
    // supertest serves each request on a new port: compare what does not depend on it.
    expect(new URL(image.body.imageUrl).pathname).toBe(new URL(imageUrl).pathname);
    expect(image.body.expirationDate).toBe('2026-03-31T12:00:00.000Z');
  });

  it('keeps picture bytes in a folder beside the state file, not in it, across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ebay-media-'));
    try {
      const stateFile = join(dir, 'emulator.json');
      test = createTestEmulator({ stateFile });
      seller = await sellerClient(test);
      const { imageUrl } = (await upload(await pictureBytes(1000, 1000))).body;
      const imageId = new URL(imageUrl).pathname.split('/')[5];
      expect(readdirSync(join(dir, 'emulator-images'))).toEqual([`${imageId}.jpg`]);
      await test.emulator.close();
      const state = readFileSync(stateFile, 'utf8');
      expect(state).toContain(imageId);
      expect(state.length).toBeLessThan(20_000);
      const restarted = createTestEmulator({ stateFile });
      const picture = await restarted.http.get(new URL(imageUrl).pathname);
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds image URLs from publicBaseUrl when one is set', async () => {
    test = createTestEmulator({ publicBaseUrl: 'https://pennant.example/__ebay/' });
    seller = await sellerClient(test);
    const response = await upload(await pictureBytes());
    expect(response.body.imageUrl).toMatch(
      /^https:\/\/pennant\.example\/__ebay\/apim\/images\/g\/\w+\/s-l1600\.jpg$/,
    );
  });

  it('refuses pictures under 500 px on the longest side, files that are not pictures, and a missing part', async () => {
    const small = await upload(await pictureBytes(499, 300));
    expect(small.status).toBe(400);
    assertErrorEnvelope(SPEC, small.body);
    expect(small.body.errors[0]).toMatchObject({ errorId: 190203, domain: 'API_MEDIA' });
    expect((await upload(await pictureBytes(300, 500))).status).toBe(201);
    test = createTestEmulator();
    seller = await sellerClient(test);
    expect(errorIds(await upload(Buffer.from('hello, not a picture')))).toEqual([190201]);
    expect(errorIds(await upload(await pictureBytes(), 'file'))).toEqual([190200]);
  });

  it('creates an image from an HTTPS URL, refusing HTTP and unreachable URLs', async () => {
    const created = await seller.post(`${MEDIA}/image/create_image_from_url`, {
      imageUrl: 'https://cards.example.test/front.jpg',
    });
    expect(created.status).toBe(201);
    assertMatchesSchema(SPEC, 'ImageResponse', created.body);
    const http = await seller.post(`${MEDIA}/image/create_image_from_url`, {
      imageUrl: 'http://cards.example.test/front.jpg',
    });
    expect(errorIds(http)).toEqual([190205]);
    const missing = await seller.post(`${MEDIA}/image/create_image_from_url`, {
      imageUrl: 'https://cards.example.test/x.jpg',
    });
    expect(errorIds(missing)).toEqual([190206]);
  });

  it('answers getImage only to the uploader, 404 otherwise', async () => {
    const created = await upload(await pictureBytes());
    const other = await sellerClient(test, 'other_dealer');
    const path = new URL(created.headers.location).pathname;
    const refused = await test.http.get(path).set('Authorization', `Bearer ${other.token}`);
    expect(refused.status).toBe(404);
    expect(errorIds(refused)).toEqual([190001]);
    expect((await test.http.get(`${MOUNT.apim}/images/g/nope/s-l1600.jpg`)).status).toBe(404);
  });

  it('allows a user a set number of POSTs per sliding window (eBay: 50 per 5 s), then 429', async () => {
    const bytes = await pictureBytes(600, 600);
    for (let call = 0; call < 3; call++) expect((await upload(bytes)).status).toBe(201);
    const limited = await upload(bytes);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.body.errors[0]).toMatchObject({
      errorId: 2001,
      message: 'Too many requests. The request limit has been reached for the resource.',
    });
    const other = await sellerClient(test, 'other_dealer');
    expect((await upload(bytes, 'image', other.token)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await upload(bytes)).status).toBe(201);
  });

  it('uses eBay’s 50 per 5 s by default', async () => {
    test = createTestEmulator();
    seller = await sellerClient(test);
    const statuses = [];
    for (let call = 0; call < 51; call++) {
      statuses.push(
        (
          await seller.post(`${MEDIA}/image/create_image_from_url`, {
            imageUrl: 'http://x.test/a.jpg',
          })
        ).status,
      );
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(50);
    expect(statuses[50]).toBe(429);
  });

  it('needs a user token with sell.inventory', async () => {
    const anonymous = await test.http.post(`${MEDIA}/image/create_image_from_file`);
    expect(anonymous.status).toBe(401);
  });
});
