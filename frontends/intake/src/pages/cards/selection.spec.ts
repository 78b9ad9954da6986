import type { Card } from '@pennant/contracts';
import {
  asShown,
  bulkOutcome,
  DELETED,
  RETRIED,
  rangeTo,
  withEach,
  without,
  type Selection,
} from './selection';

const card = (id: string, status: Card['status'] = 'identified') => ({ id, status }) as Card;
const ids = (selection: Selection) => [...selection.keys()];

describe('selecting cards on /cards', () => {
  it('ticks and unticks cards, adds a whole page, and lets cards go by id', () => {
    const page = [card('a'), card('b', 'error'), card('c')];
    let selection: Selection = withEach(new Map(), [page[0]], true);
    expect(ids(selection)).toEqual(['a']);
    selection = withEach(selection, page, true);
    expect(ids(selection)).toEqual(['a', 'b', 'c']);
    selection = withEach(selection, [page[2]], false);
    expect(ids(selection)).toEqual(['a', 'b']);
    expect(ids(without(selection, ['a']))).toEqual(['b']);
  });

  it('takes the cards from the one ticked last to the one shift-clicked, either way round', () => {
    const page = ['a', 'b', 'c', 'd', 'e'].map((id) => card(id));
    const ids = (cards: Card[]) => cards.map(({ id }) => id);
    expect(ids(rangeTo(page, 'b', page[3]))).toEqual(['b', 'c', 'd']);
    expect(ids(rangeTo(page, 'd', page[1]))).toEqual(['b', 'c', 'd']);
    // The last one ticked is on another page, or none was: only the card clicked.
    expect(ids(rangeTo(page, 'z', page[2]))).toEqual(['c']);
    expect(ids(rangeTo(page, null, page[2]))).toEqual(['c']);
    const unticked = withEach(withEach(new Map(), page, true), page.slice(1, 4), false);
    expect([...unticked.keys()]).toEqual(['a', 'e']);
  });

  it('keeps a ticked card as it is shown now, so one that failed since counts as failed', () => {
    const selection = withEach(new Map(), [card('a')], true);
    const now = asShown(selection, [card('a', 'error'), card('z')]);
    expect([...now.values()]).toEqual([card('a', 'error')]);
  });

  it('says what an action for several cards did, and why it left the others', () => {
    expect(bulkOutcome(DELETED, 3, [])).toEqual({ type: 'success', text: 'Deleted 3 cards' });
    expect(bulkOutcome(RETRIED, 1, [])).toEqual({
      type: 'success',
      text: 'Identifying 1 card again',
    });
    const listed = 'This card is listed on eBay: end the listing first, then delete the card';
    const refusals = [
      { cardId: 'a', error: listed },
      { cardId: 'b', error: listed },
      { cardId: 'c', error: 'Card not found' },
    ];
    expect(bulkOutcome(DELETED, 1, refusals)).toEqual({
      type: 'warning',
      text: `Deleted 1 card; 3 left: ${listed}; Card not found`,
    });
    expect(bulkOutcome(DELETED, 0, refusals.slice(0, 2))).toEqual({
      type: 'warning',
      text: `No card deleted: ${listed}`,
    });
  });
});
