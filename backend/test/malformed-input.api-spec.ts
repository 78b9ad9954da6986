import sharp from 'sharp';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';

/** The error shape every refusal answers in. */
function expectErrorShape(body: Record<string, unknown>, status: number): void {
  expect(body.statusCode).toBe(status);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
}

describe('Malformed input answers 4xx in the error shape, never 500', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'malformed_input');
  });
  afterAll(() => app.close());

  it('answers 413 to a JSON body over the limit, signed out too', async () => {
    const big = JSON.stringify({ filler: 'x'.repeat(1_100_000) });
    for (const client of [app.http, dealer]) {
      const answer = await client
        .post('/api/logout')
        .set('Content-Type', 'application/json')
        .send(big);
      expect(answer.status).toBe(413);
      expectErrorShape(answer.body, 413);
      expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('refuses a ship-from postal code that is not one of its country, before anything is made on eBay', async () => {
    for (const [request, message] of [
      [{ postalCode: 'ABC' }, 'postalCode must be a US ZIP code such as 10001 or 10001-1234'],
      [{ postalCode: '1234' }, 'postalCode must be a US ZIP code such as 10001 or 10001-1234'],
      [
        { postalCode: '12345', country: 'CA' },
        'postalCode must be a Canadian postal code such as K1A 0B1',
      ],
    ] as const) {
      const answer = await dealer.post('/api/selling/setup/defaults').send(request).expect(400);
      expect(answer.body.errors).toEqual([{ field: 'postalCode', message }]);
    }
    const setup = await dealer.get('/api/selling/setup').expect(200);
    expect(setup.body.locations).toEqual([]);
  });

  it('answers 400 to JSON nested 5,000 deep, without a stack overflow', async () => {
    const arrays = '['.repeat(5000) + ']'.repeat(5000);
    const objects = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const [route, body] of [
      ['/api/onboarding/step', arrays],
      ['/api/settings', objects],
    ]) {
      const answer = await dealer.put(route).set('Content-Type', 'application/json').send(body);
      expect(answer.status).toBe(400);
      expectErrorShape(answer.body, 400);
      expect(answer.body.message).toMatch(/deeper than 32 levels/);
    }
    await dealer.put('/api/onboarding/step').send({ step: 2 }).expect(200);
  });

  it('answers 415 to a compressed body (Content-Encoding), plain or really gzipped', async () => {
    const answer = await dealer
      .put('/api/settings')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"pricingBasis":"sold_median"}');
    expect(answer.status).toBe(415);
    expectErrorShape(answer.body, 415);
    expect(answer.body.message).toMatch(/Content-Encoding/);
  });

  it.each([
    ['/api/settings', 'pricingBasis'],
    ['/api/settings', 'defaultMarkupPercent'],
    ['/api/settings', 'minSingleFmv'],
    ['/api/settings', 'lottingMode'],
    ['/api/dealer/settings', 'autoApprove'],
    ['/api/profile', 'timeZone'],
  ])(
    'PUT %s refuses null in %s with 400 naming it, and keeps the setting',
    async (route, field) => {
      const before = (await dealer.get('/api/settings').expect(200)).body;
      const answer = await dealer
        .put(route)
        .send({ [field]: null })
        .expect(400);
      expect(answer.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ field, message: `${field} must not be null` }],
      });
      expect((await dealer.get('/api/settings').expect(200)).body).toEqual(before);
    },
  );

  it('still takes null where the API documents it as clearing a value (storeName)', async () => {
    await dealer.put('/api/profile').send({ storeName: 'Corner Cards' }).expect(200);
    const cleared = await dealer.put('/api/profile').send({ storeName: null }).expect(200);
    expect(cleared.body.storeName).toBeNull();
  });

  it('refuses a NUL character in any text with 400 naming the field, query strings included', async () => {
    const cases = [
      dealer.put('/api/profile').send({ storeName: 'Corner\u0000Cards' }),
      dealer.post('/api/cards/upload-url').send({ name: 'front\u0000.jpg' }),
      dealer.get('/api/cards?q=%00'),
      dealer.patch('/api/cards/00000000-0000-4000-8000-000000000000').send({ player: 'Ken\u0000' }),
      dealer.get('/api/cards/%00'),
    ];
    const fields = ['storeName', 'name', 'q', 'player', 'id'];
    for (const [index, pending] of cases.entries()) {
      const answer = await pending;
      expect(answer.status).toBe(400);
      expectErrorShape(answer.body, 400);
      expect(answer.body.errors).toEqual([
        { field: fields[index], message: `${fields[index]} must not contain a NUL character` },
      ]);
    }
  });

  it('refuses a multipart file whose name holds a NUL character, raw or %-encoded', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#363' } })
      .jpeg()
      .toBuffer();
    for (const disposition of [
      `form-data; name="files"; filename="a\u0000b.jpg"`,
      `form-data; name="files"; filename*=UTF-8''a%00b.jpg`,
    ]) {
      const body = Buffer.concat([
        Buffer.from(
          `--b0undary\r\nContent-Disposition: ${disposition}\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from('\r\n--b0undary--\r\n'),
      ]);
      const answer = await dealer
        .post('/api/cards/upload')
        .set('Content-Type', 'multipart/form-data; boundary=b0undary')
        .send(body);
      expect(answer.status).toBe(400);
      expectErrorShape(answer.body, 400);
    }
    const stored = await app.query(`SELECT name FROM uploaded_object WHERE name LIKE 'a%b.jpg'`);
    expect(stored).toEqual([]);
  });

  it('says a required field left out or sent as null is required, naming it', async () => {
    const cases: Array<[Promise<{ status: number; body: Record<string, unknown> }>, string]> = [
      [dealer.post('/api/cards/process').send({}), 'imageUrl is required'],
      [dealer.post('/api/cards/process').send({ imageUrl: null }), 'imageUrl must not be null'],
      [dealer.post('/api/cards/process-batch').send({}), 'imageUrls is required'],
    ];
    for (const [pending, message] of cases) {
      const answer = await pending;
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('refuses a body or a query string that a request does not take, naming what it would have ignored', async () => {
    const cases: Array<[Promise<{ status: number; body: Record<string, unknown> }>, string]> = [
      [
        dealer.post('/api/listings/sync').send({ since: '2026-01-01' }),
        'property since should not exist',
      ],
      [
        dealer.post('/api/cards/lot-low-fmv').send({ cardIds: [] }),
        'property cardIds should not exist',
      ],
      [dealer.post('/api/selling/setup/opt-in').send(['yes']), 'This request takes no body'],
      [dealer.get('/api/cards/pending?page=2'), 'property page should not exist'],
      [app.http.get('/api/public/metrics?dealer=someone'), 'property dealer should not exist'],
    ];
    for (const [pending, message] of cases) {
      const answer = await pending;
      expect(answer.status).toBe(400);
      expectErrorShape(answer.body, 400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    await dealer.post('/api/listings/sync').send({}).expect(200);
    await dealer.get('/api/cards/pending').expect(200);
  });

  it('answers 415 to a body that is not JSON, saying what to send, and changes nothing', async () => {
    await dealer.put('/api/profile').send({ storeName: 'Before' }).expect(200);
    for (const [type, body] of [
      ['text/plain', '{"storeName":"After"}'],
      ['application/x-www-form-urlencoded', 'storeName=After'],
      ['application/xml', '<storeName>After</storeName>'],
      ['application/vnd.api+json', '{"storeName":"After"}'],
    ]) {
      const answer = await dealer.put('/api/profile').set('Content-Type', type).send(body);
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `The request body must be JSON (Content-Type: application/json), not ${type}`,
      });
    }
    const profile = (await dealer.get('/api/settings').expect(200)).body.profile;
    expect(profile.storeName).toBe('Before');
    const upload = await dealer
      .post('/api/cards/upload')
      .set('Content-Type', 'text/plain')
      .send('not a file');
    expect(upload.status).toBe(415);
    expect(upload.body.message).toMatch(/must be multipart\/form-data/);
    // No body at all is no body, whatever the type says.
    await dealer.post('/api/listings/sync').set('Content-Type', 'text/plain').expect(200);
  });

  it('answers 400 to a JSON body that does not parse or is not an object, saying so', async () => {
    for (const [body, message] of [
      ['{"storeName":', 'The request body is not valid JSON: Unexpected end of JSON input'],
      ['null', 'The request body must be a JSON object'],
      ['"Corner Cards"', 'The request body must be a JSON object'],
      ['42', 'The request body must be a JSON object'],
      ['[]', 'The request body must be a JSON object'],
      ['[{"storeName":"Corner Cards"}]', 'The request body must be a JSON object'],
    ]) {
      const answer = await dealer
        .put('/api/profile')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, code: 'INVALID_JSON', message });
    }
    for (const [route, body] of [
      ['/api/listings/publish', ['5b0c0a8e-1d7f-4c4b-9a57-0d1f6b1a2c3d']],
      ['/api/cards/upload-url', [{ name: 'card.jpg' }]],
      ['/api/ebay/account-deletion', [{ notification: {} }]],
    ] as const) {
      const answer = await dealer.post(route).send(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'INVALID_JSON',
        message: 'The request body must be a JSON object',
        errors: [{ field: 'body', message: 'The request body must be a JSON object' }],
      });
    }
  });

  it('answers 400 to a body that is not UTF-8, keeping what was saved (no "�" in its place)', async () => {
    await dealer.put('/api/profile').send({ storeName: 'Corner Cards' }).expect(200);
    const putBytes = (bytes: Buffer) =>
      dealer
        .put('/api/profile')
        .set('Content-Type', 'application/json')
        // The bytes as they are: supertest would otherwise write a Buffer out as JSON.
        .serialize(() => bytes as unknown as string)
        .send({});
    // "Café Cards" written in Latin-1: é is the one byte 0xE9.
    const answer = await putBytes(Buffer.from('{"storeName":"Caf\u00e9 Cards"}', 'latin1'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'INVALID_ENCODING',
      message: 'The request body is not valid UTF-8: send JSON text encoded as UTF-8',
    });
    const kept = await dealer.get('/api/settings').expect(200);
    expect(kept.body.profile.storeName).toBe('Corner Cards');
    const saved = await putBytes(Buffer.from('{"storeName":"Caf\u00e9 Cards"}', 'utf8'));
    expect(saved.body.storeName).toBe('Caf\u00e9 Cards');
  });

  it('answers 400 to a query parameter given twice, saying so rather than naming a type', async () => {
    for (const path of [
      '/api/listings?status=active&status=sold',
      '/api/orders?startDate=2026-11-01&startDate=2026-11-02',
      '/api/cards?search=a&search=b',
    ]) {
      const answer = await dealer.get(path).expect(400);
      expect(answer.body.errors[0].message).toMatch(
        /^(status|startDate|search) is given more than once: give it once/,
      );
    }
    await dealer.get('/api/listings?status=active,sold').expect(200);
  });

  it('answers 400 to an id in the path that cannot be one, naming the parameter', async () => {
    const cases: Array<[Promise<{ status: number; body: Record<string, unknown> }>, string]> = [
      [dealer.get('/api/cards/42'), 'id must be a card id (a UUID)'],
      [
        dealer.patch('/api/cards/not-a-card').send({ player: 'x' }),
        'id must be a card id (a UUID)',
      ],
      [dealer.delete(`/api/cards/${'x'.repeat(3000)}`), 'id must be a card id (a UUID)'],
      [dealer.post('/api/cards/abc/prepare-listing'), 'id must be a card id (a UUID)'],
      [dealer.post('/api/lots/abc/dissolve'), 'id must be a lot id (a UUID)'],
      [dealer.post('/api/listings/abc/end'), 'id must be a listing id (a UUID)'],
      [
        dealer
          .patch('/api/orders/abc/lines/5b0c0a8e-1d7f-4c4b-9a57-0d1f6b1a2c3d')
          .send({ listedThroughPennant: true }),
        'id must be an order id (a UUID)',
      ],
    ];
    for (const [pending, message] of cases) {
      const answer = await pending;
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    // A well-formed id of no card of the dealer's is simply not found.
    await dealer.get('/api/cards/5b0c0a8e-1d7f-4c4b-9a57-0d1f6b1a2c3d').expect(404);
  });

  it('answers 400 to a publish that names nothing to publish', async () => {
    for (const body of [{}, { cardIds: [] }, { cardIds: [], lotIds: [] }]) {
      const answer = await dealer.post('/api/listings/publish').send(body).expect(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'name at least one card (cardIds) or lot (lotIds) to publish',
      });
    }
  });

  it('answers 400 to an image URL with a bad %-escape', async () => {
    const answer = await dealer.post('/api/cards/process').send({ imageUrl: '/objects/%zz' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'NOT_AN_UPLOAD' });
  });

  it.each(['null', '42', '"text"', '[]', '{"kid":null,"signature":7}'])(
    "answers eBay's 412 to an X-EBAY-SIGNATURE that decodes to %s",
    async (decoded) => {
      const answer = await app.http
        .post('/api/ebay/account-deletion')
        .set('X-EBAY-SIGNATURE', Buffer.from(decoded).toString('base64'))
        .send({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' } });
      expect(answer.status).toBe(412);
      expect(answer.body).toMatchObject({ statusCode: 412, code: 'EBAY_SIGNATURE_INVALID' });
    },
  );
});
