import type { Readable } from 'node:stream';

export type ReceivedBody = { data: Buffer; tooLarge: false } | { tooLarge: true };

/**
 * Reads a request or file stream, keeping at most `maxBytes`. A longer body is read to its end
 * and dropped (so the client still gets the refusal rather than a reset connection).
 */
export function readLimited(stream: Readable, maxBytes: number): Promise<ReceivedBody> {
  // A body parser already read it (a JSON or form body): there is no file in it.
  if (stream.readableEnded) return Promise.resolve({ data: Buffer.alloc(0), tooLarge: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    stream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    stream.once('end', () =>
      resolve(
        received > maxBytes ? { tooLarge: true } : { data: Buffer.concat(chunks), tooLarge: false },
      ),
    );
    stream.once('error', reject);
  });
}
