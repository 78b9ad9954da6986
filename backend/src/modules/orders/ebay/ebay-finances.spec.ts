import type { EbayEndpoints } from '../../../integrations/ebay';
import { dateRanges, EbayFinances } from './ebay-finances';

const endpoints: EbayEndpoints = {
  authBaseUrl: 'https://auth.ebay.test',
  apiBaseUrl: 'https://api.ebay.test',
  apizBaseUrl: 'https://apiz.ebay.test',
  apimBaseUrl: 'https://apim.ebay.test',
  wwwBaseUrl: 'https://www.ebay.test',
};
const tokens = { current: async () => 'token', refresh: async () => 'token' };
const connections = { accessTokenSource: () => tokens };
const DAY_MS = 86_400_000;

/** Runs `body` with eBay answering through `answer`; the filters sent, in order. */
async function withEbay(answer: () => Response, body: () => Promise<unknown>) {
  const filters: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: Request) => {
    filters.push(new URL(input.url).searchParams.get('filter') ?? '');
    return answer();
  }) as typeof fetch;
  try {
    return { result: await body(), filters };
  } finally {
    globalThis.fetch = realFetch;
  }
}

describe('EbayFinances.saleFeesSince', () => {
  const finances = new EbayFinances(endpoints, connections as never);

  it("reads eBay's documented 204 (no transaction matched) as no fees, not as a failure", async () => {
    const { result } = await withEbay(
      () => new Response(null, { status: 204 }),
      () => finances.saleFeesSince('d1', new Date(Date.now() - 3_600_000)),
    );
    expect(result).toEqual([]);
  });

  it("leaves the date range open rather than ending it at Pennant's own clock", async () => {
    const from = new Date('2026-03-01T12:00:00.000Z');
    const { filters } = await withEbay(
      () => new Response(null, { status: 204 }),
      () => finances.saleFeesSince('d1', from, new Date('2026-03-01T13:00:00.000Z')),
    );
    expect(filters).toEqual([
      'transactionDate:[2026-03-01T12:00:00.000Z..],transactionType:{SALE|REFUND}',
    ]);
  });
});

describe('dateRanges', () => {
  it('reads a start older than an open range reaches in closed windows, the last one open', () => {
    const now = new Date('2026-06-30T00:00:00.000Z');
    const ranges = dateRanges(new Date(now.getTime() - 150 * DAY_MS), now);
    expect(ranges).toEqual([
      '[2026-01-31T00:00:00.000Z..2026-03-31T23:59:59.999Z]',
      '[2026-04-01T00:00:00.000Z..2026-05-30T23:59:59.999Z]',
      '[2026-05-31T00:00:00.000Z..]',
    ]);
    // The closed windows end well before now; the open one starts less than 90 days back.
    expect(dateRanges(new Date(now.getTime() - 80 * DAY_MS), now)).toEqual([
      '[2026-04-11T00:00:00.000Z..]',
    ]);
  });
});
