import { lotKeyOf, type LotFields } from './lotting';

const card: LotFields = {
  year: 1989,
  team: 'New York Yankees',
  brand: 'Upper Deck',
  set: 'Upper Deck',
  sport: null,
};

describe('lotKeyOf', () => {
  it('groups by team and year', () => {
    expect(lotKeyOf(card, 'team_year')).toBe('1989 New York Yankees');
  });

  it('groups by brand and year', () => {
    expect(lotKeyOf(card, 'brand_year')).toBe('1989 Upper Deck');
  });

  it('groups by set, naming year and brand once', () => {
    expect(lotKeyOf(card, 'set')).toBe('1989 Upper Deck');
    expect(lotKeyOf({ ...card, brand: 'Topps', set: 'Chrome' }, 'set')).toBe('1989 Topps Chrome');
    expect(lotKeyOf({ ...card, brand: 'Topps', set: '1989 Topps Traded' }, 'set')).toBe(
      '1989 Topps Traded',
    );
  });

  it("keeps sports apart where the key does not name one: a maker's set, a team not read", () => {
    const hockey = { ...card, sport: 'hockey' };
    expect(lotKeyOf(hockey, 'set')).toBe('1989 Upper Deck Hockey');
    expect(lotKeyOf(hockey, 'brand_year')).toBe('1989 Upper Deck Hockey');
    expect(lotKeyOf({ ...hockey, sport: ' Ice Hockey' }, 'set')).toBe('1989 Upper Deck Hockey');
    expect(lotKeyOf(hockey, 'team_year')).toBe('1989 New York Yankees');
    expect(lotKeyOf({ ...hockey, team: null }, 'team_year')).toBe('1989 Unknown Team Hockey');
    expect(lotKeyOf({ ...hockey, team: null, sport: 'baseball' }, 'team_year')).toBe(
      '1989 Unknown Team Baseball',
    );
  });

  it('names what is unknown instead of mixing unknown cards into a known lot', () => {
    const unknown: LotFields = { year: null, team: null, brand: null, set: null, sport: null };
    expect(lotKeyOf(unknown, 'team_year')).toBe('Unknown Year Unknown Team');
    expect(lotKeyOf(unknown, 'brand_year')).toBe('Unknown Year Unknown Brand');
    expect(lotKeyOf(unknown, 'set')).toBe('Unknown Set');
  });
});
