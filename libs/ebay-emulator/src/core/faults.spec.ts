import { createFaultQueue, faultMatches, FaultSpecError, parseFaultSpec } from './faults';

describe('fault queue', () => {
  it('serves a fault count times, then forgets it', () => {
    const queue = createFaultQueue();
    queue.inject({ status: 429, count: 2 });
    expect(queue.take('api', '/sell/inventory/v1/offer')?.status).toBe(429);
    expect(queue.take('apiz', '/commerce/identity/v1/user/')?.remaining).toBe(0);
    expect(queue.take('api', '/sell/inventory/v1/offer')).toBeUndefined();
    expect(queue.pending()).toEqual([]);
  });

  it('serves faults in the order they were injected', () => {
    const queue = createFaultQueue();
    queue.inject({ status: 500 });
    queue.inject({ status: 429 });
    expect(queue.take('api', '/')?.status).toBe(500);
    expect(queue.take('api', '/')?.status).toBe(429);
  });

  it('hits one matching request in `every`, so faults spread over a run', () => {
    const queue = createFaultQueue();
    queue.inject({ status: 500, every: 5, count: 2, pathPrefix: '/sell/inventory' });
    const hits = Array.from({ length: 15 }, () =>
      queue.take('api', '/sell/inventory/v1/bulk_create_offer') ? 'fault' : 'served',
    );
    expect(hits.map((hit, index) => (hit === 'fault' ? index + 1 : null)).filter(Boolean)).toEqual([
      5, 10,
    ]);
    expect(queue.pending()).toEqual([]);
    expect(() => parseFaultSpec({ status: 500, every: 0 })).toThrow(FaultSpecError);
  });

  it('skips non-matching faults without using them up', () => {
    const queue = createFaultQueue();
    queue.inject({ status: 500, pathPrefix: '/sell/inventory' });
    expect(queue.take('api', '/commerce/taxonomy/v1')).toBeUndefined();
    expect(queue.pending()).toHaveLength(1);
    queue.clear();
    expect(queue.pending()).toEqual([]);
  });
});

describe('faults on bulk entries', () => {
  it('hit entries only, never a whole request, and count entries for `every` and `count`', () => {
    const queue = createFaultQueue();
    queue.inject({ status: 503, entries: true, every: 2, count: 2, pathPrefix: '/sell/inventory' });
    expect(queue.take('api', '/sell/inventory/v1/bulk_publish_offer')).toBeUndefined();
    const hits = Array.from({ length: 6 }, () =>
      queue.takeEntry('api', '/sell/inventory/v1/bulk_publish_offer') ? 'fault' : 'served',
    );
    expect(hits).toEqual(['served', 'fault', 'served', 'fault', 'served', 'served']);
    queue.inject({ status: 500 });
    expect(queue.takeEntry('api', '/sell/inventory/v1/bulk_publish_offer')).toBeUndefined();
    expect(queue.pending()).toHaveLength(1);
  });

  it('need a 500 or 503 and no delay', () => {
    expect(() => parseFaultSpec({ status: 429, entries: true })).toThrow(FaultSpecError);
    expect(() => parseFaultSpec({ delayMs: 10, entries: true })).toThrow(FaultSpecError);
    expect(() => parseFaultSpec({ status: 500, delayMs: 10, entries: true })).toThrow(
      FaultSpecError,
    );
    expect(() => parseFaultSpec({ status: 500, entries: 'yes' })).toThrow(FaultSpecError);
    expect(parseFaultSpec({ status: 503, entries: true })).toEqual({ status: 503, entries: true });
    expect(parseFaultSpec({ status: 503, entries: false })).toEqual({ status: 503 });
  });
});

describe('faultMatches', () => {
  it('hits the REST hosts (api, apiz, apim) by default, the page hosts only when asked', () => {
    const fault = { status: 429 as const, remaining: 1 };
    expect(faultMatches(fault, 'api', '/x')).toBe(true);
    expect(faultMatches(fault, 'apiz', '/x')).toBe(true);
    expect(faultMatches(fault, 'apim', '/x')).toBe(true);
    expect(faultMatches(fault, 'auth', '/x')).toBe(false);
    expect(faultMatches(fault, 'www', '/x')).toBe(false);
    expect(faultMatches({ ...fault, host: 'www' }, 'www', '/x')).toBe(true);
    expect(faultMatches({ ...fault, host: 'auth' }, 'auth', '/x')).toBe(true);
    expect(faultMatches({ ...fault, host: 'apiz' }, 'api', '/x')).toBe(false);
  });
});

describe('parseFaultSpec', () => {
  it('accepts a complete spec', () => {
    const spec = { status: 500, errorId: 25025, count: 2, pathPrefix: '/sell', host: 'api' };
    expect(parseFaultSpec(spec)).toEqual(spec);
  });

  it('accepts a delay alone, or with a status', () => {
    expect(parseFaultSpec({ delayMs: 2500, host: 'apim' })).toEqual({
      delayMs: 2500,
      host: 'apim',
    });
    expect(parseFaultSpec({ status: 503, delayMs: 10 })).toEqual({ status: 503, delayMs: 10 });
  });

  it.each([
    [null],
    [{ status: 404 }],
    [{ status: 429, count: 1.5 }],
    [{ status: 429, errorId: '2001' }],
    [{ status: 429, pathPrefix: 'sell' }],
    [{ status: 429, host: 'nowhere' }],
    [{ count: 2 }],
    [{ delayMs: 0 }],
    [{ status: 500, delayMs: 1.5 }],
  ])('refuses %j', (input) => {
    expect(() => parseFaultSpec(input)).toThrow(FaultSpecError);
  });
});
