import { Listing } from '../entities/listing.entity';
import { PublisherService, PUBLISHING_UNFINISHED } from './publisher.service';

/** A listing held by a publishing job, with what its last try left on it. */
function publishing(errors: string[]): Listing {
  const listing = new Listing();
  listing.status = 'publishing';
  listing.errors = errors;
  return listing;
}

/** The service with only what recording a failed job touches: the database and the listing events. */
function harness(held: Listing[]) {
  const announced: Listing[] = [];
  const em = { fork: () => ({ find: async () => held, flush: async () => undefined }) };
  const events = { announceAll: async (listings: Listing[]) => void announced.push(...listings) };
  const unused = {} as never;
  const service = new PublisherService(
    em as never,
    unused,
    unused,
    unused,
    unused,
    unused,
    unused,
    unused,
    events as never,
    unused,
    unused,
  );
  return { service, announced };
}

describe('a publishing job that failed for good', () => {
  it("keeps eBay's words from the last try and says publishing again is safe", async () => {
    const waited = publishing(['eBay refused the listing: A system error has occurred.']);
    const { service, announced } = harness([waited]);
    await service.markFailed('dealer-1', [waited.id]);
    expect(waited.status).toBe('error');
    expect(waited.errors).toEqual([
      'eBay refused the listing: A system error has occurred.',
      PUBLISHING_UNFINISHED,
    ]);
    expect(announced).toEqual([waited]);
  });

  it("tells the dealer nothing of Pennant's own failure but that it did not finish", async () => {
    const stuck = publishing([]);
    const { service } = harness([stuck]);
    await service.markFailed('dealer-1', [stuck.id]);
    expect(stuck.errors).toEqual([
      'Publishing did not finish after 5 tries. Publish again to retry: nothing is listed twice.',
    ]);
  });
});
