import { reresolveCard, searchBrands, searchPlayers, searchSets } from './index';

describe('searchPlayers (type-ahead)', () => {
  it('lists a son under his suffix, the father apart', () => {
    const found = searchPlayers('vladimir guerrero', { sport: 'baseball', year: 2021 }).map(
      (p) => p.name,
    );
    expect(found).toEqual(['Vladimir Guerrero Jr.', 'Vladimir Guerrero']);
    expect(searchPlayers('griffey jr').map((p) => p.name)[0]).toBe('Ken Griffey Jr.');
  });

  it('finds a player from the start of his name or his surname, with sport, career and teams', () => {
    const [gretzky] = searchPlayers('wayne gre');
    expect(gretzky).toMatchObject({ name: 'Wayne Gretzky', sport: 'hockey', from: 1978 });
    expect(gretzky.teams).toContain('Los Angeles Kings');
    expect(searchPlayers('puckett').map((player) => player.name)).toContain('Kirby Puckett');
  });

  it("puts the card's sport and the players who could be carded in its year first", () => {
    const hockey1993 = searchPlayers('sundin', { sport: 'hockey', year: 1993 });
    // Ronnie Sundin, first carded as a prospect, may be on a 1993 card too; Mats comes first.
    expect(hockey1993.map((player) => player.name)).toEqual([
      'Mats Sundin',
      'Ronnie Sundin',
      'Gordie Sundin Jr.',
    ]);
    expect(hockey1993[0].teams).toEqual(['Quebec Nordiques', 'Toronto Maple Leafs']);
    expect(searchPlayers('sundin', { sport: 'baseball' })[0].name).toBe('Gordie Sundin Jr.');
    // A legend on a later card is offered after the players of that year.
    expect(searchPlayers('gretzky', { year: 2015 }).map((p) => p.name)).toEqual([
      'Wayne Gretzky',
      'Brent Gretzky',
    ]);
  });

  it("puts the team's players first, so a common surname on a team's card finds its man", () => {
    const twins = { sport: 'baseball', team: 'Minnesota Twins' } as const;
    expect(searchPlayers('may', twins)[0].name).toBe('Trevor May');
    expect(searchPlayers('may', { sport: 'baseball' }).map((p) => p.name)).not.toContain(
      'Joe Mays',
    );
    expect(
      searchPlayers('graham', twins)
        .slice(0, 2)
        .map((p) => p.name),
    ).toContain('J. R. Graham');
    // Without the team, the sport's best-carded May (56 checklisted cards, Rudy May's 13).
    expect(searchPlayers('may', { ...twins, team: 'No Such Team' })[0].name).toBe('Derrick May');
  });

  it('offers players of other sports and years last, never hiding one typed in full', () => {
    // A 2015 Twins rookie on a card read as hockey, or as 1992: the sport or year read may be wrong.
    expect(searchPlayers('sano', { sport: 'hockey', year: 2015 })[0].name).toBe('Miguel Sanó');
    expect(searchPlayers('sano', { sport: 'baseball', year: 1992 }).map((p) => p.name)).toContain(
      'Miguel Sanó',
    );
    const before = searchPlayers('gretzky', { sport: 'hockey', year: 1960 }).map((p) => p.name);
    expect(before).toEqual(['Wayne Gretzky', 'Brent Gretzky']);
  });

  it('ranks a whole surname typed with names that begin so, the better known first', () => {
    const may = searchPlayers('may', { sport: 'baseball', year: 2015 }).map((p) => p.name);
    expect(may[0]).toBe('Trevor May');
    expect(searchPlayers('mario')[0].name).toBe('Mario Lemieux');
  });

  it('puts the better-carded player first: checklisted cards in baseball, career points in hockey', () => {
    // Phil Hughes has 4 checklisted cards; the Hugheses of longer careers before him have none.
    expect(searchPlayers('hughes', { sport: 'baseball' })[0].name).toBe('Phil Hughes');
    // Mario Lemieux scored 1,723 points, Claude Lemieux 786 in a longer career.
    expect(searchPlayers('lem', { sport: 'hockey', year: 1995 })[0].name).toBe('Mario Lemieux');
    // Two letters begin surnames and first names alike: the best-known player comes first, not every Len.
    expect(searchPlayers('le', { sport: 'hockey', year: 1995 })[0].name).toBe('Mario Lemieux');
    // A goalie's wins count: Patrick Roy before Derek Roy, who scored more points.
    expect(searchPlayers('roy', { sport: 'hockey', year: 1995 })[0].name).toBe('Patrick Roy');
    // A player carded that year comes before a prospect of it who is better carded since.
    const may2015 = searchPlayers('may', { sport: 'baseball', year: 2015 }).map((p) => p.name);
    expect(may2015.indexOf('Trevor May')).toBeLessThan(may2015.indexOf('Dustin May'));
  });

  it('finds a Russian first name however the card or the dealer spells it', () => {
    // The Hockey Databank spells them Aleksey Morozov and Sergei Fedorov; cards print ALEXEI and SERGEI.
    const names = (query: string) =>
      searchPlayers(query, { sport: 'hockey', year: 1997 }).map((player) => player.name);
    expect(names('alexei morozov')[0]).toBe('Aleksey Morozov');
    expect(names('alexe moroz')[0]).toBe('Aleksey Morozov');
    expect(names('sergey fedorov')[0]).toBe('Sergei Fedorov');
  });

  it('still finds a surname typed with a letter wrong, and waits for two letters', () => {
    expect(searchPlayers('yxerman', { sport: 'hockey' })[0].name).toBe('Steve Yzerman');
    expect(searchPlayers('m')).toEqual([]);
  });
});

describe('searchBrands and searchSets', () => {
  it('suggests makers by name or spelling', () => {
    expect(searchBrands('upp').map((brand) => brand.name)).toEqual(['Upper Deck']);
    expect(searchBrands('o-pee').map((brand) => brand.name)).toContain('O-Pee-Chee');
  });

  it("suggests the checklists' sets, base sets first, narrowed by maker and year", () => {
    const update = searchSets('topps upd');
    expect(update[0]).toMatchObject({ name: 'Topps Update', brand: 'Topps' });
    expect(update.slice(1).every((set) => set.name.startsWith('Topps Update - '))).toBe(true);
    const donruss1991 = searchSets('donruss', { year: 1991, brand: 'Donruss' });
    expect(donruss1991[0].name).toBe('Donruss');
    const issuedIn1991 = (set: { from: number | null; to: number | null }) =>
      set.from === null || (set.from <= 1991 && 1991 <= (set.to ?? 1991));
    expect(donruss1991.every(issuedIn1991)).toBe(true);
  });
});

describe('reresolveCard', () => {
  it('spells a father and a son of one name as their cards do, the year telling them apart', () => {
    expect(reresolveCard({ player: 'pete rose', year: 1975 }).player).toBe('Pete Rose');
    expect(reresolveCard({ player: 'Ken Griffey', year: 1980 }).player).toBe('Ken Griffey');
    expect(reresolveCard({ player: 'Ken Griffey', year: 1995 }).player).toBe('Ken Griffey Jr.');
    expect(reresolveCard({ player: 'ken griffey jr', year: 1989 }).player).toBe('Ken Griffey Jr.');
  });

  it('fills in the team of the season and the set and number when the checklist has one card that fits', () => {
    const card = reresolveCard({ player: 'kirby puckett', year: 1991, set: 'Donruss' });
    expect(card).toMatchObject({
      player: 'Kirby Puckett',
      sport: 'baseball',
      team: 'Minnesota Twins',
      brand: 'Donruss',
      set: 'Donruss',
      cardNumber: '490',
      inCatalog: true,
    });
  });

  it('lists the cards to choose from when several checklisted cards fit', () => {
    const card = reresolveCard({ player: 'Kirby Puckett', year: 1991 });
    expect(card.candidates.length).toBeGreaterThan(3);
    expect(card.cardNumber).toBeNull();
    expect(card.candidates.map((candidate) => candidate.set)).toContain('Donruss');
    expect(card.candidates.every((candidate) => candidate.year === 1991)).toBe(true);
  });

  it('gives a hockey player his team that season from the Hockey Databank, with no checklist', () => {
    const card = reresolveCard({ player: 'Mats Sundin', year: 1995, sport: 'hockey' });
    expect(card).toMatchObject({ team: 'Toronto Maple Leafs', inCatalog: true, candidates: [] });
  });

  it('gives a one-team player his team without a year, and in a season he sat out', () => {
    expect(reresolveCard({ player: 'Mario Lemieux', year: null }).team).toBe('Pittsburgh Penguins');
    expect(reresolveCard({ player: 'Mario Lemieux', year: 1997 }).team).toBe('Pittsburgh Penguins');
    expect(reresolveCard({ player: 'Wayne Gretzky', year: null }).team).toBeNull();
  });

  it('knows a retired player named on a tribute card years later, with the team he played for', () => {
    const shuba = reresolveCard({ player: 'George Shuba', year: 2005 });
    expect(shuba).toMatchObject({ inCatalog: true, sport: 'baseball', team: 'Brooklyn Dodgers' });
    expect(shuba.candidates.map((card) => card.cardNumber)).toContain('DB-GS');
  });

  it('keeps a name no catalog knows as given, and says so', () => {
    const card = reresolveCard({ player: 'Dock LLC', year: 1995 });
    expect(card).toMatchObject({ player: 'Dock LLC', inCatalog: false, team: null, sport: null });
  });
});
