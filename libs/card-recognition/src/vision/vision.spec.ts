import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResolvedCard } from '../types';
import { readWithVision, visionConfigured } from './read-with-vision';
import { reconcile } from './reconcile';

/** A local stand-in that speaks the chat completions API and records what it was sent. */
class StandInModel {
  readonly requests: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
  private server: Server | null = null;
  constructor(private readonly answer: () => { status: number; body: unknown }) {}

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const body = JSON.parse(await readBody(request));
      this.requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const { status, body: answer } = this.answer();
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

const modelCard = {
  player: 'Mario Lemieux',
  team: 'Pittsburgh Penguins',
  sport: 'hockey',
  year: 1991,
  brand: 'Upper Deck',
  set: "Upper Deck McDonald's All-Stars",
  cardNumber: 'McH-01',
  variant: 'Hologram',
  rookieCard: false,
  autograph: false,
  memorabilia: false,
  serialNumber: null,
  grader: 'PSA',
  grade: '9',
  certNumber: '12345678',
};

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'stand-in',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe('readWithVision', () => {
  let model: StandInModel;
  let baseUrl: string;
  let status = 200;
  let content = JSON.stringify(modelCard);

  beforeAll(async () => {
    model = new StandInModel(() => ({
      status,
      body: status === 200 ? completion(content) : { error: { message: 'down' } },
    }));
    baseUrl = await model.start();
  });
  afterAll(() => model.stop());
  beforeEach(() => {
    [status, content] = [200, JSON.stringify(modelCard)];
    model.requests.length = 0;
  });

  it('sends the images with a strict JSON schema and reads the answer into the engine result', async () => {
    const result = await readWithVision(
      [
        { role: 'front', data: jpeg },
        { role: 'back', data: jpeg },
      ],
      { apiKey: 'sk-test', baseUrl, model: 'gpt-test' },
    );
    expect(result).toMatchObject({
      player: 'Mario Lemieux',
      year: 1991,
      cardNumber: 'McH-01',
      graded: { grader: 'PSA', grade: '9', certNumber: '12345678' },
    });
    const [request] = model.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'gpt-test',
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    });
    const parts = (request.body.messages as { content: unknown }[])[1].content as {
      type: string;
      image_url?: { url: string };
    }[];
    expect(
      parts
        .filter((part) => part.type === 'image_url')
        .map((part) => part.image_url?.url.slice(0, 23)),
    ).toEqual(['data:image/jpeg;base64,', 'data:image/jpeg;base64,']);
  });

  it('fails loudly when the service fails or answers something else than the schema', async () => {
    status = 503;
    await expect(
      readWithVision([{ role: 'front', data: jpeg }], { apiKey: 'k', baseUrl, model: 'm' }),
    ).rejects.toThrow();
    status = 200;
    content = 'not json';
    await expect(
      readWithVision([{ role: 'front', data: jpeg }], { apiKey: 'k', baseUrl, model: 'm' }),
    ).rejects.toThrow();
  });

  it('is off without an API key', () => {
    expect(visionConfigured(undefined)).toBe(false);
    expect(visionConfigured({ apiKey: '', model: 'm' })).toBe(false);
    expect(visionConfigured({ apiKey: 'k', model: 'm' })).toBe(true);
  });
});

function ocrCard(fields: Partial<ResolvedCard>): ResolvedCard {
  return {
    player: null,
    team: null,
    sport: null,
    year: null,
    brand: null,
    set: null,
    cardNumber: null,
    variant: null,
    rookieCard: false,
    autograph: false,
    memorabilia: false,
    serialNumber: null,
    graded: null,
    confidence: 0.3,
    sources: {},
    ...fields,
  };
}

describe('reconcile', () => {
  const vision = {
    player: 'Joe Mauer',
    year: 2015,
    brand: 'Topps',
    set: 'Topps Heritage',
    cardNumber: '40',
    team: 'Minnesota Twins',
  };

  it('fills what OCR could not read and marks it as the vision reading', () => {
    const result = reconcile(
      ocrCard({ player: 'Joe Mauer', sources: { player: 'catalog' } }),
      vision,
    );
    expect(result).toMatchObject({ player: 'Joe Mauer', set: 'Topps Heritage', cardNumber: '40' });
    expect(result.sources).toMatchObject({
      player: 'catalog',
      set: 'vision',
      cardNumber: 'vision',
    });
  });

  it('is confident when both readers agree on every key field', () => {
    const agreeing = ocrCard({
      ...vision,
      cardNumber: '#40',
      sources: { player: 'catalog' },
      confidence: 0.4,
    });
    expect(reconcile(agreeing, vision).confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps a checklist or dealer value over the model, and lowers confidence on disagreement', () => {
    const ocr = ocrCard({
      ...vision,
      cardNumber: '41',
      year: 2014,
      sources: { cardNumber: 'checklist', year: 'ocr' },
      confidence: 0.8,
    });
    const result = reconcile(ocr, vision);
    expect(result.cardNumber).toBe('41');
    expect(result.year).toBe(2015);
    expect(result.confidence).toBeLessThan(0.8);
  });
});
