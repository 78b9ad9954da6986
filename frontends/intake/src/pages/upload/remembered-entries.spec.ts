import { memoryStorage } from '../../testing/memory-storage';
import { REMEMBERED_LIMIT, rememberedEntries, rememberEntries } from './remembered-entries';

describe('the processed cards a tab remembers', () => {
  it('gives back the cards remembered, newest first, up to the limit', () => {
    const storage = memoryStorage();
    const entries = Array.from({ length: REMEMBERED_LIMIT + 5 }, (_, index) => ({
      key: `card-${index}`,
      label: `scan-${index}.jpg`,
      cardId: `id-${index}`,
    }));
    rememberEntries(storage, entries);
    const remembered = rememberedEntries(storage);
    expect(remembered).toHaveLength(REMEMBERED_LIMIT);
    expect(remembered[0]).toEqual({ key: 'card-0', label: 'scan-0.jpg', cardId: 'id-0' });
  });

  it('remembers nothing without storage, and ignores what it cannot read', () => {
    expect(rememberedEntries(undefined)).toEqual([]);
    const storage = memoryStorage();
    storage.setItem('pennant.upload.processed', '{not json');
    expect(rememberedEntries(storage)).toEqual([]);
    storage.setItem(
      'pennant.upload.processed',
      JSON.stringify([{ key: 'a', label: 'a.jpg', cardId: 'x' }, { key: 'b' }, 'c']),
    );
    expect(rememberedEntries(storage)).toEqual([{ key: 'a', label: 'a.jpg', cardId: 'x' }]);
  });
});
