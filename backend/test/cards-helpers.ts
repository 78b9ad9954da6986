import sharp from 'sharp';
import type { Card, CardEvent } from '@pennant/contracts';
import { pathOf, type Agent } from './support/sign-in';

/** A card-shaped JPEG with printed lines of text (a stand-in photo when what is printed does not matter). */
export async function printedCardJpeg(lines: string[], seed = 0): Promise<Buffer> {
  const text = lines
    .map(
      (line, index) =>
        `<text x="40" y="${120 + index * 70}" font-family="DejaVu Sans, Arial" font-size="44" fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="840">
    <rect width="600" height="840" fill="hsl(${hue},30%,92%)"/>
    <rect x="16" y="16" width="568" height="808" fill="none" stroke="#333" stroke-width="6"/>
    ${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The spec's upload: ask for a signed URL, PUT the file to it; answers the upload URL. */
export async function uploadImage(agent: Agent, data: Buffer, name = 'card.jpg'): Promise<string> {
  const answer = await agent.post('/api/cards/upload-url').send({ name }).expect(200);
  const uploadURL: string = answer.body.uploadURL;
  const contentType = data.subarray(1, 4).toString() === 'PNG' ? 'image/png' : 'image/jpeg';
  await agent.put(pathOf(uploadURL)).set('Content-Type', contentType).send(data).expect(200);
  return uploadURL;
}

/** Reads the card until `done` says so (identification runs in the background). */
export async function waitForCard(
  agent: Agent,
  id: string,
  done: (card: Card) => boolean = (card) => card.status !== 'processing',
  timeoutMs = 60_000,
): Promise<Card> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const card: Card = (await agent.get(`/api/cards/${id}`).expect(200)).body;
    if (done(card)) return card;
    if (Date.now() > deadline)
      throw new Error(`card ${id} still ${card.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The card events the dealer's session receives from GET /api/cards/events, until `close()`. */
export function openCardEvents(baseUrl: string, agent: Agent) {
  const cookie = agent.jar
    .getCookies({ domain: new URL(baseUrl).hostname, path: '/api', secure: false, script: false })
    .map((each) => each.toValueString())
    .join('; ');
  const received: CardEvent[] = [];
  const controller = new AbortController();
  const opened = fetch(`${baseUrl}/api/cards/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reading = opened.then(async (response) => {
    if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
    let buffered = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      const messages = buffered.split('\n\n');
      buffered = messages.pop() ?? '';
      received.push(...messages.flatMap(cardEventOf));
    }
  });
  reading.catch(() => undefined);
  return {
    opened: opened.then((response) => response.status),
    received,
    async waitFor(match: (event: CardEvent) => boolean, timeoutMs = 10_000): Promise<CardEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no matching card event arrived');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => controller.abort(),
  };
}

/** One server-sent message ("event: ...\ndata: {...}") as a card event; heartbeats are none. */
function cardEventOf(message: string): CardEvent[] {
  const data = message
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .join('\n');
  return data.startsWith('{') ? [JSON.parse(data) as CardEvent] : [];
}
