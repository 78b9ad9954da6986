import path from 'node:path';
import type { DatasetRow } from '@pennant/card-recognition';
import type { Card } from '@pennant/contracts';
import type { PennantClient } from '@pennant/test-support';

/** A labelled card of a dataset folder. */
export interface DatasetCard {
  /** Position in cards.csv (0 = first card). */
  index: number;
  row: DatasetRow;
  folder: string;
}

export interface CardOutcome {
  index: number;
  row: DatasetRow;
  /** The card as the API answered it once identification ended (null when a call failed). */
  card: Card | null;
  /** Seconds from the first upload of the card to the identified card, as the dealer waits. */
  seconds: number;
  /** Of those, the seconds its images took to upload (signed URL, PUT, check, thumbnail). */
  uploadSeconds: number;
  failure: string | null;
}

export interface PipelineOptions {
  /** Cards in flight at once (uploads, processing, waiting). */
  inFlight: number;
  /** How long to wait for one card before counting it as failed. */
  cardTimeoutMs: number;
  /** Each pair given back first (the back photo as the front). */
  sidesSwapped?: boolean;
  onProgress?: (done: number, total: number) => void;
}

const POLL_MS = 200;

/** Runs every card through upload → process → identified, a bounded number at a time. */
export async function runCards(
  client: PennantClient,
  cards: DatasetCard[],
  options: PipelineOptions,
): Promise<CardOutcome[]> {
  const outcomes: CardOutcome[] = new Array(cards.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < cards.length) {
      const index = next++;
      outcomes[index] = await runCard(client, cards[index], options);
      done += 1;
      options.onProgress?.(done, cards.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.inFlight, cards.length) }, lane));
  return outcomes;
}

async function runCard(
  client: PennantClient,
  entry: DatasetCard,
  { cardTimeoutMs: timeoutMs, sidesSwapped }: PipelineOptions,
): Promise<CardOutcome> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let uploadSeconds = 0;
  try {
    const { row, folder } = entry;
    // A row may hold only a back (the dataset photographed some cards from one side).
    const upload = (file: string) =>
      file ? client.uploadImage(path.join(folder, file)) : Promise.resolve(null);
    const [front, back] = await Promise.all([upload(row.front), upload(row.back)]);
    uploadSeconds = elapsed();
    const [given, other] = sidesSwapped && front && back ? [back, front] : [front, back];
    const card = await settled(client, await client.processCard(given, other), started + timeoutMs);
    return {
      index: entry.index,
      row: entry.row,
      card,
      seconds: elapsed(),
      uploadSeconds,
      failure: card.status === 'error' ? (card.error ?? 'identification failed') : null,
    };
  } catch (error) {
    return {
      index: entry.index,
      row: entry.row,
      card: null,
      seconds: elapsed(),
      uploadSeconds,
      failure: error instanceof Error ? error.message : String(error),
    };
  }
}

/** The process call answers 202 while the card is still processing: poll it until it is not. */
async function settled(client: PennantClient, card: Card, deadline: number): Promise<Card> {
  let current = card;
  while (current.status === 'processing') {
    if (performance.now() > deadline)
      throw new Error(`card ${card.id} still processing at the time limit`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await client.getCard(card.id);
  }
  return current;
}
