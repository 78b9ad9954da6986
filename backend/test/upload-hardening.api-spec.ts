import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { UploadsService } from '../src/modules/uploads';
import { UploadsCleanupCron } from '../src/modules/uploads/crons/uploads-cleanup.cron';
import { startTestApp, type TestApp } from './support/test-app';
import { pathOf, signIn, type Agent } from './support/sign-in';

/**
 * A real PNG of width x height black pixels: a 16000 x 16000 one is 0.75 MB on disk and 768 MB
 * once decoded. Written row by row through zlib, so making it takes no such memory.
 */
/** A PNG whose header says width x height; `rows` of them written (fewer make a small file that only its header describes). */
async function hugePng(width: number, height: number, rows = height): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const row = Buffer.alloc(1 + width * 3);
  for (let y = 0; y < rows; y += 1)
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await new Promise((resolve) => deflate.once('end', resolve));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function cardJpeg(shade = 90): Promise<Buffer> {
  return sharp({
    create: { width: 350, height: 490, channels: 3, background: { r: shade, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
}

describe('Upload hardening', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'upload_hardening');
    dealerId = (await dealer.get('/api/auth/user').expect(200)).body.id;
  });
  afterAll(() => app.close());

  /** A PNG sent through the multipart upload, which refuses it. */
  const pngRefused = (png: Buffer, filename: string) =>
    dealer
      .post('/api/cards/upload')
      .attach('files', png, { filename, contentType: 'image/png' })
      .expect(400);

  const uploadsOf = () =>
    app.query<{ key: string; status: string; client_key: string | null }>(
      `SELECT key, status, client_key FROM uploaded_object WHERE dealer_id = $1 ORDER BY created_at`,
      [dealerId],
    );

  describe('an image with too many pixels', () => {
    let png: Buffer;
    beforeAll(async () => {
      png = await hugePng(16000, 16000);
    }, 120_000);

    it('is refused from its header with a 400 naming the file, multipart or upload URL', async () => {
      expect(png.length).toBeLessThan(1_000_000);
      const started = Date.now();
      const multipart = await pngRefused(png, 'huge_scan.png');
      expect(multipart.body.message).toMatch(
        /^huge_scan\.png is 16000 x 16000 pixels \(256 megapixels\): at most 64 megapixels/,
      );
      expect(multipart.body.errors).toEqual([
        { field: 'huge_scan.png', message: expect.stringMatching(/megapixels/) },
      ]);

      const { uploadURL } = (
        await dealer.post('/api/cards/upload-url').send({ name: 'huge_put.png' }).expect(200)
      ).body;
      const put = await app.http.put(pathOf(uploadURL)).set('Content-Type', 'image/png').send(png);
      expect(put.status).toBe(400);
      expect(put.body.message).toMatch(/^huge_put\.png is 16000 x 16000 pixels/);
      // Refused before decoding: far quicker than decoding 768 MB of pixels.
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it("names the size of a photo past the image library's own pixel limit too, not calling it damaged", async () => {
      const giant = await hugePng(40000, 40000, 1);
      const answer = await pngRefused(giant, 'giant.png');
      expect(answer.body.message).toMatch(
        /^giant\.png is 40000 x 40000 pixels \(1600 megapixels\): at most 64 megapixels/,
      );
    });

    it('does not stop four uploads at once, each refused alone', async () => {
      const jpeg = await cardJpeg();
      const real = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          dealer
            .post('/api/cards/upload')
            .attach('files', png, { filename: `huge_${n}.png`, contentType: 'image/png' })
            .attach('files', jpeg, { filename: `fine_${n}.jpg`, contentType: 'image/jpeg' })
            .expect(200),
        ),
      );
      for (const [index, answer] of real.entries()) {
        expect(answer.body.uploaded.map((u: { name: string }) => u.name)).toEqual([
          `fine_${index + 1}.jpg`,
        ]);
        expect(answer.body.errors[0].error).toMatch(/megapixels/);
      }
    });
  });

  it('refuses a file name longer than an upload keeps, and stores the other files', async () => {
    const long = `${'a'.repeat(300)}.jpg`;
    const answer = await dealer
      .post('/api/cards/upload')
      .attach('files', await cardJpeg(70), { filename: long, contentType: 'image/jpeg' })
      .attach('files', await cardJpeg(110), { filename: 'fine.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(answer.body.uploaded.map((upload: { name: string }) => upload.name)).toEqual([
      'fine.jpg',
    ]);
    expect(answer.body.errors).toEqual([
      {
        name: long,
        error: `${'a'.repeat(40)}… has a name of 304 characters: at most 255 are accepted`,
      },
    ]);
  });

  describe('a retried upload with the same Idempotency-Key', () => {
    it('gets an upload URL for the same upload, not a second one, until the image arrived', async () => {
      const ask = () =>
        dealer
          .post('/api/cards/upload-url')
          .set('Idempotency-Key', 'scan-0412-front')
          .send({ name: 'front.jpg' })
          .expect(200);
      const first = new URL((await ask()).body.uploadURL);
      const second = new URL((await ask()).body.uploadURL);
      expect(second.pathname).toBe(first.pathname);
      expect((await uploadsOf()).filter((u) => u.client_key === 'scan-0412-front')).toHaveLength(1);
      await app.http
        .put(`${second.pathname}${second.search}`)
        .set('Content-Type', 'image/jpeg')
        .send(await cardJpeg())
        .expect(200);
      // Once the image arrived, no new URL can write over it; the refusal names the image.
      const third = await dealer
        .post('/api/cards/upload-url')
        .set('Idempotency-Key', 'scan-0412-front')
        .send({ name: 'front.jpg' })
        .expect(409);
      expect(third.body).toMatchObject({
        code: 'ALREADY_UPLOADED',
        message: `A file has already been uploaded with this Idempotency-Key: it is ${first.pathname}`,
      });
    });

    it('stores a multipart batch once, however often it is sent again', async () => {
      const [one, two] = [await cardJpeg(10), await cardJpeg(200)];
      const send = () =>
        dealer
          .post('/api/cards/upload')
          .set('Idempotency-Key', 'batch-7f3a')
          .attach('files', one, { filename: 'one.jpg', contentType: 'image/jpeg' })
          .attach('files', two, { filename: 'two.jpg', contentType: 'image/jpeg' })
          .expect(200);
      const first = (await send()).body;
      const again = (await send()).body;
      expect(again.uploaded.map((u: { url: string }) => u.url)).toEqual(
        first.uploaded.map((u: { url: string }) => u.url),
      );
      const rows = (await uploadsOf()).filter((u) => u.client_key?.startsWith('batch-7f3a#'));
      expect(rows.map((row) => row.client_key).sort()).toEqual(['batch-7f3a#0', 'batch-7f3a#1']);
    });

    it('refuses a key that is not 1-128 visible characters, naming the header', async () => {
      const answer = await dealer
        .post('/api/cards/upload-url')
        .set('Idempotency-Key', 'x'.repeat(200))
        .send({})
        .expect(400);
      expect(answer.body.errors).toEqual([
        { field: 'Idempotency-Key', message: expect.any(String) },
      ]);
    });
  });

  describe('after a crash mid-upload', () => {
    it('a scheduled cleanup removes pending and unused uploads past their URL, and half-written files', async () => {
      // What a server killed mid-upload leaves: stored images no card took, a pending row, a
      // zero-byte .partial file; and, beside them, an image a card uses.
      const jpeg = await cardJpeg(33);
      const stored = (
        await dealer
          .post('/api/cards/upload')
          .attach('files', jpeg, { filename: 'orphan.jpg', contentType: 'image/jpeg' })
          .expect(200)
      ).body.uploaded[0].url as string;
      const used = (
        await dealer
          .post('/api/cards/upload')
          .attach('files', await cardJpeg(34), { filename: 'kept.jpg', contentType: 'image/jpeg' })
          .expect(200)
      ).body.uploaded[0].url as string;
      await dealer
        .post('/api/cards/process-batch')
        .send({ imageUrls: [used] })
        .expect(200);
      const pendingUrl = (
        await dealer.post('/api/cards/upload-url').send({ name: 'never.jpg' }).expect(200)
      ).body.uploadURL as string;
      const pendingKey = new URL(pendingUrl).pathname.replace('/objects/', '');
      const objects = path.join(app.config.dataDir, 'objects');
      const partial = path.join(
        objects,
        `${dealerId}`,
        `${pendingKey.split('/')[1]}.a1b2c3.partial`,
      );
      fs.writeFileSync(partial, '');
      const longAgo = new Date(Date.now() - (app.config.storage.uploadUrlTtlSeconds + 3600) * 1000);
      fs.utimesSync(partial, longAgo, longAgo);
      // A fresh pending upload, still within its URL's lifetime, must stay.
      const freshUrl = (await dealer.post('/api/cards/upload-url').send({}).expect(200)).body
        .uploadURL as string;
      await app.query(`UPDATE uploaded_object SET created_at = $2 WHERE key = ANY($1::text[])`, [
        [stored, used, pendingUrl].map((url) =>
          new URL(url, app.baseUrl).pathname.replace('/objects/', ''),
        ),
        longAgo,
      ]);

      // The cron only enqueues; the job runs the bounded cleanup.
      await app.pennant.app.get(UploadsCleanupCron).enqueue();
      const keyOf = (url: string) => new URL(url, app.baseUrl).pathname.replace('/objects/', '');
      const deadline = Date.now() + 20_000;
      // The job deletes rows before it sweeps half-written files: wait for the whole run.
      const cleanupRunning = async () =>
        fs.existsSync(partial) || (await uploadsOf()).some((u) => u.key === keyOf(stored));
      while ((await cleanupRunning()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));

      const keys = (await uploadsOf()).map((u) => u.key);
      expect(keys).not.toContain(keyOf(stored));
      expect(keys).not.toContain(pendingKey);
      expect(keys).toContain(keyOf(used));
      expect(keys).toContain(keyOf(freshUrl));
      expect(fs.existsSync(path.join(objects, keyOf(stored)))).toBe(false);
      expect(fs.existsSync(path.join(objects, `${keyOf(stored)}-thumb.jpg`))).toBe(false);
      expect(fs.existsSync(partial)).toBe(false);
      await dealer.get(used).expect(200);
      await dealer.get(stored).expect(404);

      // Run again: nothing more to remove, the used image stays.
      const orm = app.pennant.app.get(MikroORM);
      const again = await RequestContext.create(orm.em, () =>
        app.pennant.app.get(UploadsService).cleanUpAbandoned(),
      );
      expect(again).toEqual({
        pending: 0,
        unused: 0,
        partialFiles: 0,
        swept: 0,
      });
    });
  });
});
