import type { CategoryAspect } from '../ebay/category-metadata';
import {
  cardSpecifics,
  checkAspects,
  fitToCategory,
  lotSpecifics,
  withinLength,
  type SpecificsSource,
} from './item-specifics';

function aspect(name: string, constraint: Partial<CategoryAspect> = {}): CategoryAspect {
  return {
    name,
    required: false,
    usage: 'RECOMMENDED',
    selectionOnly: false,
    multipleValues: true,
    maxLength: 65,
    values: [],
    ...constraint,
  };
}

/** Category 261329 (lots) as eBay's Taxonomy API describes it: Sport is the one required aspect. */
const LOT_ASPECTS: CategoryAspect[] = [
  aspect('Sport', { required: true }),
  aspect('Number of Cards', { multipleValues: false, maxLength: 10 }),
  aspect('League'),
  aspect('Manufacturer'),
  aspect('Player/Athlete'),
  aspect('Team'),
  aspect('Set'),
  aspect('Season'),
  aspect('Year Manufactured', { usage: 'OPTIONAL', selectionOnly: true, values: ['1991', '1992'] }),
  aspect('Features'),
  aspect('Autographed', {
    usage: 'OPTIONAL',
    selectionOnly: true,
    multipleValues: false,
    values: ['Yes', 'No'],
  }),
  aspect('Graded', {
    usage: 'OPTIONAL',
    selectionOnly: true,
    multipleValues: false,
    values: ['Yes', 'No'],
  }),
];

const MCNAMARA: SpecificsSource = {
  sport: 'baseball',
  player: 'Jim McNamara',
  team: 'San Francisco Giants',
  year: 1992,
  brand: 'Donruss',
  set: 'Donruss The Rookies',
  cardNumber: '77',
  variant: null,
  serialNumber: null,
  rookieCard: true,
  autograph: false,
  memorabilia: false,
  grader: null,
  grade: null,
  certNumber: null,
};

const BRANTLEY: SpecificsSource = {
  ...MCNAMARA,
  player: 'Jeff Brantley',
  brand: 'Score',
  set: 'Score',
  cardNumber: '612',
  rookieCard: false,
};

function lotAspects(cards: SpecificsSource[], aspects = LOT_ASPECTS) {
  return fitToCategory(lotSpecifics(cards, aspects), aspects).aspects;
}

describe('lotSpecifics', () => {
  it("says nothing of a set, maker or feature the lot's cards do not share", () => {
    const aspects = lotAspects([MCNAMARA, BRANTLEY]);
    expect(aspects.Set).toBeUndefined();
    expect(aspects.Manufacturer).toBeUndefined();
    expect(aspects.Features).toBeUndefined();
  });

  it('gives what every card shares (sport, team, season, the lot size) and every player in it', () => {
    expect(lotAspects([MCNAMARA, BRANTLEY])).toEqual({
      Sport: ['Baseball'],
      'Number of Cards': ['2'],
      League: ['Major League (MLB)'],
      'Player/Athlete': ['Jim McNamara', 'Jeff Brantley'],
      Team: ['San Francisco Giants'],
      Season: ['1992'],
      'Year Manufactured': ['1992'],
      Autographed: ['No'],
      Graded: ['No'],
    });
  });

  it('gives the set, year and features when every card has them', () => {
    const rookies = [MCNAMARA, { ...MCNAMARA, player: 'Royce Clayton', cardNumber: '12' }];
    const aspects = lotAspects(rookies);
    expect(aspects).toMatchObject({
      Set: ['1992 Donruss The Rookies'],
      Manufacturer: ['Donruss'],
      Season: ['1992'],
      'Year Manufactured': ['1992'],
      Features: ['Rookie'],
      'Player/Athlete': ['Jim McNamara', 'Royce Clayton'],
    });
  });

  it('keeps only the features all the cards have', () => {
    const numbered = { ...MCNAMARA, serialNumber: '12/99' };
    const specifics = lotSpecifics([numbered, { ...MCNAMARA, player: 'Royce Clayton' }], []);
    expect(specifics.Features).toEqual(['Rookie']);
  });

  it('reads values alike whatever their case', () => {
    const specifics = lotSpecifics([MCNAMARA, { ...MCNAMARA, team: 'san francisco giants' }], []);
    expect(specifics.Team).toEqual(['San Francisco Giants']);
  });

  it("gives each card's value to a required aspect that takes several, when the cards differ", () => {
    const football = { ...BRANTLEY, sport: 'football' };
    expect(lotAspects([MCNAMARA, football, BRANTLEY]).Sport).toEqual(['Baseball', 'Football']);
  });

  it('leaves a required single-value aspect out when the cards differ, for checkAspects to name', () => {
    const aspects = [
      ...LOT_ASPECTS.slice(1),
      aspect('Sport', { required: true, multipleValues: false }),
    ];
    const lot = lotAspects([MCNAMARA, { ...BRANTLEY, sport: 'football' }], aspects);
    expect(lot.Sport).toBeUndefined();
    expect(checkAspects(lot, aspects).missingRequired).toEqual(['Sport']);
  });

  it('describes a lot of one card as that card', () => {
    const { 'Number of Cards': size, ...rest } = lotSpecifics([MCNAMARA], []);
    expect(size).toEqual(['1']);
    expect(rest).toEqual(cardSpecifics(MCNAMARA));
  });
});

describe("item specifics within eBay's lengths", () => {
  const LONG_SET = '2020 Panini Contenders Optic Rookie Ticket Autographs';

  it("cuts a free-text value to the Inventory API's 50 characters at a word's end, whatever Taxonomy advertises", () => {
    expect(LONG_SET.length).toBeGreaterThan(50);
    const { aspects, dropped } = fitToCategory(
      { Set: [LONG_SET], 'Card Name': ['Ken Griffey Jr.'] },
      [aspect('Set', { maxLength: 65 }), aspect('Card Name', { maxLength: 65 })],
    );
    expect(aspects.Set).toEqual(['2020 Panini Contenders Optic Rookie Ticket']);
    expect(aspects['Card Name']).toEqual(['Ken Griffey Jr.']);
    expect(dropped).toEqual([]);
  });

  it("keeps a category's own shorter limit, and cuts a single long word where it must", () => {
    expect(fitToCategory({ 'Number of Cards': ['1234567890123'] }, LOT_ASPECTS).aspects).toEqual({
      'Number of Cards': ['1234567890'],
    });
    expect(withinLength('x'.repeat(60), 50)).toBe('x'.repeat(50));
    expect(withinLength('Topps Chrome Update - Rookie Debut', 22)).toBe('Topps Chrome Update');
    expect(withinLength('Short', 50)).toBe('Short');
  });
});
