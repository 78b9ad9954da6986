import { buildCard } from '../../testing/card-builder';
import { changedFields, DEFAULT_CONDITION, formValuesOf } from './card-form';

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
});
