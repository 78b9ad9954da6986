import { apiRequest } from '@pennant/api-client';
import type { ProcessBatchRequest, UploadUrlResponse } from '@pennant/contracts';

/** The upload widget's concurrency (spec section 9). */
export const UPLOAD_CONCURRENCY = 6;

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heif',
  webp: 'image/webp',
};

export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

export class UploadError extends Error {
  constructor(fileName: string, reason: string) {
    super(`Failed to upload ${fileName}: ${reason}`);
    this.name = 'UploadError';
  }
}

async function failureReason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  if (response.status === 403 && /expired/i.test(text)) return 'Request has expired';
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON (S3 answers XML)
  }
  return `${response.status}: ${response.statusText || 'Non 2xx'}`;
}

/**
 * One file, one signed URL, one PUT (spec section 7). Resolves with the URL the file was PUT to;
 * the server normalises it (query string and all) when the card is processed.
 */
export async function uploadFile(file: File): Promise<string> {
  let uploadURL: string;
  try {
    ({ uploadURL } = await apiRequest<UploadUrlResponse>('POST', '/api/cards/upload-url'));
  } catch (error) {
    throw new UploadError(file.name, (error as Error).message);
  }
  if (!uploadURL) throw new UploadError(file.name, 'Cannot upload to an undefined URL');
  let response: Response;
  try {
    response = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': contentTypeOf(file) },
      body: file,
    });
  } catch {
    throw new UploadError(file.name, 'No Internet connection');
  }
  if (!response.ok) throw new UploadError(file.name, await failureReason(response));
  return uploadURL;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of results. */
export async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index], index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** "/objects/d1/a.jpg?sig=..." or "https://host/objects/d1/a.jpg" -> "/objects/d1/a.jpg". */
export function objectPath(url: string): string {
  try {
    return new URL(url, 'http://pennant.local').pathname;
  } catch {
    return url.split('?')[0];
  }
}

/**
 * The Upload Complete toast: the spec's counts, and what happens next, since "processed" means the cards were
 * made and queued, while the list beside it still reads "Identifying...".
 */
export function uploadSummary(processed: number, failed: number): string {
  const counts = `${processed} processed, ${failed} failed.`;
  if (processed === 0) return counts;
  return `${counts} ${processed === 1 ? 'The card is' : 'The cards are'} being identified; results show in Processed Cards.`;
}

/**
 * Whether a batch some of whose photos failed to upload must wait for them rather than go without: pairs and
 * storage slots are counted by a photo's place in the stack, so one photo missing would pair, or shelve, every
 * later card with the wrong photo or slot. A batch of single cards without slots loses only the failed card.
 */
export function batchWaitsForFailedUploads(
  failedUploads: number,
  request: Pick<ProcessBatchRequest, 'pairing' | 'storage'>,
): boolean {
  if (failedUploads === 0) return false;
  const paired = (request.pairing ?? 'none') !== 'none';
  return paired || request.storage?.firstSlot !== undefined;
}

/** What the dealer is told when a batch waits for photos that failed to upload (each failure names its file). */
export function heldBatchText(failures: string[]): string {
  return `${failures.join('; ')}. Nothing was processed, so no card is paired or shelved without its photo: the photos are still in Current Card; try again.`;
}
