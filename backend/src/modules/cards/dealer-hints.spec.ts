import { hintsFromCorrections } from './dealer-hints';
import { Card } from './entities/card.entity';

function corrected(fields: Partial<Card>): Card {
  return Object.assign(new Card(), fields);
}

describe('hintsFromCorrections', () => {
  it('teaches the names and sets the dealer typed, once each', () => {
    const hints = hintsFromCorrections([
      corrected({
        player: 'Bo Jackson',
        team: 'Kansas City Royals',
        sport: 'baseball',
        correctedFields: ['player'],
      }),
      corrected({ player: 'Bo Jackson', team: 'Kansas City Royals', correctedFields: ['player'] }),
      corrected({ brand: 'Topps', set: 'Tiffany', year: 1986, correctedFields: ['set'] }),
    ]);
    expect(hints).toEqual({
      players: [{ name: 'Bo Jackson', team: 'Kansas City Royals', sport: 'baseball' }],
      sets: [{ brand: 'Topps', set: 'Tiffany', year: 1986 }],
    });
  });

  it('does not learn from fields the engine filled in', () => {
    const hints = hintsFromCorrections([
      corrected({ player: 'Engine Guess', set: 'Engine Set', correctedFields: ['listPrice'] }),
    ]);
    expect(hints).toEqual({ players: [], sets: [] });
  });
});
