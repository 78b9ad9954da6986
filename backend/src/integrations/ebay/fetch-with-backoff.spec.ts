import { fetchWithBackoff } from './fetch-with-backoff';

function answers(...statuses: Array<number | Error>) {
  const calls: Request[] = [];
  const fetchImpl = async (request: Request) => {
    calls.push(request);
    const next = statuses.shift() ?? 200;
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify({ status: next }), {
      status: next,
      headers: next === 429 ? { 'Retry-After': '2' } : {},
    });
  };
  return { calls, fetchImpl };
}

describe('fetchWithBackoff', () => {
  const sleeps: number[] = [];
  const options = {
    retries: 3,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    sleep: async (ms: number) => void sleeps.push(ms),
    random: () => 1,
  };
  beforeEach(() => (sleeps.length = 0));

  it('retries 429 (honouring Retry-After) and 5xx, then returns the success', async () => {
    const { calls, fetchImpl } = answers(429, 500, 503, 200);
    const response = await fetchWithBackoff(
      fetchImpl,
      options,
    )(new Request('https://api.ebay.com/x', { method: 'POST', body: 'same body' }));
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(4);
    expect(await calls[3].text()).toBe('same body');
    expect(sleeps).toEqual([1000, 200, 400]);
  });

  it('gives up after the configured retries and hands back the last answer', async () => {
    const { calls, fetchImpl } = answers(500, 500, 500, 500, 200);
    const response = await fetchWithBackoff(
      fetchImpl,
      options,
    )(new Request('https://api.ebay.com/x'));
    expect(response.status).toBe(500);
    expect(calls).toHaveLength(4);
  });

  it('does not retry client errors', async () => {
    const { calls, fetchImpl } = answers(400, 200);
    const response = await fetchWithBackoff(
      fetchImpl,
      options,
    )(new Request('https://api.ebay.com/x'));
    expect(response.status).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it('retries network failures', async () => {
    const { calls, fetchImpl } = answers(new TypeError('fetch failed'), 200);
    const response = await fetchWithBackoff(
      fetchImpl,
      options,
    )(new Request('https://api.ebay.com/x'));
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('spreads waits with jitter below the exponential ceiling', async () => {
    const jittered = { ...options, random: () => 0 };
    const { fetchImpl } = answers(500, 500, 200);
    await fetchWithBackoff(fetchImpl, jittered)(new Request('https://api.ebay.com/x'));
    expect(sleeps).toEqual([50, 100]);
  });
});
