import { buildCard } from '../../testing/card-builder';
import {
  changedFields,
  checkYear,
  DEFAULT_CONDITION,
  formValuesOf,
  listPriceAllowed,
  parseYear,
} from './card-form';

describe('card edit form', () => {
  it('sends nothing when nothing changed', () => {
    const card = buildCard();
    expect(changedFields(card, formValuesOf(card))).toEqual({});
  });

  it('sends only the changed fields, trimmed, with money as two-place decimals and the year as a number', () => {
    const card = buildCard({ marketValue: '150.00', listPrice: '162.00' });
    const values = {
      ...formValuesOf(card),
      player: '  Mike Trout Jr ',
      year: '2012',
      listPrice: '151.5',
      rookieCard: false,
    };
    expect(changedFields(card, values)).toEqual({
      player: 'Mike Trout Jr',
      year: 2012,
      listPrice: '151.50',
      rookieCard: false,
    });
  });

  it('reads the year as dealers write it: in full, as a season or in two digits', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const read = (text: string) => parseYear(text, now);
    expect(read('1991')).toBe(1991);
    expect(read(' 1991-92 ')).toBe(1991);
    expect(read('91-92')).toBe(1991);
    expect(read('1991/1992')).toBe(1991);
    expect(read('1999-00')).toBe(1999);
    expect(read("'91")).toBe(1991);
    expect(read('91')).toBe(1991);
    expect(read('05')).toBe(2005);
    expect(read('27')).toBe(2027);
    expect(read('28')).toBe(1928);
    for (const nonsense of ['', 'abc', '1991-93', '91-91', '1850', '2031', '199', '1991-92-93'])
      expect(read(nonsense)).toBeNull();
  });

  it('sends the year typed as a season as the card year, and refuses one it cannot read', async () => {
    const card = buildCard({ year: null });
    expect(changedFields(card, { ...formValuesOf(card), year: '91-92' })).toEqual({ year: 1991 });
    await expect(checkYear('91-92')).resolves.toBeUndefined();
    await expect(checkYear('')).resolves.toBeUndefined();
    await expect(checkYear('nineteen')).rejects.toThrow('A year, such as 1991, 91 or 1991-92');
  });

  it('turns an emptied field into null', () => {
    const card = buildCard({
      team: 'Los Angeles Angels',
      estimatedLow: '10.00',
      storageBox: 'B12',
    });
    expect(
      changedFields(card, {
        ...formValuesOf(card),
        team: ' ',
        estimatedLow: '',
        storageBox: '',
      }),
    ).toEqual({ team: null, estimatedLow: null, storageBox: null });
  });

  it("maps the ungraded condition, with Settings' default as null", () => {
    const card = buildCard({ cardCondition: null });
    expect(formValuesOf(card).cardCondition).toBe(DEFAULT_CONDITION);
    expect(changedFields(card, { ...formValuesOf(card), cardCondition: 'excellent' })).toEqual({
      cardCondition: 'excellent',
    });
    const graded = buildCard({ cardCondition: 'poor' });
    expect(
      changedFields(graded, { ...formValuesOf(graded), cardCondition: DEFAULT_CONDITION }),
    ).toEqual({ cardCondition: null });
  });

  it('sends the storage location the dealer typed', () => {
    const card = buildCard();
    expect(
      changedFields(card, {
        ...formValuesOf(card),
        storageBox: ' B12 ',
        storageRow: 'R3',
        storageSlot: '45',
      }),
    ).toEqual({ storageBox: 'B12', storageRow: 'R3', storageSlot: '45' });
  });

  it("takes a list price eBay takes, or the card's own price left as the market set it", () => {
    expect(listPriceAllowed('0.99', '4.32')).toBe(true);
    expect(listPriceAllowed('0', '4.32')).toBe(false);
    expect(listPriceAllowed('0.50', '4.32')).toBe(false);
    expect(listPriceAllowed('0.54', '0.54')).toBe(true);
    expect(listPriceAllowed('', '4.32')).toBe(true);
  });
});
