import {
  changedView,
  DEFAULT_VIEW,
  pageWithCards,
  readCardsView,
  withCardsView,
  writeCardsView,
} from './view';

describe("/cards' view in the address", () => {
  it('reads the filter, search, order and page a link asks for', () => {
    expect(
      readCardsView(new URLSearchParams('status=identified&q=mauer&sort=value&page=3')),
    ).toEqual({ status: 'identified', q: 'mauer', sort: 'value', page: 3 });
  });

  it('shows every card, newest first, on page 1 for a bare or mangled address', () => {
    expect(readCardsView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(readCardsView(new URLSearchParams('status=sold&sort=price&page=-2'))).toEqual(
      DEFAULT_VIEW,
    );
    expect(readCardsView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the default, so the plain view stays /cards', () => {
    expect(writeCardsView(DEFAULT_VIEW).toString()).toBe('');
    expect(writeCardsView({ ...DEFAULT_VIEW, q: '   ' }).toString()).toBe('');
    expect(
      writeCardsView({ status: 'error', q: 'griffey 1989', sort: 'player', page: 2 }).toString(),
    ).toBe('status=error&q=griffey+1989&sort=player&page=2');
  });

  it('reads back what it writes', () => {
    const view = { status: 'approved', q: 'Bowman 140', sort: 'confidence', page: 4 } as const;
    expect(readCardsView(writeCardsView(view))).toEqual(view);
  });

  it('keeps the open edit panel in the address when the view changes under it', () => {
    const previous = new URLSearchParams('status=error&page=3&edit=card-1');
    expect(
      withCardsView(previous, { ...DEFAULT_VIEW, status: 'identified', q: 'mauer' }).toString(),
    ).toBe('edit=card-1&status=identified&q=mauer');
    expect(withCardsView(previous, DEFAULT_VIEW).toString()).toBe('edit=card-1');
  });

  it('goes back to the first page when the filter, search or order changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(changedView(onPage3, { status: 'identified' }).page).toBe(1);
    expect(changedView(onPage3, { q: 'mauer' }).page).toBe(1);
    expect(changedView(onPage3, { sort: 'value' }).page).toBe(1);
    expect(changedView(onPage3, { page: 4 })).toEqual({ ...DEFAULT_VIEW, page: 4 });
  });
});

describe('an empty page of /cards while the dealer has cards', () => {
  it('goes to the last page with cards once the last ones of the page shown were deleted', () => {
    expect(pageWithCards({ page: 3, total: 48, cards: 0 }, 24)).toBe(2);
    expect(pageWithCards({ page: 9, total: 25, cards: 0 }, 24)).toBe(2);
    expect(pageWithCards({ page: 4, total: 3, cards: 0 }, 24)).toBe(1);
  });

  it('stays on a page with cards, on the first page, and when the dealer has no cards at all', () => {
    expect(pageWithCards({ page: 3, total: 60, cards: 12 }, 24)).toBeNull();
    expect(pageWithCards({ page: 1, total: 5, cards: 0 }, 24)).toBeNull();
    expect(pageWithCards({ page: 3, total: 0, cards: 0 }, 24)).toBeNull();
  });
});
