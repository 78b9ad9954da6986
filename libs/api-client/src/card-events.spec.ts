import { parseCardEvent } from './card-events';

describe('card events', () => {
  it('reads card.updated and card.deleted events and ignores anything else', () => {
    expect(parseCardEvent('{"type":"card.deleted","cardId":"c1"}')).toEqual({
      type: 'card.deleted',
      cardId: 'c1',
    });
    expect(parseCardEvent('{"type":"ping"}')).toBeNull();
    expect(parseCardEvent('not json')).toBeNull();
    expect(parseCardEvent('null')).toBeNull();
    expect(parseCardEvent(undefined)).toBeNull();
  });

  it('reads listing.updated events, including a lot listing (no card)', () => {
    const event = {
      type: 'listing.updated',
      listingId: 'l1',
      cardId: null,
      listing: { id: 'l1', status: 'active' },
    };
    expect(parseCardEvent(JSON.stringify(event))).toEqual(event);
    expect(parseCardEvent('{"type":"listing.updated","listingId":"l1"}')).toBeNull();
  });
});
