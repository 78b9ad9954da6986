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

  it('reads a small l starting a word among capitalised ones as the capital I it is in print', () => {
    const reading = readingFromLines('front', [band('Al lafrate'), band('Jarome lginla')]);
    expect(parseNames(reading.lines, 'front').map((candidate) => candidate.text)).toEqual([
      'Al Iafrate',
      'Jarome Iginla',
    ]);
    const sentence = readingFromLines('back', [band('he left late')]);
    expect(parseNames(sentence.lines, 'back')).toEqual([]);
  });

  it('rejects lines of digits and long sentences', () => {
    const reading = readingFromLines('back', [
      '1991 PITTSBURGH 64 40',
      'He Led The League In Scoring Again This Year',
    ]);
    expect(parseNames(reading.lines, 'back')).toEqual([]);
  });
});

describe('parseNames mentions', () => {
  const mentioned = (lines: string[]) =>
    parseNames(readingFromLines('back', lines).lines, 'back').map(
      (candidate) => `${candidate.text}${candidate.mentioned ? ' (mentioned)' : ''}`,
    );

  it('marks a name the write-up brings in after a comparison ending the line above', () => {
    expect(mentioned(['and point marks are second only to', 'Wayne Gretzky.'])).toEqual([
      'Wayne Gretzky (mentioned)',
    ]);
    expect(mentioned(['14, 1995, he', 'passed Hall-of-Famer', 'Jean Beliveau to'])).toEqual([
      'Jean Beliveau (mentioned)',
    ]);
    expect(mentioned(['when he joined', 'Mike Bossy'])).toEqual(['Mike Bossy (mentioned)']);
  });

  it("marks the one who signs a quote on the back: a teammate's words, not the card's player", () => {
    expect(mentioned(['"He sees the ice like no one else."', '—Rick Tocchet'])).toEqual([
      'Rick Tocchet (mentioned)',
    ]);
    expect(mentioned(['- Rick Tocchet'])).toEqual(['Rick Tocchet (mentioned)']);
    expect(mentioned(['Rick Tocchet'])).toEqual(['Rick Tocchet']);
  });

  it("leaves the card's own name unmarked: a heading after a finished sentence, or a name the write-up opens with", () => {
    expect(mentioned(['He was traded to', 'Pittsburgh in 1984.', 'MARIO LEMIEUX'])).toEqual([
      'MARIO LEMIEUX',
    ]);
    expect(mentioned(['Rookie season', 'Mario Lemieux'])).toEqual(['Mario Lemieux']);
  });

  it('looks for the line above among all the lines read of the side, as a band read again holds part of a paragraph', () => {
    const full = readingFromLines('back', [
      { text: 'passed Hall-of-Famer', box: { x0: 0.1, y0: 0.69, x1: 0.51, y1: 0.73 } },
      { text: 'Jean Beliveau to', box: { x0: 0.11, y0: 0.74, x1: 0.42, y1: 0.78 } },
    ]);
    const band = readingFromLines('back', [
      { text: 'Jean Beliveau to', box: { x0: 0.11, y0: 0.744, x1: 0.42, y1: 0.774 } },
    ]);
    const [alone] = parseNames(band.lines, 'back');
    expect(alone.mentioned).toBeUndefined();
    const [inContext] = parseNames(band.lines, 'back', () => false, [...full.lines, ...band.lines]);
    expect(inContext).toMatchObject({ text: 'Jean Beliveau', mentioned: true });
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

  it('joins them set flush right or centred, and not two words side by side apart', () => {
    const names = (
      lines: { text: string; box: { x0: number; y0: number; x1: number; y1: number } }[],
    ) =>
      parseNames(readingFromLines('front', lines).lines, 'front').map(
        (candidate) => candidate.text,
      );
    expect(
      names([
        { text: 'BRIAN', box: { x0: 0.51, y0: 0.06, x1: 0.6, y1: 0.1 } },
        { text: 'DOZIER', box: { x0: 0.4, y0: 0.1, x1: 0.59, y1: 0.17 } },
      ]),
    ).toContain('BRIAN DOZIER');
    expect(
      names([
        { text: 'GLEN', box: { x0: 0.42, y0: 0.8, x1: 0.52, y1: 0.84 } },
        { text: 'PERKINS', box: { x0: 0.38, y0: 0.845, x1: 0.57, y1: 0.9 } },
      ]),
    ).toContain('GLEN PERKINS');
    expect(
      names([
        { text: 'BRIAN', box: { x0: 0.05, y0: 0.06, x1: 0.2, y1: 0.1 } },
        { text: 'DOZIER', box: { x0: 0.6, y0: 0.1, x1: 0.9, y1: 0.17 } },
      ]),
    ).toEqual([]);
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
