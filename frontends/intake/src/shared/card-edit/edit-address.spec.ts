import {
  editedCardId,
  isOpenedPanelEntry,
  openedPanelState,
  searchWithEditedCard,
} from './edit-address';

describe('the edit panel in the address', () => {
  it('reads the card being edited from the query', () => {
    expect(editedCardId('?edit=card-1')).toBe('card-1');
    expect(editedCardId('?status=identified&edit=card-1&page=2')).toBe('card-1');
    expect(editedCardId('')).toBeNull();
    expect(editedCardId('?edit=')).toBeNull();
    expect(editedCardId('?edit=%20')).toBeNull();
  });

  it("opens and closes the panel without touching the page's own view", () => {
    expect(searchWithEditedCard('?status=identified&page=2', 'card-1')).toBe(
      '?status=identified&page=2&edit=card-1',
    );
    expect(searchWithEditedCard('?status=identified&edit=card-1&page=2', null)).toBe(
      '?status=identified&page=2',
    );
    expect(searchWithEditedCard('?edit=card-1', null)).toBe('');
    expect(searchWithEditedCard('', 'card-2')).toBe('?edit=card-2');
    expect(searchWithEditedCard('?edit=card-1', 'card-2')).toBe('?edit=card-2');
  });

  it('knows the history entry Pennant added for the panel, and no other', () => {
    expect(isOpenedPanelEntry(openedPanelState('card-1'), 'card-1')).toBe(true);
    expect(isOpenedPanelEntry(openedPanelState('card-1'), 'card-2')).toBe(false);
    // A link or a typed address opened the panel: the entry before it may be another page or site.
    expect(isOpenedPanelEntry(null, 'card-1')).toBe(false);
    expect(isOpenedPanelEntry({ from: '/cards' }, 'card-1')).toBe(false);
  });
});
