import fs from 'node:fs';
import path from 'node:path';
import type { Card, ProcessCardRequest, UploadUrlResponse } from '@pennant/contracts';
import type { Page } from 'playwright-core';

/** One photo of a card and the side it shows. */
export interface CardPhoto {
  file: string;
  type: 'front' | 'back';
}

const IDENTIFY_POLL_MS = 300;

/**
 * Adds a card as a scanner integration would, in the signed-in browser's own session: a signed upload URL for
 * each photo, the PUT, then POST /api/cards/process; answers the card once it is no longer processing.
 */
export async function addCard(
  page: Page,
  baseUrl: string,
  photos: CardPhoto[],
  timeoutMs = 180_000,
): Promise<Card> {
  const images: ProcessCardRequest['images'] = [];
  for (const [index, photo] of photos.entries()) {
    const name = path.basename(photo.file);
    const answer = await page.request.post(`${baseUrl}/api/cards/upload-url`, { data: { name } });
    const { uploadURL } = (await answer.json()) as UploadUrlResponse;
    const put = await page.request.put(uploadURL, { data: fs.readFileSync(photo.file) });
    if (!put.ok()) throw new Error(`PUT ${name}: ${put.status()} ${await put.text()}`);
    images.push({ url: uploadURL, name, type: photo.type, isPrimary: index === 0 });
  }
  const processed = await page.request.post(`${baseUrl}/api/cards/process`, {
    data: { imageUrl: images[0].url, images } satisfies ProcessCardRequest,
    timeout: timeoutMs,
  });
  let card = (await processed.json()) as Card;
  const deadline = Date.now() + timeoutMs;
  while (card.status === 'processing' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, IDENTIFY_POLL_MS));
    card = (await (await page.request.get(`${baseUrl}/api/cards/${card.id}`)).json()) as Card;
  }
  return card;
}
