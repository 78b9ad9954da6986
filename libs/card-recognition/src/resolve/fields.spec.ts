import type { ChecklistPick } from '../match';
import { findBrands, findTeams, matchChecklist, pickChecklistEntry } from '../match';
import type { YearCandidate } from '../parse';
import { resolveBrandAndSet } from './brand-set';
import { resolveNumber, strongestNumber } from './number';
import { resolvePlayer, type PlayerContext } from './player';
import { markersOfSet } from './markers';
import { firmSport } from './sport';
import { readCardText, restoreSpaces } from './readings';
import { readingFromLines } from './reading-builder';
import { resolveYear } from './year';

const corner = (text: string) => ({ text, box: { x0: 0.03, y0: 0.02, x1: 0.15, y1: 0.07 } });
const nameBand = (text: string) => ({ text, box: { x0: 0.1, y0: 0.86, x1: 0.8, y1: 0.94 } });

function context(overrides: Partial<PlayerContext> = {}): PlayerContext {
  return {
    hint: null,
    checklist: null,
    year: null,
    yearEvidence: 'none',
    teams: [],
    textSport: null,
    ...overrides,
  };
}

describe('resolvePlayer', () => {
  it('corrects a hockey name read with letters wrong to the catalog player', () => {
    const readings = readCardText([readingFromLines('front', [nameBand('STEVE YXERMAN')])]);
    const decision = resolvePlayer(
      readings,
      context({ year: 1993, yearEvidence: 'copyright', textSport: 'hockey' }),
    );
    expect(decision).toMatchObject({ player: 'Steve Yzerman', source: 'catalog' });
    expect(decision.candidates[0]).toMatchObject({ name: 'Steve Yzerman', sport: 'hockey' });
  });

  it('offers first the one player a rare first name read whole names, beside a surname misread but its initial', () => {
    const offered = (line: string) => {
      const readings = readCardText([readingFromLines('front', [nameBand(line)])]);
      return resolvePlayer(readings, context());
    };
    const kennys = offered('KENNYS VHR');
    expect(kennys.player).toBeNull();
    expect(kennys.candidates[0]).toMatchObject({ name: 'Kennys Vargas', source: 'catalog' });
    // A first name many players bear names no one from an initial.
    expect(offered('MIKE VHR').candidates.some((candidate) => candidate.source === 'catalog')).toBe(
      false,
    );
  });

  it('names a player by the first name the card prints, capitalised as a name', () => {
    const readings = readCardText([readingFromLines('back', [nameBand('RAY BOURQUE')])]);
    const decision = resolvePlayer(
      readings,
      context({ year: 1997, yearEvidence: 'copyright', textSport: 'hockey' }),
    );
    expect(decision.player).toBe('Ray Bourque');
  });

  it('names a player by the spelling of his Russian first name the card prints', () => {
    // The Hockey Databank spells him Aleksey Morozov; his 1997 cards print ALEXEI.
    const resolved = (name: string) =>
      resolvePlayer(
        readCardText([readingFromLines('back', [nameBand(name)])]),
        context({ year: 1997, yearEvidence: 'copyright', textSport: 'hockey' }),
      ).player;
    expect(resolved('ALEXEI MOROZOV')).toBe('Alexei Morozov');
    expect(resolved('ALEKSEY MOROZOV')).toBe('Aleksey Morozov');
  });

  it("drops a write-up's year from long before the debut of a player still playing where the catalog ends", () => {
    // Patrick Marleau: debut 1997, still playing when the Hockey Databank ends; "1979" is his birth year.
    const readings = readCardText([readingFromLines('front', [nameBand('PATRICK MARLEAU')])]);
    const decision = resolvePlayer(
      readings,
      context({ year: 1979, yearEvidence: 'text', textSport: 'hockey' }),
    );
    expect(decision).toMatchObject({ player: 'Patrick Marleau', dropYear: true });
    const inCareer = resolvePlayer(
      readings,
      context({ year: 1997, yearEvidence: 'text', textSport: 'hockey' }),
    );
    expect(inCareer.dropYear).toBe(false);
  });

  it('offers the players of a surname printed alone, the longest career first, but names no one', () => {
    const readings = readCardText([readingFromLines('front', ['DOZIER.', 'TOPPS'])]);
    const decision = resolvePlayer(readings, context({ textSport: 'baseball' }));
    expect(decision.player).toBeNull();
    expect(decision.candidates.map((candidate) => candidate.name).slice(0, 2)).toEqual([
      'Brian Dozier',
      'Hunter Dozier',
    ]);
    // A maker's name alone is no surname, though players bear it.
    const logo = resolvePlayer(
      readCardText([readingFromLines('front', ['BOWMAN'])]),
      context({ textSport: 'baseball' }),
    );
    expect(logo.candidates.map((candidate) => candidate.name)).not.toContainEqual(
      expect.stringMatching(/Bowman$/),
    );
  });

  it('never shows OCR debris as the player: empty, with the name as read offered only as a candidate', () => {
    const readings = readCardText([readingFromLines('front', [nameBand('DOCK LLC')])]);
    const decision = resolvePlayer(readings, context({ textSport: 'hockey' }));
    expect(decision.player).toBeNull();
    expect(decision.evidence).toBe('none');
    expect(
      decision.candidates.every(
        (candidate) => candidate.name !== 'Dock LLC' || candidate.source === 'ocr',
      ),
    ).toBe(true);
  });

  it("does not take a player of another sport than the card's", () => {
    // Gordie Sundin pitched for Baltimore; a hockey card reading SUNDIN is Mats (or no one).
    const readings = readCardText([readingFromLines('front', [nameBand('GORDIE SUNDIN')])]);
    const decision = resolvePlayer(readings, context({ textSport: 'hockey', year: 1995 }));
    expect(decision.player ?? '').not.toMatch(/^Gordie Sundin/);
  });

  it("finds a hockey player from his surname and the team's city, with the season's roster", () => {
    const readings = readCardText([
      readingFromLines('back', ['LEMIEUX', 'PITTSBURGH PENGUINS', 'CENTER']),
    ]);
    const decision = resolvePlayer(
      readings,
      context({ year: 1992, yearEvidence: 'copyright', textSport: 'hockey' }),
    );
    expect(decision.player).toBe('Mario Lemieux');
    expect(decision.roster?.team).toBe('Pittsburgh Penguins');
  });

  it('names a retired star on a later card from his exact name, and parts initials run together', () => {
    const smoltz = readCardText([readingFromLines('front', [nameBand('JOHN SMOLTZ')])]);
    const late = resolvePlayer(
      smoltz,
      context({ year: 2024, yearEvidence: 'copyright', textSport: 'baseball' }),
    );
    expect(late).toMatchObject({ player: 'John Smoltz', conflict: true });
    expect(restoreSpaces('J.T. BRUETT')).toBe('J. T. BRUETT');
    expect(restoreSpaces('U.L.WASHINGTON')).toBe('U. L. WASHINGTON');
  });

  it('leaves a name no catalog holds empty and offers the best catalog candidates with scores', () => {
    const readings = readCardText([readingFromLines('front', [nameBand('JAROMR JAGGER')])]);
    const decision = resolvePlayer(readings, context({ textSport: 'hockey', year: 1995 }));
    expect(decision.player).toBeNull();
    expect(decision.candidates.length).toBeGreaterThan(0);
    expect(
      decision.candidates.every((candidate) => candidate.score > 0 && candidate.score <= 1),
    ).toBe(true);
  });
});

describe('resolveYear', () => {
  const year = (value: number, source: YearCandidate['source'], weight = 1): YearCandidate => ({
    year: value,
    source,
    weight,
    label: String(value),
  });

  it('takes the copyright year, corrected when the maker could not have printed it', () => {
    const upperDeck = { brand: 'Upper Deck', score: 1, fromCopyright: true };
    expect(resolveYear([year(1957, 'copyright')], upperDeck, null)).toMatchObject({
      year: 1997,
      evidence: 'copyright',
    });
    // A 9 read as a 1, where no 5 or 0 explains the year.
    expect(resolveYear([year(1917, 'copyright')], upperDeck, null).year).toBe(1997);
  });

  it('drops a copyright year the maker read could not have printed, wherever the maker was read', () => {
    // "01971" on a 1997 Upper Deck card whose maker was read only from its misread legal line.
    const misreadMaker = { brand: 'Upper Deck', score: 0.6, fromCopyright: false };
    expect(resolveYear([year(1971, 'copyright')], misreadMaker, null).year).toBeNull();
    // A season read where the maker may be a stats row's word is kept.
    expect(resolveYear([year(1971, 'season')], misreadMaker, null).year).toBe(1971);
  });

  it("takes no year the write-up mentions from before the maker's first for the card's", () => {
    const proSet = { brand: 'Pro Set', score: 0.8, fromCopyright: false };
    // "dazzling NHL audiences since 1984, when he joined the Penguins" on a 1990 Pro Set card.
    expect(resolveYear([year(1984, 'text')], proSet, null).year).toBeNull();
    expect(resolveYear([year(1991, 'text')], proSet, null).year).toBe(1991);
  });

  it("takes the checklist's year, and notes a copyright year more than a season away", () => {
    const checklist = pickChecklistEntry(
      matchChecklist({
        numbers: [{ number: '490', weight: 0.6, source: 'corner' }],
        names: [{ text: 'KIRBY PUCKETT', weight: 1, role: 'back' }],
        brand: 'Donruss',
        year: null,
      }),
      '',
    ) as ChecklistPick;
    const decision = resolveYear([year(1988, 'copyright')], null, checklist.match);
    expect(decision).toMatchObject({ year: 1991, evidence: 'checklist', conflict: true });
  });
});

describe('resolveNumber', () => {
  it("prefers a McDonald's number only where McDonald's is read", () => {
    const numbers = [
      { number: 'M22', weight: 0.6, source: 'corner' as const },
      { number: 'McD-14', weight: 0.45, source: 'prefixed' as const },
    ];
    expect(strongestNumber(numbers, true)?.number).toBe('McD-14');
    expect(strongestNumber(numbers, false)?.number).toBe('M22');
  });

  it('reads the number from the card when no checklist entry was picked', () => {
    const readings = readCardText([readingFromLines('back', [corner('153'), 'JOE CARTER'])]);
    expect(resolveNumber(readings, null)).toMatchObject({ cardNumber: '153', evidence: 'corner' });
  });
});

describe('resolveBrandAndSet', () => {
  const base = {
    text: '',
    mcDonalds: false,
    readBrand: null,
    sets: [],
    hintSet: null,
    pick: null,
    year: null,
    sport: null,
  };

  it("names the McDonald's set of the season, only when McDonald's is read on a hockey card", () => {
    const upperDeck = { brand: 'Upper Deck', score: 1, fromCopyright: true };
    expect(
      resolveBrandAndSet({ ...base, mcDonalds: true, readBrand: upperDeck, year: 1993 }),
    ).toMatchObject({ set: "Upper Deck McDonald's NHL All-Stars", setEvidence: 'promo' });
    expect(
      resolveBrandAndSet({ ...base, mcDonalds: false, readBrand: upperDeck, year: 1993 }).set,
    ).toBe('Upper Deck');
    expect(
      resolveBrandAndSet({
        ...base,
        mcDonalds: true,
        readBrand: upperDeck,
        year: 1993,
        sport: 'baseball',
      }).setEvidence,
    ).not.toBe('promo');
  });

  it("gives the maker's flagship set when no product is named, and says it is a guess", () => {
    const topps = { brand: 'Topps', score: 1, fromCopyright: true };
    expect(resolveBrandAndSet({ ...base, readBrand: topps })).toMatchObject({
      brand: 'Topps',
      set: 'Topps',
      setEvidence: 'flagship',
      brandEvidence: 'copyright',
    });
  });
});

describe('findTeams with the hockey catalog', () => {
  it('finds a team named in full on a hockey card', () => {
    expect(findTeams('TORONTO MAPLE LEAFS', 1995)[0].team.name).toBe('Toronto Maple Leafs');
  });
});

describe('readCardText', () => {
  it('gives back the spaces PP-OCR drops between words, but not inside surnames', () => {
    expect(restoreSpaces('MarioLemieux 1')).toBe('Mario Lemieux 1');
    expect(restoreSpaces('Pat LaFontaine')).toBe('Pat LaFontaine');
    expect(restoreSpaces('MacInnis McDonald')).toBe('MacInnis McDonald');
    expect(restoreSpaces('C1997ThUpperDeck Co')).toBe('C1997 ThUpper Deck Co');
    expect(restoreSpaces('DeBarge VanBiesbrouck')).toBe('DeBarge VanBiesbrouck');
    expect(restoreSpaces('01997McDonalds')).toBe('01997 McDonalds');
    expect(restoreSpaces('Deck1997')).toBe('Deck 1997');
    expect(restoreSpaces('Mario Lemieux.who won')).toBe('Mario Lemieux. who won');
    expect(restoreSpaces('PRINTED IN U.S.A.')).toBe('PRINTED IN U.S.A.');
    expect(restoreSpaces('45T 1997-98')).toBe('45T 1997-98');
  });

  it('finds a full name in capitals read without its space', () => {
    const readings = readCardText([readingFromLines('back', ['ERICLINDROS', 'CENTER'])]);
    expect(readings.names.map((name) => name.text)).toContain('Eric Lindros');
  });

  it('finds a full name run together and cut short by its text box, when only one name begins so', () => {
    const names = (line: string) =>
      readCardText([readingFromLines('back', [line])]).names.map((name) => name.text);
    expect(names('MARIOLEMIE CAPTAIN')).toContain('Mario Lemieux');
    // Too little of the name to tell ("MARIOLE": Lemieux or Lessard), or not how the name begins.
    expect(names('MARIOLE CAPTAIN')).not.toContain('Mario Lemieux');
    expect(names('ARIOLEMIEUX CAPTAIN')).not.toContain('Mario Lemieux');
  });

  it('finds a name run together whose W was read as two letters, and keeps a Finnish uu', () => {
    const names = (line: string) =>
      readCardText([readingFromLines('front', [line])]).names.map((name) => name.text);
    expect(names('OSUUALDOAR')).toContain('Oswaldo Arcia');
    expect(names('JESSEJOENSUU')).toContain('Jesse Joensuu');
  });

  it('finds a name run together with the first name the card prints, shorter than the catalog holds it', () => {
    const names = (line: string) =>
      readCardText([readingFromLines('back', [line])]).names.map((name) => name.text);
    // The Hockey Databank holds him as Raymond Bourque; the card prints RAY.
    expect(names('F7 RAYBOURQUE')).toContain('Ray Bourque');
    expect(names('F7 RABOURQUE')).not.toContain('Ra Bourque');
  });

  it('finds a name whose surname and first name are printed apart, in an L, in either order', () => {
    const names = (
      lines: { text: string; box: { x0: number; y0: number; x1: number; y1: number } }[],
    ) => readCardText([readingFromLines('back', lines)]).names.map((name) => name.text);
    // "SVEJKOVSKY" across the top, "JAROSLAV" running down the side from its end.
    const surname = { text: 'SVEJKOVSKY', box: { x0: 0.58, y0: 0.02, x1: 0.9, y1: 0.06 } };
    const firstDown = { text: 'JAROSLAV', box: { x0: 0.89, y0: 0.05, x1: 0.94, y1: 0.22 } };
    expect(names([surname, firstDown])).toContain('Jaroslav Svejkovsky');
    // The surname stacked above the first name.
    const firstBelow = { text: 'JAROSLAV', box: { x0: 0.58, y0: 0.07, x1: 0.8, y1: 0.11 } };
    expect(names([surname, firstBelow])).toContain('Jaroslav Svejkovsky');
    // Far apart, the two words are not one name.
    const farAway = { ...firstDown, box: { x0: 0.1, y0: 0.6, x1: 0.15, y1: 0.77 } };
    expect(names([surname, farAway])).not.toContain('Jaroslav Svejkovsky');
    // Only a catalog name spelled letter for letter counts.
    expect(names([surname, { ...firstDown, text: 'JAROSLAW' }])).not.toContain(
      'Jaroslav Svejkovsky',
    );
  });

  it('finds a name run together beside a card number, a team or a position on its line', () => {
    const names = (line: string) =>
      readCardText([readingFromLines('back', [line])]).names.map((name) => name.text);
    expect(names('F3 STEVEYZERMAN')).toContain('Steve Yzerman');
    expect(names('KENNYSVARGAS·MINNESOTA')).toContain('Kennys Vargas');
    expect(names('KYLEGIBSON pitcher')).toContain('Kyle Gibson');
    expect(names('GOALTENDER PENGUINS')).toEqual([]);
  });

  it('finds a full name in capitals whose surname is a word cards print elsewhere', () => {
    const readings = readCardText([readingFromLines('front', [nameBand('DOUG WEIGHT')])]);
    expect(readings.names.map((name) => name.text)).toEqual(['Doug Weight']);
  });

  it("knows McDonald's is on the card from its name or a McD number read as printed", () => {
    expect(
      readCardText([readingFromLines('back', ['©1997 MeDonslds Restaurants'])]).mcDonalds,
    ).toBe(true);
    expect(readCardText([readingFromLines('back', ['McD-14'])]).mcDonalds).toBe(true);
    expect(readCardText([readingFromLines('back', ['MeD14'])]).mcDonalds).toBe(true);
    expect(readCardText([readingFromLines('back', ['MD-14 Upper Deck'])]).mcDonalds).toBe(false);
  });

  it("does not take a player named McDonald for the restaurant's name", () => {
    const mcDonalds = (line: string) => readCardText([readingFromLines('back', [line])]).mcDonalds;
    expect(mcDonalds('1982-83,Lanny McDonald,Calgary')).toBe(false);
    expect(mcDonalds('RYAN MCDONAGH')).toBe(false);
    expect(mcDonalds("©1993 McDONALD'SRESTAURANTS OF CANADA")).toBe(true);
    expect(mcDonalds('Mc Donalds NHL All-Stars')).toBe(true);
  });
});

describe('findBrands on text PP-OCR ran together', () => {
  it("finds a maker's long name inside a word in capitals, not a short one inside a word", () => {
    expect(findBrands('1995DONRUSSNU').map((brand) => brand.brand)).toContain('Donruss');
    expect(findBrands("BOWMANSCOUTS'TOP100").map((brand) => brand.brand)).toContain('Bowman');
    expect(findBrands('HESCOREDTWICE').map((brand) => brand.brand)).not.toContain('Score');
  });
});

describe('firmSport', () => {
  const sportOf = (lines: string[]) => {
    const card = readCardText([readingFromLines('back', lines)]);
    return firmSport(card, findTeams(card.text, 1994), null);
  };

  it('takes a team named in full on a line of its own as the sport', () => {
    expect(sportOf(['CHICAGO BULLS', 'Scoring leader'])).toBe('basketball');
  });

  it("leaves a team the write-up names in a sentence to the vote (a hockey card's comparison)", () => {
    expect(
      sportOf([
        'Lemieux for the Penguins is',
        'equivalent to an active Michael',
        'Jordan for the Chicago Bulls.',
      ]),
    ).not.toBe('basketball');
  });
});

describe('markersOfSet', () => {
  it('marks a card autographed or with memorabilia when its insert set is named for it', () => {
    expect(markersOfSet('Panini Select - X-Factor Signatures')).toEqual({
      autograph: true,
      memorabilia: false,
    });
    expect(markersOfSet('Bowman - Rookie Autographs').autograph).toBe(true);
    expect(markersOfSet('Donruss - The Signature Series: Ryne Sandberg').autograph).toBe(true);
    expect(markersOfSet('Topps - Game-Used Jersey Relics')).toEqual({
      autograph: false,
      memorabilia: true,
    });
  });

  it("leaves a set whose name only holds a brand's word, and no set, unmarked", () => {
    for (const set of [
      'Signature Rookies',
      'Upper Deck - Rookie Signature',
      'Topps - Base Set',
      null,
    ])
      expect(markersOfSet(set)).toEqual({ autograph: false, memorabilia: false });
  });
});
