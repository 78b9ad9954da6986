import { readingFromLines } from '../resolve/reading-builder';
import { bestYear, parseYears } from './year';

const yearOf = (...lines: string[]) => bestYear(parseYears(readingFromLines('back', lines).lines));

describe('parseYears', () => {
  it('takes the printing year from the copyright line, whatever OCR made of the © sign', () => {
    expect(yearOf('© 1991 The Upper Deck Company')?.year).toBe(1991);
    expect(yearOf('@1993 THE TOPPS COMPANY, INC.')?.year).toBe(1993);
    expect(yearOf('(c) 2015 The Topps Company, Inc.')).toMatchObject({
      year: 2015,
      source: 'copyright',
    });
    expect(yearOf('©l99O PRO SET INC.')?.year).toBe(1990);
    expect(yearOf('C1997 The Upper Deck Company')?.year).toBe(1997);
    expect(yearOf('01994 DONRUSS, INC PRINTED IN USA')?.year).toBe(1994);
  });

  it('reads a 9 that small print turned into a 5 when the year as read is impossible', () => {
    expect(yearOf('© 1596 Fleer Corp.')?.year).toBe(1996);
  });

  it('reads a printed season as its first year and keeps the label', () => {
    expect(yearOf("1995-96 PINNACLE McDONALD'S")).toMatchObject({
      year: 1995,
      label: '1995-96',
      source: 'season',
    });
    expect(yearOf('1997/98 SEASON')).toMatchObject({ year: 1997, label: '1997-98' });
  });

  it('dates a card one season after a season its write-up looks back on', () => {
    expect(yearOf('Hull set a single season record for All-Star votes in 1990-91')).toMatchObject({
      year: 1991,
      label: '1991-92',
      source: 'season',
    });
    expect(yearOf('was named to the 1991-92 NHL 2nd Team')?.year).toBe(1992);
    expect(yearOf('1995-96 PENGUINS 16 4 31')?.year).toBe(1996);
    expect(yearOf('1991-92 NHL')?.year).toBe(1991);
  });

  it('reads a season at the start of a sentence as looking back', () => {
    expect(yearOf('1993-94 may have limited him')).toMatchObject({ year: 1994, source: 'season' });
    expect(yearOf('1995-96, winning his fifth')?.year).toBe(1996);
    expect(yearOf('1997-98 Season')?.year).toBe(1997);
  });

  it("reads a season the write-up looks ahead to, or is written during, as the card's own", () => {
    expect(
      yearOf(
        '"The Magnificent" should undoubtedly continue to',
        'establish himself as a Hall of Fame',
        'performer in 1995-96.',
      ),
    ).toMatchObject({ year: 1995, label: '1995-96' });
    expect(
      yearOf('has vowed to play upwards', 'of 60 games in 1995-96 and that may be all')?.year,
    ).toBe(1995);
    expect(yearOf('Lemieux enters 95-96 with four NHL scoring titles')?.year).toBe(1995);
    expect(yearOf("started the'92-93season on pace to break numerous records")?.year).toBe(1992);
  });

  it('keeps looking back where the words ahead belong to another sentence', () => {
    expect(yearOf('He led the league in 1990-91. He will be back')?.year).toBe(1991);
    expect(yearOf('He will be back. A record in 1990-91 made him')?.year).toBe(1991);
    expect(yearOf('91-92 PENGUINS 64 44 87 131')?.year).toBe(1992);
  });

  it('does not take a range of unrelated years for a season', () => {
    expect(yearOf('1984-1990 PITTSBURGH')?.source).not.toBe('season');
  });

  it('dates a card from its stats table when nothing else says the year: last season plus one', () => {
    const year = yearOf(
      'YEAR TEAM G AB R H HR RBI AVG',
      '2012 MINNESOTA 147 554 81 177 10 85 .319',
      '2013 MINNESOTA 113 445 62 144 11 47 .324',
      '2014 MINNESOTA 120 455 60 126 4 55 .277',
    );
    expect(year).toMatchObject({ year: 2015, source: 'stats' });
    const hockey = yearOf('89-90 PITTSBURGH 59 45 78 123 78', '90-91 PITTSBURGH 26 19 26 45 30');
    expect(hockey).toMatchObject({ year: 1991, source: 'stats' });
  });

  it('prefers the copyright year to a year mentioned in the text', () => {
    expect(yearOf('DRAFTED IN 1984, HE WON THE CALDER IN 1985', '© 1991 SCORE')?.year).toBe(1991);
  });

  it('finds nothing in text without a year', () => {
    expect(yearOf('MARIO LEMIEUX', 'CENTRE')).toBeNull();
  });
});

describe('parseYears with lists of seasons', () => {
  const seasons = ['1991-92, Mark Fitzpatrick', '1990-91, Dave Taylor', '1989-90, Gord Kluzak'];

  it('reads a list of past seasons as history: the card follows the latest', () => {
    expect(yearOf(...seasons)).toMatchObject({ year: 1992, label: '1992-93' });
  });

  it("dates an award card a season after its winner's: past winners stop a season before his", () => {
    expect(yearOf('MASTERTON TROPHY', 'PAST WINNERS', ...seasons)).toMatchObject({
      year: 1993,
      label: '1993-94',
    });
  });
});

describe('parseYears in a stats table read badly', () => {
  it('follows the latest season of a table whose other rows were misread, a 9 read as a 5 restored', () => {
    const year = yearOf(
      '1984-85',
      '1382-81 Peuuis',
      '1990-02 pis',
      '1994-95',
      '1595-96 Peynis',
      'II NHL SIASONS',
    );
    expect(year).toMatchObject({ year: 1996, label: '1996-97' });
  });

  it('reads the season above the totals row as the last row of the table', () => {
    expect(yearOf('644487131 9427', '1991-92', 'CAREER·CARRIERE 517 408 606')?.year).toBe(1992);
    expect(yearOf('1991-92', 'PITTSBURGH PENGUINS')?.year).toBe(1991);
  });
});

describe('parseYears with a season heading a review of it', () => {
  it('dates the card a season later, also when the season was read glued or with a stop', () => {
    expect(yearOf('1992-93 TOP 10 LEAGUE SCORERS')?.year).toBe(1993);
    expect(yearOf('1992-93TOP 10LEAGUESCORERS')?.year).toBe(1993);
    expect(yearOf('1991.92STATISTICAL BREAKDOWN')?.year).toBe(1992);
  });

  it("keeps a season in a title as the card's own", () => {
    expect(yearOf('1995-96 PINNACLE')?.year).toBe(1995);
    expect(yearOf('1993-94PINNACLE')?.year).toBe(1993);
  });
});

describe('parseYears on the legal line', () => {
  it('takes the year of the legal line as the printing year even when the © sign was lost', () => {
    expect(
      yearOf('HE SCORED 50 GOALS IN 1989', "1993 McDonald's Restaurants of Canada Limited"),
    ).toMatchObject({
      year: 1993,
      source: 'copyright',
    });
  });

  it('knows the legal line when its abbreviation has the next character glued on', () => {
    expect(yearOf('1997T Upperk Comgg LLC9THACNHLAAULH', 'Roy made 34 saves in 1999')?.year).toBe(
      1997,
    );
  });

  it("takes a year glued to the maker's name as the printing year, over the seasons a write-up mentions", () => {
    expect(yearOf('performer in 1995-96.', 'NHLPA 1993THETOPPSCOMPANY,NC')).toMatchObject({
      year: 1993,
      source: 'copyright',
    });
    expect(yearOf('1996 season', '&1996THEOPPSCOMANYINCALRIGHTSESEV')?.source).toBe('copyright');
    expect(yearOf('He scored 50 goals in 1994-95.', 'A 1995TheUpperDeckom')?.year).toBe(1995);
    expect(yearOf('1996DONRUSSTRADINGCARDCO')?.source).toBe('copyright');
    // As the resolver hands it over, a space put back after the year.
    expect(yearOf('1995-96, winning', '&1996 THEOPPSCOMANYINC')?.year).toBe(1996);
  });

  it('does not take a year followed by other words for a printing year', () => {
    expect(yearOf('1993 THE SEASON OF HIS LIFE')?.source).not.toBe('copyright');
    expect(yearOf('scored 1993 total points')?.source).not.toBe('copyright');
  });
});

describe('parseYears on small print read badly', () => {
  it('reads a year glued to the © that OCR turned into a letter or a 0', () => {
    expect(yearOf('01997M')).toMatchObject({ year: 1997, source: 'copyright' });
    expect(yearOf('y1997')?.year).toBe(1997);
    expect(yearOf('C1907T UorDeComNy')?.year).toBe(1997);
    expect(yearOf('MeBnto C1007')?.year).toBe(1997);
    expect(yearOf('01097')?.year).toBe(1997);
  });

  it('does not take a year inside a word or a longer number for a copyright year', () => {
    expect(yearOf('W1997X2')?.source).not.toBe('copyright');
    expect(yearOf('219970')).toBeNull();
  });
});

describe('parseYears with short seasons', () => {
  it('dates a card after the latest season written short in its stats or write-up', () => {
    expect(yearOf('91-92 PENGUINS 61')).toMatchObject({ year: 1992, source: 'stats' });
    expect(yearOf("'95-96")?.year).toBe(1996);
    expect(yearOf('trophy for the 92-93 season')?.year).toBe(1993);
  });

  it('takes no season from a date or a score', () => {
    expect(yearOf('BORN 10-11-65')).toBeNull();
    expect(yearOf('won 4-3 in overtime')).toBeNull();
  });

  it('passes over a row misread far later than the rest of the table', () => {
    const year = yearOf(
      '88-89 PENGUINS 76 85 114 199',
      '89-90 PENGUINS 59 45 78 123',
      '12-00 PENGUINS 60 49 23 11',
      '90-91 PENGUINS 26 19 26 45',
    );
    expect(year?.year).toBe(1991);
  });
});

describe('parseYears and birth dates', () => {
  it('does not date a card by the year its player was born', () => {
    expect(yearOf('Born: Dec. 18, 1978')).toBeNull();
    expect(yearOf('B. 1929 Montreal')).toBeNull();
    expect(yearOf('Born 1975, he was drafted in 1993')?.year).toBe(1993);
  });

  it('keeps a date the sentence goes on from: an event of the write-up, not a birth', () => {
    expect(yearOf('On March 14, 1995, he passed Jean Beliveau')?.year).toBe(1995);
    expect(yearOf('Born Dec. 18, 1978, Montreal, Quebec')).toBeNull();
  });
});

describe('bestYear', () => {
  it('takes the later of two years with the same support: what a card says looks back', () => {
    const year = bestYear([
      { year: 1991, label: null, source: 'stats', weight: 0.35 },
      { year: 1996, label: '1996-97', source: 'stats', weight: 0.35 },
    ]);
    expect(year?.year).toBe(1996);
  });
});
