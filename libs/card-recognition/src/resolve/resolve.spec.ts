import { resolveCard } from './index';
import { readingFromLines } from './reading-builder';

const corner = (text: string) => ({ text, box: { x0: 0.03, y0: 0.02, x1: 0.15, y1: 0.07 } });
const nameBand = (text: string) => ({ text, box: { x0: 0.1, y0: 0.86, x1: 0.8, y1: 0.94 } });

describe('resolveCard', () => {
  it('resolves a junk-wax card exactly from its checklist entry, year included', () => {
    const card = resolveCard([
      readingFromLines('front', ['DONRUSS', nameBand('KIRBY PUCKETT')]),
      readingFromLines('back', [corner('490'), 'KIRBY PUCKETT', 'OUTFIELD', '© LEAF/DONRUSS 1991']),
    ]);
    expect(card).toMatchObject({
      player: 'Kirby Puckett',
      year: 1991,
      brand: 'Donruss',
      set: 'Donruss',
      cardNumber: '490',
      sport: 'baseball',
      team: 'Minnesota Twins',
    });
    expect(card.sources).toMatchObject({
      player: 'checklist',
      year: 'checklist',
      cardNumber: 'checklist',
    });
    expect(card.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('names a player read whole on the front though one stray word of another sport was read in debris', () => {
    const card = resolveCard([
      readingFromLines('front', [nameBand('TEEMU SELANNE')]),
      readingFromLines('back', [corner('McD11'), 'WgShR', 'Hr IH', '5959']),
    ]);
    expect(card).toMatchObject({ player: 'Teemu Selanne', sport: 'hockey' });
  });

  it("never shows as the player's team one named on the card that he never played for", () => {
    // A Stadium Club back lists the league's top scorers with their teams; Lemieux heads it.
    const card = resolveCard([
      readingFromLines('front', [nameBand('MARIO LEMIEUX')]),
      readingFromLines('back', [
        corner('148'),
        '1992-93 TOP 10 LEAGUE SCORERS',
        'Pierre Turgeon, New York Islanders, 132',
        'Mario Lemieux, 160 points',
      ]),
    ]);
    expect(card.player).toBe('Mario Lemieux');
    expect(card.team).toBe('Pittsburgh Penguins');
  });

  it("never names an award's namesake as the card's player", () => {
    const card = resolveCard([
      readingFromLines('back', [
        'LEMIEUX WINS LE TROPHEE ROSS A LEMIEUX',
        'Art Ross Trophy, awarded to the',
        'league scoring leader',
      ]),
    ]);
    expect(card.player).not.toBe('Art Ross');
    expect((card.candidates?.player ?? []).map((candidate) => candidate.name)).not.toContain(
      'Art Ross',
    );
  });

  it("never names the player a write-up compares the card's with, and offers him for a correction", () => {
    const card = resolveCard([
      readingFromLines('back', [
        'In his NHL return he had 11 points',
        'in his first four games and on Nov.',
        '14, 1995, he passed Hall-of-Famer',
        'Jean Beliveau to',
        "become the NHL's 20th all-time scorer.",
      ]),
    ]);
    expect(card.player).toBeNull();
    expect((card.candidates?.player ?? []).map((candidate) => candidate.name)).toContain(
      'Jean Beliveau',
    );
  });

  it("names Bowman from its B logo on a front that prints no maker's name", () => {
    const card = resolveCard([
      readingFromLines('front', [
        { text: 'B', confidence: 99, box: { x0: 0.83, y0: 0.05, x1: 0.92, y1: 0.12 } },
        nameBand('BYRON BUXTON'),
      ]),
    ]);
    expect(card).toMatchObject({ player: 'Byron Buxton', brand: 'Bowman', set: 'Bowman' });
    expect(card.sources.brand).toBe('ocr');
    expect(resolveCard([readingFromLines('front', [nameBand('BYRON BUXTON')])]).brand).toBeNull();
  });

  it('does not name a player of another sport than the one the card tells firmly', () => {
    const card = resolveCard([
      readingFromLines('front', [nameBand('TEEMU SELANNE')]),
      readingFromLines('back', ['MINNESOTA TWINS', 'YEAR AB R H HR RBI AVG', 'OUTFIELD']),
    ]);
    expect(card.player).toBeNull();
    expect(card.sport).toBe('baseball');
  });

  it('names a hockey player from the Hockey Databank catalog, his team that season included', () => {
    const card = resolveCard([
      readingFromLines('front', [nameBand('PAUL KARIYA')]),
      readingFromLines('back', [
        corner('McD-11'),
        'PAUL KARIYA',
        'LEFT WING',
        'MIGHTY DUCKS OF ANAHEIM',
        '1995-96 PINNACLE',
        'NHL',
      ]),
    ]);
    expect(card).toMatchObject({
      player: 'Paul Kariya',
      year: 1995,
      cardNumber: 'McD-11',
      sport: 'hockey',
      team: 'Anaheim Mighty Ducks',
    });
    expect(card.sources.player).toBe('catalog');
    expect(card.candidates?.player[0]).toMatchObject({ name: 'Paul Kariya', sport: 'hockey' });
  });

  it("names a McDonald's hockey set from the season and the McD number", () => {
    const card = resolveCard([
      readingFromLines('front', [nameBand('JOE SAKIC')]),
      readingFromLines('back', [corner('McD-5'), 'JOE SAKIC', 'CENTER', '1994-95 NHL']),
    ]);
    expect(card).toMatchObject({
      year: 1994,
      brand: 'Upper Deck',
      set: "Upper Deck McDonald's",
      cardNumber: 'McD-5',
    });
  });

  it('uses what the dealer typed in earlier corrections ahead of the catalog', () => {
    const hints = {
      players: [{ name: 'Kenny Jonsson', team: 'Toronto Maple Leafs', sport: 'hockey' }],
      sets: [{ brand: 'Pinnacle', set: "Pinnacle McDonald's", year: 1995 }],
    };
    const card = resolveCard(
      [
        readingFromLines('front', [nameBand('KENNY J0NSSON'), "PINNACLE McDONALD'S"]),
        readingFromLines('back', [corner('McD-36'), '© 1995 PINNACLE BRANDS']),
      ],
      hints,
    );
    expect(card).toMatchObject({
      player: 'Kenny Jonsson',
      team: 'Toronto Maple Leafs',
      set: "Pinnacle McDonald's",
      brand: 'Pinnacle',
      year: 1995,
    });
    expect(card.sources).toMatchObject({ player: 'dealer', set: 'dealer' });
  });

  it('detects rookie, serial numbering and a graded slab', () => {
    const card = resolveCard([
      readingFromLines('front', [
        '2015 TOPPS UPDATE',
        nameBand('MIGUEL SANO'),
        'RC',
        '12/99',
        'PSA',
        'GEM MT 10',
        '31234567',
      ]),
    ]);
    expect(card).toMatchObject({
      player: 'Miguel Sanó',
      rookieCard: true,
      serialNumber: '12/99',
      graded: { grader: 'PSA', grade: '10', certNumber: '31234567' },
    });
  });

  it("calls no card a rookie card that comes out seasons after the player's rookie cards", () => {
    const lemieux = (season: string) =>
      resolveCard([
        readingFromLines('front', [nameBand('MARIO LEMIEUX'), 'ROOKIE']),
        readingFromLines('back', [
          'MARIO LEMIEUX',
          'PITTSBURGH PENGUINS',
          `${season} O-PEE-CHEE`,
          'CENTRE',
        ]),
      ]);
    expect(lemieux('1985-86')).toMatchObject({
      player: 'Mario Lemieux',
      year: 1985,
      rookieCard: true,
    });
    expect(lemieux('1986-87')).toMatchObject({
      player: 'Mario Lemieux',
      year: 1986,
      rookieCard: false,
    });
  });

  it('does not take a year in a corner for the card number', () => {
    const card = resolveCard([
      readingFromLines('back', [corner('1988'), 'WAYNE GRETZKY', 'Center — Los Angeles Kings']),
    ]);
    expect(card.cardNumber).toBeNull();
  });

  it("takes a McDonald's number over stronger-looking tokens in the other corners", () => {
    const otherCorner = (text: string) => ({
      text,
      box: { x0: 0.8, y0: 0.02, x1: 0.95, y1: 0.07 },
    });
    const card = resolveCard([
      readingFromLines('back', [otherCorner('M22'), corner('McD-14'), 'PAUL KARIYA']),
      readingFromLines('back', [otherCorner('M22'), 'PAUL KARIYA']),
    ]);
    expect(card.cardNumber).toBe('McD-14');
  });

  it('takes the name read again and again over a one-off line of debris', () => {
    const card = resolveCard([
      readingFromLines('front', [nameBand('SU POSTSEASON'), nameBand('MARIO LEMIEUX')]),
      readingFromLines('front', [nameBand('MARIO LEMIEUX')]),
      readingFromLines('front', [nameBand('MARIO LEMIEUX')]),
    ]);
    expect(card.player).toBe('Mario Lemieux');
  });

  it("lets hockey words decide a nickname two sports share, and keeps baseball's roster out", () => {
    const card = resolveCard([
      readingFromLines('front', [nameBand('MARIO LEMIEUX')]),
      readingFromLines('back', ['PAST WINNERS', 'Anders Hedberg N.Y. Rangers', 'NHL']),
    ]);
    expect(card).toMatchObject({ player: 'Mario Lemieux', sport: 'hockey' });
  });

  it('does not let a year from the write-up rule out the player named on the card', () => {
    const card = resolveCard([
      readingFromLines('front', [
        'MINNESOTA TWINS',
        nameBand('GLEN PERKINS'),
        'COMMEMORATING THE ORIGINAL PICTURE CARDS',
        'BROUGHT OUT IN THE YEAR 1887.',
      ]),
    ]);
    expect(card).toMatchObject({ player: 'Glen Perkins', year: null });
    expect(card.sources.player).toBe('catalog');
  });

  it('takes the name a write-up gives in full when the name band was not read', () => {
    const card = resolveCard([
      readingFromLines('back', [
        'No one could dethrone him other than Mario Lemieux. The return',
        'of Lemieux from injury made the Penguins the favourites',
      ]),
    ]);
    expect(card.player).toBe('Mario Lemieux');
  });

  it('takes the name a write-up gives in full with one letter misread, when other lines name the surname', () => {
    const card = resolveCard([
      readingFromLines('back', [
        'LEMIEUX WINS ROSS - AGAIN',
        'Lemieux of the Penguins for the allea Mario Lomieux des Pen-',
        '2nd straight year. Lemieux scored 199 points',
      ]),
    ]);
    expect(card.player).toBe('Mario Lemieux');
  });

  it("takes a year printed alone on the front (the set's logo) over one in the back's write-up", () => {
    const card = resolveCard([
      readingFromLines('front', ['1993', nameBand('PAVEL BURE')]),
      readingFromLines('back', ['rookie season began in 1991 with 34 goals']),
    ]);
    expect(card.year).toBe(1993);
  });

  it("corrects a year the maker could not have printed: Upper Deck's ©1957 is 1997 misread", () => {
    const card = resolveCard([
      readingFromLines('back', ['ERIC LINDROS', '©1957 The Upper Deck Company, LLC']),
    ]);
    expect(card).toMatchObject({ year: 1997, brand: 'Upper Deck' });
  });

  it('takes the number in the corner over a figure a list repeats on every pass', () => {
    const topRight = (text: string) => ({ text, box: { x0: 0.85, y0: 0.02, x1: 0.96, y1: 0.08 } });
    const leaders = (text: string) => ({ text, box: { x0: 0.2, y0: 0.2, x1: 0.87, y1: 0.24 } });
    const pass = () =>
      readingFromLines('back', [leaders('2. Pat LaFontaine, Buffalo, 148'), 'PLUS/MINUS LEADER']);
    const card = resolveCard([
      readingFromLines('back', [topRight('185'), leaders('2. Pat LaFontaine, Buffalo, 148')]),
      pass(),
      pass(),
    ]);
    expect(card.cardNumber).toBe('185');
  });

  it('answers an empty card with no confidence when nothing was read', () => {
    const card = resolveCard([readingFromLines('front', []), readingFromLines('back', [])]);
    expect(card).toMatchObject({ player: null, year: null, cardNumber: null, confidence: 0 });
  });
});
