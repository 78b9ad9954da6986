import { buildCard } from '../testing/card-builder';
import { changedFields, formValuesOf } from './card-edit';

describe('card edit form', () => {
  it('sends nothing when nothing changed', () => {
    const card = buildCard();
    expect(changedFields(card, formValuesOf(card))).toEqual({});
  });

  it('sends only the changed fields, trimmed, with money as two-place decimals and the year as a number', () => {
    const card = buildCard({ fmv: '150.00' });
    const values = {
      ...formValuesOf(card),
      player: '  Mike Trout Jr ',
      year: '2012',
      fmv: '151.5',
      rookieCard: false,
    };
    expect(changedFields(card, values)).toEqual({
      player: 'Mike Trout Jr',
      year: 2012,
      fmv: '151.50',
      rookieCard: false,
    });
  });

  it('turns an emptied field into null', () => {
    const card = buildCard({ team: 'Los Angeles Angels', estimatedLow: '10.00' });
    expect(changedFields(card, { ...formValuesOf(card), team: ' ', estimatedLow: '' })).toEqual({
      team: null,
      estimatedLow: null,
    });
  });
});
