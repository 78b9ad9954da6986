import { parseCardEvent } from './use-card-events';

describe('card events', () => {
  it('reads card.updated and card.deleted events and ignores anything else', () => {
    expect(parseCardEvent('{"type":"card.deleted","cardId":"c1"}')).toEqual({
      type: 'card.deleted',
      cardId: 'c1',
    });
    expect(parseCardEvent('{"type":"ping"}')).toBeNull();
    expect(parseCardEvent('not json')).toBeNull();
    expect(parseCardEvent(undefined)).toBeNull();
  });
});
