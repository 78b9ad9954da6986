import { batchStorage, EMPTY_STORAGE, storageProblems } from './storage';

describe('batch storage location', () => {
  it('sends nothing when the dealer gave no location', () => {
    expect(batchStorage(EMPTY_STORAGE)).toBeUndefined();
  });

  it('sends the box, the row and the first slot as a number', () => {
    expect(batchStorage({ box: ' B12 ', row: 'R3', firstSlot: '045' })).toEqual({
      box: 'B12',
      row: 'R3',
      firstSlot: 45,
    });
    expect(batchStorage({ ...EMPTY_STORAGE, box: 'A' })).toEqual({ box: 'A' });
  });

  it('names each bad field and sends nothing then', () => {
    const input = { box: 'box 12', row: 'ROW123456', firstSlot: '0' };
    expect(storageProblems(input)).toEqual({
      box: 'Up to 8 letters or digits',
      row: 'Up to 8 letters or digits',
      firstSlot: 'A slot number from 1',
    });
    expect(batchStorage(input)).toBeUndefined();
  });
});
