import { ListingCrons } from './listing-crons';

describe('listing crons', () => {
  function harness(activeDealers: string[]) {
    const enqueued: { name: string; data: unknown; jobId?: string }[] = [];
    const jobs = {
      enqueue: async (name: string, data: unknown, options?: { jobId?: string }) =>
        void enqueued.push({ name, data, jobId: options?.jobId }),
    };
    const em = {
      fork: () => ({
        getConnection: () => ({
          execute: async () => activeDealers.map((dealer_id) => ({ dealer_id })),
        }),
      }),
    };
    const connections = { connectedDealerIds: async () => ['dealer-a', 'dealer-b'] };
    return { crons: new ListingCrons(em as never, jobs as never, connections as never), enqueued };
  }

  it('queues one order sync per connected dealer, the same job id within a five-minute slot', async () => {
    const { crons, enqueued } = harness([]);
    await crons.syncOrders();
    await crons.syncOrders();
    expect(enqueued.map((job) => job.data)).toEqual([
      { dealerId: 'dealer-a' },
      { dealerId: 'dealer-b' },
      { dealerId: 'dealer-a' },
      { dealerId: 'dealer-b' },
    ]);
    const ids = enqueued.map((job) => job.jobId);
    // Two runs in the same slot (or two API processes) make the same ids: the queue keeps one.
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toMatch(/^orders-sync-dealer-a-\d+$/);
  });

  it('queues a nightly reconciliation only for dealers with live listings', async () => {
    const { crons, enqueued } = harness(['dealer-b']);
    await crons.reconcile();
    expect(enqueued).toEqual([
      {
        name: 'listings.reconcile',
        data: { dealerId: 'dealer-b' },
        jobId: expect.stringMatching(/^reconcile-dealer-b-\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });
});
