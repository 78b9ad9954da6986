import type { CatalogCard } from '@pennant/contracts';
import { catalogCardQuery, fieldsFilled, previewIsFor, type FillableValues } from './fill-preview';

const values: FillableValues = {
  player: 'Kevin Stevens',
  team: 'Boston Bruins',
  sport: 'hockey',
  year: '1991',
  brand: 'Upper Deck',
  set: '',
  cardNumber: '',
};

const preview: CatalogCard = {
  player: 'Kevin Stevens',
  sport: 'hockey',
  year: 1991,
  team: 'Pittsburgh Penguins',
  teams: ['Pittsburgh Penguins'],
  brand: 'Upper Deck',
  set: "Upper Deck McDonald's All-Stars",
  cardNumber: 'Mc-3',
  inCatalog: true,
  checklist: [
    {
      year: 1991,
      brand: 'Upper Deck',
      set: "Upper Deck McDonald's All-Stars",
      cardNumber: 'Mc-3',
      rookieCard: false,
    },
  ],
};

describe('re-resolution preview', () => {
  it('asks the catalog about the player, with the year and sport when the form knows them', () => {
    expect(catalogCardQuery(values)).toEqual({
      player: 'Kevin Stevens',
      year: 1991,
      sport: 'hockey',
      brand: 'Upper Deck',
      set: undefined,
      cardNumber: undefined,
    });
    expect(catalogCardQuery({ ...values, year: '19', sport: 'cricket' })).toMatchObject({
      year: undefined,
      sport: undefined,
    });
    expect(catalogCardQuery({ ...values, year: '91-92' })).toMatchObject({ year: 1991 });
    expect(catalogCardQuery({ ...values, year: '1991-9' })).toMatchObject({ year: undefined });
    expect(catalogCardQuery({ ...values, player: ' ' })).toBeNull();
  });

  it('shows the team that season and the one checklisted card, leaving what already reads the same', () => {
    expect(fieldsFilled(values, preview, new Set())).toEqual([
      { field: 'team', label: 'Team', value: 'Pittsburgh Penguins' },
      { field: 'set', label: 'Set', value: "Upper Deck McDonald's All-Stars" },
      { field: 'cardNumber', label: 'Number', value: 'Mc-3' },
    ]);
  });

  it('never fills a field the dealer corrected, and no checklist fields when several cards fit', () => {
    expect(fieldsFilled(values, preview, new Set(['team', 'set']))).toEqual([
      { field: 'cardNumber', label: 'Number', value: 'Mc-3' },
    ]);
    const several = { ...preview, checklist: [preview.checklist[0], preview.checklist[0]] };
    expect(fieldsFilled(values, several, new Set()).map((filled) => filled.field)).toEqual([
      'team',
    ]);
  });

  it('fills nothing for a player the catalogs do not know', () => {
    const unknown = { ...preview, inCatalog: false, team: null, sport: null, checklist: [] };
    expect(fieldsFilled(values, unknown, new Set())).toEqual([]);
  });

  it("uses an answer only for the player and year now in the form, not an earlier keystroke's", () => {
    const query = catalogCardQuery(values)!;
    expect(previewIsFor(preview, query)).toBe(true);
    expect(previewIsFor(preview, { ...query, player: 'kevin stevens' })).toBe(true);
    expect(previewIsFor({ ...preview, player: 'stev' }, query)).toBe(false);
    expect(previewIsFor(preview, { ...query, year: 1992 })).toBe(false);
  });
});
