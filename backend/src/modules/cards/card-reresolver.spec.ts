import { CatalogService } from '../catalog';
import { CardReresolver } from './card-reresolver';
import { Card } from './entities/card.entity';

function card(fields: Partial<Card>): Card {
  return Object.assign(new Card(), { dealerId: 'dealer', status: 'identified' }, fields);
}

describe('filling a card from a corrected player and year', () => {
  const reresolver = new CardReresolver(new CatalogService());

  it("takes the player's sport and his team that season; drops a team he did not play for", () => {
    const gretzky = card({
      player: 'Wayne Gretzky',
      year: 1991,
      sport: 'baseball',
      team: 'Edmonton Oilers',
      correctedFields: ['player'],
    });
    reresolver.fill(gretzky, ['player']);
    expect(gretzky).toMatchObject({ sport: 'hockey', team: 'Los Angeles Kings' });
  });

  it("spells a player typed in small letters as the catalog does, so a listing's title reads right", () => {
    const typed = card({ player: 'mario lemieux', year: 1996, correctedFields: ['player'] });
    reresolver.fill(typed, ['player']);
    expect(typed).toMatchObject({ player: 'Mario Lemieux', sport: 'hockey' });
    const unknown = card({ player: 'lemieux', year: 1996, correctedFields: ['player'] });
    reresolver.fill(unknown, ['player']);
    expect(unknown.player).toBe('lemieux');
  });

  it('takes set and number from the one checklisted card that fits, and stops doubting them', () => {
    const ripken = card({
      player: 'Cal Ripken Jr.',
      year: 1982,
      brand: 'Fleer',
      set: 'Fleer Glossy',
      cardNumber: '17',
      doubtfulFields: ['player', 'set', 'cardNumber'],
      correctedFields: ['player', 'brand'],
    });
    reresolver.fill(ripken, ['player']);
    expect(ripken).toMatchObject({ set: 'Fleer', cardNumber: '176', rookieCard: true });
    expect(ripken.doubtfulFields).toEqual(['player']);
  });

  it('leaves the set and number when several checklisted cards fit, and never what the dealer typed', () => {
    const ripken = card({
      player: 'Cal Ripken Jr.',
      year: 1982,
      set: 'My Set',
      cardNumber: '9',
      correctedFields: ['player', 'set'],
    });
    reresolver.fill(ripken, ['player']);
    expect(ripken).toMatchObject({ set: 'My Set', cardNumber: '9' });
    const typed = card({
      player: 'Wayne Gretzky',
      year: 1991,
      team: 'My Team',
      correctedFields: ['player', 'team'],
    });
    reresolver.fill(typed, ['player']);
    expect(typed.team).toBe('My Team');
  });

  it('does nothing unless the player or the year changed', () => {
    const gretzky = card({ player: 'Wayne Gretzky', year: 1991, team: null });
    reresolver.fill(gretzky, ['listPrice']);
    expect(gretzky.team).toBeNull();
  });
});
