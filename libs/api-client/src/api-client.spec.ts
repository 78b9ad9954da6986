import {
  ApiError,
  apiFile,
  apiPage,
  apiRequest,
  errorText,
  getFetcher,
  isUnauthorizedError,
  UNREACHABLE,
} from './index';

function answer(status: number, body: string, statusText = '') {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body || null, { status, statusText }),
  );
}

describe('api-client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends credentials and a JSON body, and parses the answer', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(apiRequest('PUT', '/api/settings', { lottingMode: 'set' })).resolves.toEqual({
      ok: true,
    });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/settings');
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      body: '{"lottingMode":"set"}',
    });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('resolves an empty answer (204) with undefined', async () => {
    globalThis.fetch = answer(204, '') as unknown as typeof fetch;
    await expect(apiRequest('DELETE', '/api/ebay/disconnect')).resolves.toBeUndefined();
  });

  it('turns a non-OK answer into "<status>: <body>" and exposes the server message', async () => {
    globalThis.fetch = answer(
      400,
      '{"statusCode":400,"message":"pricingBasis must be one of sold_median"}',
    ) as unknown as typeof fetch;
    const error = await apiRequest('PUT', '/api/settings', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '400: {"statusCode":400,"message":"pricingBasis must be one of sold_median"}',
    );
    expect((error as ApiError).serverMessage).toBe('pricingBasis must be one of sold_median');
  });

  it('exposes the error code and the list of details', () => {
    const error = new ApiError(
      409,
      JSON.stringify({
        statusCode: 409,
        code: 'SELLING_SETUP_INCOMPLETE',
        message: 'Before publishing to eBay: Choose a return policy.',
        errors: [{ field: 'sellingSetup', message: 'Choose a return policy' }, { bad: 1 }],
      }),
      'Conflict',
    );
    expect(error.code).toBe('SELLING_SETUP_INCOMPLETE');
    expect(error.details).toEqual([{ field: 'sellingSetup', message: 'Choose a return policy' }]);
    const plain = new ApiError(502, 'Bad Gateway', 'Bad Gateway');
    expect(plain.code).toBeNull();
    expect(plain.details).toEqual([]);
  });

  it('reads the total of a paged list from X-Total-Count', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('[{"id":"a"}]', { status: 200, headers: { 'X-Total-Count': '41' } }),
    ) as unknown as typeof fetch;
    await expect(apiPage('/api/listings?page=3')).resolves.toEqual({
      items: [{ id: 'a' }],
      total: 41,
    });
  });

  it('downloads a file as text with the name the server gives it, and refuses as the JSON calls do', async () => {
    globalThis.fetch = jest.fn(
      async () =>
        new Response('Date,Item\r\n2026-10-05,Griffey', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="pennant-sales-all.csv"' },
        }),
    ) as unknown as typeof fetch;
    await expect(apiFile('/api/orders/export.csv')).resolves.toEqual({
      text: 'Date,Item\r\n2026-10-05,Griffey',
      fileName: 'pennant-sales-all.csv',
    });
    globalThis.fetch = answer(
      400,
      '{"message":"25000 orders are more than one file holds (20000): export fewer days at a time"}',
    ) as unknown as typeof fetch;
    const refused = await apiFile('/api/orders/export.csv').catch((error: unknown) => error);
    expect(errorText(refused)).toBe(
      '25000 orders are more than one file holds (20000): export fewer days at a time',
    );
  });

  it('uses the status text when the body is empty', async () => {
    globalThis.fetch = answer(503, '', 'Service Unavailable') as unknown as typeof fetch;
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('recognises the logged-out error only for 401 with Unauthorized', () => {
    expect(
      isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized')),
    ).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, 'Unauthorized', 'Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('boom'))).toBe(false);
  });

  it('lets a read yield null on 401 instead of an error', async () => {
    globalThis.fetch = answer(401, '{"message":"Unauthorized"}') as unknown as typeof fetch;
    await expect(getFetcher('returnNull')('/api/auth/user')).resolves.toBeNull();
    await expect(getFetcher('throw')('/api/auth/user')).rejects.toThrow(/^401: /);
  });

  it('says in words that Pennant could not be reached when a call got no answer', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const failure = await apiRequest('GET', '/api/cards').catch((error: unknown) => error);
    expect(errorText(failure)).toBe(UNREACHABLE);
    expect(errorText(new TypeError('Load failed'))).toBe(UNREACHABLE);
    expect(
      errorText(new ApiError(400, '{"message":"name must not be empty"}', 'Bad Request')),
    ).toBe('name must not be empty');
  });
});
