import { readingFromLines } from '../resolve/reading-builder';
import { parseCardNumbers, parseNames } from '../parse';
import { brandLogosRead, findBrands, findSets } from './brands';
import { matchChecklist, matchChecklistByName, pickChecklistEntry } from './checklist';
import { findPhrase, similarity } from './fuzzy';
import { matchHintPlayer, matchHintSet } from './hints';
import { matchPlayers } from './players';
import { matchByRoster } from './roster';
import { correctFirstName } from './first-names';
import { findTeams, isTeamName, withoutTeamWords } from './teams';

type Box = { x0: number; y0: number; x1: number; y1: number };

const names = (...lines: string[]) => parseNames(readingFromLines('front', lines).lines, 'front');

describe('fuzzy matching', () => {
  it('tolerates OCR errors and words run together', () => {
    expect(similarity('Lemieux', 'Lemleux')).toBeGreaterThan(0.8);
    expect(findPhrase('(c) 1991 the upperdeck company', 'Upper Deck')).toBe(1);
    expect(findPhrase('goals assists points', 'Upper Deck')).toBeLessThan(0.5);
  });
});

describe('matchPlayers', () => {
  it('names a son by the suffix his cards print, and the father, whose cards print none, without it', () => {
    const best = (line: string, year: number | null) =>
      matchPlayers(names(line), { year, sport: 'baseball', teams: [] })[0]?.player.name;
    expect(best('KEN GRIFFEY JR.', 1989)).toBe('Ken Griffey Jr.');
    expect(best('KEN GRIFFEY', 1989)).toBe('Ken Griffey');
    expect(best('KEN GRIFFEY', 1995)).toBe('Ken Griffey Jr.');
    expect(best('VLADIMIR GUERRERO JR.', null)).toBe('Vladimir Guerrero Jr.');
    expect(best('VLADIMIR GUERRERO', 2021)).toBe('Vladimir Guerrero Jr.');
    expect(best('PETE ROSE', 1975)).toBe('Pete Rose');
  });

  it('finds a player whose source writes the suffix into the surname ("Bagley III")', () => {
    const [best] = matchPlayers(names('MARVIN BAGLEY III'), {
      year: null,
      sport: 'basketball',
      teams: [],
    });
    expect(best.player).toMatchObject({ name: 'Marvin Bagley III', last: 'Bagley', suffix: 'III' });
  });

  it('finds a catalog player from a name read with OCR errors', () => {
    const [best] = matchPlayers(names('KIRBY PUCKETT'), { year: 1991, sport: null, teams: [] });
    expect(best.player.name).toBe('Kirby Puckett');
    const [misread] = matchPlayers(names('KlRBY PUCKEIT'), { year: 1991, sport: null, teams: [] });
    expect(misread.player.name).toBe('Kirby Puckett');
  });

  it('finds a player whose name OCR read with a word of debris after it, a little less sure of him', () => {
    const query = { year: 1997, sport: 'hockey' as const, teams: [] };
    const [withDebris] = matchPlayers(names('PAUL KARIYA OLAB'), query);
    const [clean] = matchPlayers(names('PAUL KARIYA'), query);
    expect(withDebris.player.name).toBe('Paul Kariya');
    expect(withDebris.score).toBeLessThan(clean.score);
  });

  it('lets the year choose between players of the same name', () => {
    const [old] = matchPlayers(names('FRANK THOMAS'), { year: 1955, sport: 'baseball', teams: [] });
    const [modern] = matchPlayers(names('FRANK THOMAS'), {
      year: 1995,
      sport: 'baseball',
      teams: [],
    });
    expect(old.player.from).toBeLessThan(1960);
    expect(modern.player.from).toBe(1990);
    expect(modern.yearFits).toBe(true);
  });

  it('is as sure of a surname cut short beside a first name read whole as of one letter wrong', () => {
    const query = { year: null, sport: null, teams: [] };
    const [cut] = matchPlayers(names('VACLAV PROSPA'), query);
    expect(cut.player.name).toBe('Vaclav Prospal');
    expect(cut.nameScore).toBeGreaterThanOrEqual(0.95);
    // The first name misread, or too little of the surname: no more than its letters say.
    expect(matchPlayers(names('VACLAF PROSPA'), query)[0]?.nameScore ?? 0).toBeLessThan(0.92);
    expect(matchPlayers(names('VACLAV PROS'), query)[0]?.nameScore ?? 0).toBeLessThan(0.92);
  });

  it('knows the team a player played for that season', () => {
    const [match] = matchPlayers(names('JOE MAUER'), {
      year: 2015,
      sport: 'baseball',
      teams: ['Minnesota Twins'],
    });
    expect(match).toMatchObject({ teamFits: true, yearFits: true });
  });
});

describe('findTeams', () => {
  it('finds a team by name, only in the years it had that name', () => {
    expect(findTeams('QUEBEC NORDIQUES', 1993)[0].team.name).toBe('Quebec Nordiques');
    expect(findTeams('QUEBEC NORDIQUES', 2005)).toEqual([]);
    expect(findTeams('MINNESOTA TWINS', 2015)[0].team).toMatchObject({
      name: 'Minnesota Twins',
      sport: 'baseball',
    });
  });

  it('takes "All-Stars" for no team called the Stars, and still knows the Dallas Stars', () => {
    expect(findTeams('NHL POSTSEASON ALL-STARS\nDEFENSE', 1993)).toEqual([]);
    expect(findTeams('1993 ALL-STAR GAME', 1993)).toEqual([]);
    expect(findTeams('DALLAS STARS\nNHL ALL-STARS', 1993)[0].team.name).toBe('Dallas Stars');
  });

  it('finds no roster player through the "Stars" of an All-Stars line', () => {
    // The Detroit Stars (baseball) once made Claude Bourque (a Detroit hockey player of 1939) of "Ruy Bourque".
    expect(matchByRoster(['Ruy Bourque', 'NHL POSTSEASON ALL-STARS'], null)).toBeNull();
  });
});

describe('findBrands and findSets', () => {
  it('takes the maker from the copyright line, and ignores brand words inside sentences', () => {
    expect(findBrands('© 1993 THE UPPER DECK COMPANY')[0]).toMatchObject({
      brand: 'Upper Deck',
      fromCopyright: true,
    });
    expect(findBrands('He was the playoff MVP when the Flames won the Stanley Cup')).toEqual([]);
  });

  it("knows O-Pee-Chee's script logo however OCR spells it, and not a word that only starts alike", () => {
    for (const read of ['O-pe-Ce', 'Ope-cee', 'O-pec-Chec', 'Ope-Cbee', 'Ope-Cbce'])
      expect(findBrands(`${read}\nMARIO LEMIEUX`)[0]?.brand).toBe('O-Pee-Chee');
    expect(findBrands('Hope-cee\nOpen season')).toEqual([]);
  });

  it("knows Upper Deck's name in small print read badly, and not the on-deck circle", () => {
    for (const read of [
      'cedeTh Lppr Deck',
      'C1997 The LpperDeck Compan',
      'hca UpperQeck and',
      'CoF The Ugp Deck Con',
      'Urper Deck',
      'UppeDick',
      'vPPER\nDECK',
    ])
      expect(findBrands(`MARIO LEMIEUX\n${read}`)[0]?.brand).toBe('Upper Deck');
    expect(findBrands('waited in the on deck circle')).toEqual([]);
    expect(findBrands('watched from the top deck')).toEqual([]);
  });

  it('names Playoff only from the copyright line: the word heads every playoff stats row', () => {
    expect(findBrands('PLAYOFF 1993 10 5')).toEqual([]);
    expect(findBrands('© 1996 Playoff Corporation')[0]).toMatchObject({ brand: 'Playoff' });
  });

  it('reads the maker from small print whose © sign OCR lost', () => {
    const prose = 'Mario scored three goals in the 1994 opener against the Rangers and Devils';
    expect(findBrands(`${prose}\n01994 DONRUSS, INC PRINTED IN USA`)[0]).toMatchObject({
      brand: 'Donruss',
      fromCopyright: true,
    });
    expect(
      findBrands(
        `${prose}\nUpoer Deck and the card hologram are trademarks of Tha Upper Duck Company`,
      )[0],
    ).toMatchObject({ brand: 'Upper Deck', fromCopyright: true });
    expect(findBrands(prose)).toEqual([]);
  });

  it("knows Bowman's B logo in a top corner of the front, and no other lone B", () => {
    const front = (line: { text: string; confidence?: number; box: Box }) =>
      brandLogosRead([readingFromLines('front', [line, 'TREVOR MAY'])]);
    const logo = { x0: 0.84, y0: 0.04, x1: 0.94, y1: 0.11 };
    expect(front({ text: 'B', confidence: 99, box: logo })).toEqual(['Bowman']);
    expect(
      front({ text: 'B', confidence: 99, box: { x0: 0.06, y0: 0.05, x1: 0.17, y1: 0.12 } }),
    ).toEqual(['Bowman']);
    // The middle of the card, a letter of small print, an unsure reading, a wide letter, a position.
    expect(
      front({ text: 'B', confidence: 99, box: { x0: 0.55, y0: 0.3, x1: 0.6, y1: 0.34 } }),
    ).toEqual([]);
    expect(
      front({ text: 'B', confidence: 99, box: { x0: 0.9, y0: 0.04, x1: 0.92, y1: 0.06 } }),
    ).toEqual([]);
    expect(front({ text: 'B', confidence: 80, box: logo })).toEqual([]);
    expect(
      front({ text: 'B', confidence: 99, box: { x0: 0.1, y0: 0.07, x1: 0.3, y1: 0.15 } }),
    ).toEqual([]);
    expect(front({ text: '1B', confidence: 99, box: logo })).toEqual([]);
    expect(
      brandLogosRead([readingFromLines('back', [{ text: 'B', confidence: 99, box: logo }])]),
    ).toEqual([]);
  });

  it('prefers the specific product to the flagship', () => {
    expect(findSets('TOPPS\nHERITAGE', 2015, 'Topps')[0].set.name).toBe('Topps Heritage');
    expect(findSets('STADIUM CLUB', 1993, 'Topps')[0].set.name).toBe('Stadium Club');
    expect(findSets('POWERPLAY\nMARIO LEMIEUX', null, null)[0].set.name).toBe('Fleer PowerPlay');
    expect(findSets('BLACK DIAMOND', 1996, null)[0].set.name).toBe('Upper Deck Black Diamond');
  });
});

describe('matchChecklist', () => {
  /** A back with the number in its top corner and the name under it, as read with a brand and year. */
  const matchBack = (number: string, name: string, brand: string, year: number | null) => {
    const reading = readingFromLines('back', [
      { text: number, box: { x0: 0.02, y0: 0.02, x1: 0.1, y1: 0.07 } },
      name,
    ]);
    return matchChecklist({
      numbers: parseCardNumbers(reading.lines, 'back'),
      names: parseNames(reading.lines, 'back'),
      brand,
      year,
    });
  };

  it('turns a number, a surname and a brand into one exact card', () => {
    const [best] = matchBack('490', 'KIRBY PUCKETT', 'Donruss', null);
    expect(best.entry).toMatchObject({
      year: 1991,
      product: 'Donruss',
      number: '490',
      name: 'Kirby Puckett',
    });
  });

  it('reads past the box edge read as a leading 1 when the number as read fits no card of the player', () => {
    const [best] = matchBack('1490', 'KIRBY PUCKETT', 'Donruss', 1991);
    expect(best.entry).toMatchObject({ year: 1991, number: '490', name: 'Kirby Puckett' });
  });

  it("knows the maker of a product named apart from it: Select is Score's", () => {
    const pick = pickChecklistEntry(matchBack('154', 'TODD HUNDLEY', 'Score', 1995), '');
    expect(pick?.match.entry).toMatchObject({
      product: 'Select',
      number: '154',
      name: 'Todd Hundley',
    });
  });

  it('finds nothing when the name does not fit the number', () => {
    expect(matchBack('490', 'WAYNE GRETZKY', 'Donruss', 1991)).toEqual([]);
  });
});

describe('pickChecklistEntry and matchChecklistByName', () => {
  const header = (text: string) => ({ text, box: { x0: 0.05, y0: 0.03, x1: 0.95, y1: 0.08 } });

  it('takes the flagship when the same card is in two products, and says the set is a guess', () => {
    const reading = readingFromLines('back', [header('ANDRE DAWSON 242')]);
    const matches = matchChecklist({
      numbers: parseCardNumbers(reading.lines, 'back'),
      names: parseNames(reading.lines, 'back'),
      brand: 'Topps',
      year: 2024,
    });
    const pick = pickChecklistEntry(matches, 'ALLEN & GINTER');
    expect(pick?.match.entry).toMatchObject({ product: 'Topps Allen & Ginter', number: '242' });
    expect(pick?.setCertain).toBe(false);
  });

  it('finds the card from the name, brand and year when the number was not read', () => {
    const pick = matchChecklistByName(names('TITO LANDRUM'), 'Fleer', 1986, '');
    expect(pick).toMatchObject({
      via: 'name',
      match: { entry: { number: '41', product: 'Fleer' } },
    });
    expect(matchChecklistByName(names('TITO LANDRUM'), 'Fleer', null, '')).toBeNull();
  });
});

describe('dealer hints', () => {
  it('matches names and sets the dealer typed before', () => {
    const hints = {
      players: [{ name: 'Kenny Jonsson', team: 'Toronto Maple Leafs', sport: 'hockey' }],
      sets: [{ brand: 'Pinnacle', set: "Pinnacle McDonald's", year: 1995 }],
    };
    expect(matchHintPlayer(names('KENNY JONSSON'), hints)).toMatchObject({
      name: 'Kenny Jonsson',
      team: 'Toronto Maple Leafs',
    });
    expect(matchHintSet("PINNACLE McDONALD'S", 1995, hints)).toMatchObject({
      set: "Pinnacle McDonald's",
    });
    expect(matchHintPlayer(names('MARIO LEMIEUX'), hints)).toBeNull();
  });
});

describe('correctFirstName', () => {
  it('corrects a misread first name to the nearest common one, keeping known names', () => {
    expect(correctFirstName('Yineent Damphousse')).toBe('Vincent Damphousse');
    expect(correctFirstName('Par LaFontaine')).toBe('Pat LaFontaine');
    expect(correctFirstName('MIKF GARTNER')).toBe('Mike Gartner');
    expect(correctFirstName('Brett Hull')).toBe('Brett Hull');
    expect(correctFirstName('Xqzt Nobody')).toBe('Xqzt Nobody');
  });
});

describe('isTeamName', () => {
  it('knows a team name even when OCR cut it short', () => {
    expect(isTeamName('TORONTO MAPLE LE')).toBe(true);
    expect(isTeamName('PITTSBURGH PENGUINS')).toBe(true);
    expect(isTeamName('MARIO LEMIEUX')).toBe(false);
  });
});

describe('withoutTeamWords', () => {
  it('drops the team or city printed beside a name, keeping two words', () => {
    expect(withoutTeamWords('Wayne Gretzky Edmonton')).toBe('Wayne Gretzky');
    expect(withoutTeamWords('Luc Robitaille Los Angeles')).toBe('Luc Robitaille');
    expect(withoutTeamWords('Anders Hedberg N.Y Rangers')).toBe('Anders Hedberg');
    expect(withoutTeamWords('PENGUINS MARIO LEMIEUX')).toBe('MARIO LEMIEUX');
    expect(withoutTeamWords('Daryl Boston')).toBe('Daryl Boston');
  });

  it('leaves nothing of a line that only names teams', () => {
    expect(withoutTeamWords('PENGUINS PENGUINS')).toBe('');
  });
});

describe('matchByRoster', () => {
  it("finds a player from a surname and the team's city, as old cards print them", () => {
    expect(matchByRoster(['COBB. DETROIT'], null)?.player.name).toBe('Ty Cobb');
    expect(matchByRoster(['WAGNER, PITTSBURG'], null)).toMatchObject({
      player: { name: 'Honus Wagner' },
    });
  });

  it('takes the nickname for the city, as modern fronts print it', () => {
    expect(matchByRoster(['VARGAS, K., TWINS'], null)?.player.name).toBe('Kennys Vargas');
  });

  it("takes a hockey nickname for its city too, the card's year telling namesakes apart", () => {
    expect(matchByRoster(['LEMIEUX Center', 'PENGUINS'], 1996)?.player.name).toBe('Mario Lemieux');
    expect(matchByRoster(['LEMIEUX', 'CANADIENS'], 1986)?.player.name).toBe('Claude Lemieux');
  });

  it('needs the city: a surname alone is not enough', () => {
    expect(matchByRoster(['COBB'], null)).toBeNull();
  });
});

describe('matchByRoster with a first name', () => {
  it('completes a surname cut short when the first name and the team were read', () => {
    expect(matchByRoster(['RICKY NOLA', 'MINNESOTA TWINS'], 2015)?.player.name).toBe(
      'Ricky Nolasco',
    );
    expect(matchByRoster(['AARON THOMPSON', 'MINNESOTA TWINS'], null)?.player.name).toBe(
      'Aaron Thompson',
    );
  });
});

describe('matchByRoster with old city abbreviations', () => {
  it('reads "N. Y. NAT\'L" as New York', () => {
    expect(matchByRoster(["MATHEWSON, N. Y. NAT'L"], null)?.player.name).toBe('Christy Mathewson');
  });
});
