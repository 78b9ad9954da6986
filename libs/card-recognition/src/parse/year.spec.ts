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
  it('reads a list of past seasons as history: the card follows the latest', () => {
    const year = yearOf(
      'PAST WINNERS',
      '1991-92, Mark Fitzpatrick',
      '1990-91, Dave Taylor',
      '1989-90, Gord Kluzak',
    );
    expect(year).toMatchObject({ year: 1992, label: '1992-93' });
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
});
