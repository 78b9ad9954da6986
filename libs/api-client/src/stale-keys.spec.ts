import { SWRConfig } from 'swr';
import { getFetcher, isStale, revalidateUnder } from './index';

const ALL_CARDS = '/api/cards?pageSize=24';
const LOTS = '/api/lots';

/** A fetch whose answer waits until `answer` is called. */
function heldFetch() {
  let answer: (body: string, status?: number) => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (body, status = 200) => resolve(new Response(body, { status }));
      }),
  );
  return { fetchMock, answer: (body: string, status?: number) => answer(body, status) };
}

describe('reads a write may have changed off screen', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    // As a screen's read leaves them in SWR's cache, with the key it was read under.
    const { cache } = SWRConfig.defaultValue;
    cache.set(ALL_CARDS, { data: { total: 4 }, _k: ALL_CARDS } as never);
    cache.set(LOTS, { data: [], _k: LOTS } as never);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('marks the cached reads under the written path, and only those', async () => {
    await revalidateUnder(['/api/cards']);
    expect(isStale(ALL_CARDS)).toBe(true);
    expect(isStale(LOTS)).toBe(false);
    expect(isStale(null)).toBe(false);
  });

  it('clears the mark once a read started after the write has its answer', async () => {
    await revalidateUnder(['/api/cards']);
    const held = heldFetch();
    globalThis.fetch = held.fetchMock as unknown as typeof fetch;
    const reading = getFetcher()(ALL_CARDS);
    expect(isStale(ALL_CARDS)).toBe(true);
    held.answer('{"total":3}');
    await expect(reading).resolves.toEqual({ total: 3 });
    expect(isStale(ALL_CARDS)).toBe(false);
  });

  it('keeps the mark when the answer comes from a read started before the write', async () => {
    const held = heldFetch();
    globalThis.fetch = held.fetchMock as unknown as typeof fetch;
    const reading = getFetcher()(ALL_CARDS);
    await revalidateUnder(['/api/cards']);
    held.answer('{"total":4}');
    await reading;
    expect(isStale(ALL_CARDS)).toBe(true);
  });

  it('keeps the mark when the read fails', async () => {
    await revalidateUnder(['/api/cards']);
    const held = heldFetch();
    globalThis.fetch = held.fetchMock as unknown as typeof fetch;
    const reading = getFetcher()(ALL_CARDS);
    held.answer('{"message":"down"}', 503);
    await expect(reading).rejects.toThrow('503');
    expect(isStale(ALL_CARDS)).toBe(true);
  });
});
