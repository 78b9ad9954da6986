import {
  batchWaitsForFailedUploads,
  contentTypeOf,
  heldBatchText,
  mapWithConcurrency,
  objectPath,
  uploadSummary,
  UploadError,
} from './service';

describe('upload service', () => {
  it('says the uploaded cards are still being identified, with the counts', () => {
    expect(uploadSummary(2, 1)).toBe(
      '2 processed, 1 failed. The cards are being identified; results show in Processed Cards.',
    );
    expect(uploadSummary(1, 0)).toBe(
      '1 processed, 0 failed. The card is being identified; results show in Processed Cards.',
    );
    expect(uploadSummary(0, 3)).toBe('0 processed, 3 failed.');
  });

  it('normalises an upload URL to its object path', () => {
    expect(objectPath('/objects/d1/a.jpg?expires=1&signature=x')).toBe('/objects/d1/a.jpg');
    expect(objectPath('https://bucket.example.com/objects/d1/a.jpg?X-Amz-Signature=1')).toBe(
      '/objects/d1/a.jpg',
    );
  });

  it('sends HEIC files without a browser type as image/heic', () => {
    expect(contentTypeOf({ name: 'IMG_1.HEIC', type: '' })).toBe('image/heic');
    expect(contentTypeOf({ name: 'a.png', type: 'image/png' })).toBe('image/png');
  });

  it('runs at most `limit` tasks at a time and keeps results in order, failures included', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([1, 2, 3, 4, 5], 2, async (value) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (value === 3) throw new Error('three');
      return value * 10;
    });
    expect(peak).toBe(2);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed')),
    ).toEqual([10, 20, 'failed', 40, 50]);
  });
});

describe('a batch with photos that failed to upload', () => {
  it('waits when pairs or slots are counted by place in the stack, so no later card takes the wrong photo or slot', () => {
    expect(batchWaitsForFailedUploads(1, { pairing: 'alternate' })).toBe(true);
    expect(batchWaitsForFailedUploads(1, { pairing: 'names' })).toBe(true);
    expect(
      batchWaitsForFailedUploads(1, { pairing: 'none', storage: { box: 'B1', firstSlot: 7 } }),
    ).toBe(true);
  });

  it('goes without the failed photos when each is a card of its own without a slot, or when none failed', () => {
    expect(batchWaitsForFailedUploads(1, { pairing: 'none' })).toBe(false);
    expect(
      batchWaitsForFailedUploads(2, { pairing: 'none', storage: { box: 'B1', row: 'R2' } }),
    ).toBe(false);
    expect(batchWaitsForFailedUploads(0, { pairing: 'alternate', storage: { firstSlot: 1 } })).toBe(
      false,
    );
  });

  it('names the photos that failed and says the rest are kept', () => {
    expect(heldBatchText([new UploadError('B1.jpg', 'No Internet connection').message])).toMatch(
      /^Failed to upload B1\.jpg: No Internet connection\. Nothing was processed.*still in Current Card/,
    );
  });
});
