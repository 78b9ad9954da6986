import { readingFromLines } from '../resolve/reading-builder';
import { parseNames } from './name';
import { titleCase } from './text';

const band = (text: string, confidence = 90) => ({
  text,
  confidence,
  box: { x0: 0.1, y0: 0.86, x1: 0.8, y1: 0.94 },
});

describe('parseNames', () => {
  it('takes the name band of the front and ignores team, position and maker lines', () => {
    const reading = readingFromLines('front', [
      'UPPER DECK',
      'PITTSBURGH PENGUINS',
      band('MARIO LEMIEUX'),
      'CENTRE',
    ]);
    const isTeam = (text: string) => text.endsWith('PENGUINS');
    const names = parseNames(reading.lines, 'front', isTeam).map((candidate) => candidate.text);
    expect(names).toEqual(['MARIO LEMIEUX']);
  });

  it('cleans stray OCR punctuation around a name', () => {
    const reading = readingFromLines('front', [band('| Joe Mauer _')]);
    expect(parseNames(reading.lines, 'front')[0]?.text).toBe('Joe Mauer');
  });

  it('drops a word in small letters that OCR added after a name in capitals', () => {
    const reading = readingFromLines('front', [band('MARIO LEMIEUX Tres')]);
    expect(parseNames(reading.lines, 'front')[0]?.text).toBe('MARIO LEMIEUX');
    const suffixed = readingFromLines('front', [band('KEN GRIFFEY Jr.')]);
    expect(parseNames(suffixed.lines, 'front')[0]?.text).toBe('KEN GRIFFEY Jr');
  });

  it('rejects lines of digits and long sentences', () => {
    const reading = readingFromLines('back', [
      '1991 PITTSBURGH 64 40',
      'He Led The League In Scoring Again This Year',
    ]);
    expect(parseNames(reading.lines, 'back')).toEqual([]);
  });
});

describe('parseNames stacked lines', () => {
  it('joins a first name printed above the surname', () => {
    const reading = readingFromLines('front', [
      { text: 'MARIO', box: { x0: 0.74, y0: 0.88, x1: 0.9, y1: 0.92 } },
      { text: 'LEMIEUX a', box: { x0: 0.74, y0: 0.925, x1: 0.95, y1: 0.965 } },
    ]);
    expect(parseNames(reading.lines, 'front').map((candidate) => candidate.text)).toContain(
      'MARIO LEMIEUX',
    );
  });
});

describe('titleCase', () => {
  it('title-cases names printed in capitals', () => {
    expect(titleCase('PAUL KARIYA')).toBe('Paul Kariya');
    expect(titleCase('SHAYNE MCCOSH')).toBe('Shayne McCosh');
    expect(titleCase('Pat LaFontaine')).toBe('Pat LaFontaine');
  });
});

describe('parseNames cleaning', () => {
  it('drops jersey numbers, positions and punctuation around a name', () => {
    const reading = readingFromLines('back', [
      'Cam Neely 58',
      'Steve Duchesne DEFENSEUR',
      'Al MacInnis.',
    ]);
    const names = parseNames(reading.lines, 'back').map((candidate) => candidate.text);
    expect(names.sort()).toEqual(['Al MacInnis', 'Cam Neely', 'Steve Duchesne']);
  });
});
