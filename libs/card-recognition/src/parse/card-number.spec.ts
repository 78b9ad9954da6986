import { readingFromLines } from '../resolve/reading-builder';
import { numberKey, parseCardNumbers } from './card-number';

const corner = (text: string) => ({ text, box: { x0: 0.03, y0: 0.02, x1: 0.18, y1: 0.08 } });
const numbersOn = (role: 'front' | 'back', ...lines: Parameters<typeof readingFromLines>[1]) =>
  parseCardNumbers(readingFromLines(role, lines).lines, role).map((candidate) => candidate.number);
/** Numbers read on a card where McDonald's was read. */
const mcDonaldsNumbers = (...lines: Parameters<typeof readingFromLines>[1]) =>
  parseCardNumbers(readingFromLines('back', lines).lines, 'back', { mcDonalds: true }).map(
    (candidate) => candidate.number,
  );

describe('parseCardNumbers', () => {
  it('reads a number in the top corner of the back, prefix included', () => {
    expect(numbersOn('back', corner('McD-26'), 'PAUL KARIYA')).toContain('McD-26');
    expect(numbersOn('back', corner('BB10'), 'KEN GRIFFEY JR.')).toContain('BB10');
    expect(numbersOn('back', corner('US123'))).toContain('US123');
    expect(numbersOn('back', corner('153'))).toContain('153');
  });

  it("reads the number printed beside the maker's logo at the foot of a back", () => {
    const foot = (text: string) => ({ text, box: { x0: 0.49, y0: 0.84, x1: 0.99, y1: 0.99 } });
    expect(numbersOn('back', foot('0 PEE 319'))).toContain('319');
    expect(numbersOn('back', foot('O-PEE-CHEE 175'))).toContain('175');
    // The same words in the write-up, or on a front, are no number.
    const writeUp = { text: 'his best score 12', box: { x0: 0.05, y0: 0.5, x1: 0.95, y1: 0.55 } };
    expect(numbersOn('back', writeUp)).toEqual([]);
    expect(numbersOn('front', foot('TOPPS 1991'))).toEqual([]);
  });

  it('undoes the letters OCR confuses with digits', () => {
    expect(numbersOn('back', corner('McD-2O'))).toContain('McD-20');
    expect(numbersOn('back', corner('Mc-l'))).toContain('Mc-1');
    expect(numbersOn('back', corner('TH-S'))).toContain('TH-5');
    expect(numbersOn('back', corner('THE'))).toEqual([]);
    expect(numbersOn('back', corner('1S3'))).toContain('153');
  });

  it('reads a bracketed code opening the top line, and a traded number with its T', () => {
    expect(numbersOn('back', corner('(C25) mario lemieux'))).toContain('C25');
    expect(numbersOn('back', corner('45T | MILT THOMPSON'))).toContain('45T');
  });

  it("restores garbled McDonald's prefixes on a card where McDonald's is read", () => {
    expect(mcDonaldsNumbers(corner('MD 16'))).toContain('McD-16');
    expect(mcDonaldsNumbers(corner('Md 27'))).toContain('McD-27');
    expect(mcDonaldsNumbers(corner('MD-16'))).toContain('McD-16');
    expect(mcDonaldsNumbers(corner('McD 20'))).toContain('McD-20');
    expect(mcDonaldsNumbers(corner('ND 13'))).toContain('McD-13');
    expect(mcDonaldsNumbers(corner('MeD9'))).toContain('McD-09');
    expect(mcDonaldsNumbers(corner('McD-5'))).toContain('McD-5');
    expect(mcDonaldsNumbers(corner('MEG iee es Me - 20'))).toContain('Mc-20');
  });

  it("leaves another set's prefix alone where McDonald's is not read", () => {
    expect(numbersOn('back', corner('MD-16'))).toContain('MD-16');
    expect(numbersOn('back', corner('MD-16'))).not.toContain('McD-16');
    expect(numbersOn('back', corner('ND 13'))).not.toContain('McD-13');
    expect(numbersOn('back', corner('KD-4'))).toContain('KD-4');
  });

  it('reads the number of an insert numbered within its set ("6 OF 10"), not a count in a sentence', () => {
    const foot = (text: string) => ({ text, box: { x0: 0.75, y0: 0.9, x1: 0.95, y1: 0.96 } });
    expect(numbersOn('back', foot('6 OF 10'))).toEqual(['6']);
    expect(numbersOn('back', foot('50f10'))).toEqual(['5']);
    expect(numbersOn('back', foot('9GF10'))).toEqual(['9']);
    expect(numbersOn('back', foot('7 or 10'))).toEqual(['7']);
    expect(numbersOn('back', foot('12 OF 10'))).toEqual([]);
    expect(numbersOn('back', foot('COOLTRADE MARIOLEMIEUX·4of20'))).toEqual(['4']);
    expect(numbersOn('back', 'He scored on 3 of 10 shots in the final')).toEqual([]);
  });

  it('reads a number printed beside the name in the header line of the back', () => {
    const header = (text: string) => ({ text, box: { x0: 0.05, y0: 0.03, x1: 0.95, y1: 0.08 } });
    expect(numbersOn('back', header('U-29 I KEVIN MCREYNOLDS'))).toContain('U-29');
    expect(numbersOn('back', header('TONY GWYNN 1 51 |'))).toContain('151');
    expect(numbersOn('back', header('|MITCH HANIGER 1146'))).toContain('146');
    expect(numbersOn('back', header('g2 | GEORGE LOMBARD }'))).toContain('92');
    expect(numbersOn('back', header('SHANE BIEBER'))).toEqual([]);
    // A header of digits only (a stats row read at the top) used to fail the whole card.
    expect(numbersOn('back', header('12 34'))).toContain('1234');
  });

  it('trusts a number opening a header that goes on with the name over a token in a bottom corner', () => {
    const header = (text: string) => ({ text, box: { x0: 0.05, y0: 0.1, x1: 0.95, y1: 0.15 } });
    const bottom = (text: string) => ({ text, box: { x0: 0.85, y0: 0.9, x1: 0.95, y1: 0.96 } });
    const lines = readingFromLines('back', [bottom('16'), header('175 MARIO LEMIEUX')]).lines;
    const [best] = parseCardNumbers(lines, 'back').sort((a, b) => b.weight - a.weight);
    expect(best.number).toBe('175');
    const plain = readingFromLines('back', [bottom('16'), header('175 Pittsburgh, 1990')]).lines;
    const [cornerFirst] = parseCardNumbers(plain, 'back').sort((a, b) => b.weight - a.weight);
    expect(cornerFirst.number).toBe('16');
  });

  it('takes a figure in a row of figures for a stats cell, even in a bottom corner', () => {
    const cell = (text: string, x0: number, x1: number) => ({
      text,
      box: { x0, y0: 0.87, x1, y1: 0.9 },
    });
    const statsRow = [
      cell('92-93', 0.06, 0.15),
      cell('60', 0.29, 0.34),
      cell('91 160 38', 0.55, 0.84),
    ];
    expect(numbersOn('back', ...statsRow)).not.toContain('60');
    // Beside words, as a copyright line, a corner number still counts.
    expect(
      numbersOn('back', cell('60', 0.03, 0.08), cell('© 1993 THE TOPPS COMPANY', 0.3, 0.9)),
    ).toContain('60');
  });

  it('reads a plain number alone at the middle of the top edge, and no debris there', () => {
    const topMiddle = (text: string) => ({ text, box: { x0: 0.49, y0: 0.0, x1: 0.64, y1: 0.06 } });
    expect(numbersOn('back', topMiddle('310'), 'MARIO LEMIEUX')).toContain('310');
    expect(numbersOn('back', topMiddle('002m'))).toEqual([]);
    const lower = { text: '310', box: { x0: 0.49, y0: 0.3, x1: 0.64, y1: 0.36 } };
    expect(numbersOn('back', lower)).toEqual([]);
  });

  it('reads labelled numbers anywhere: "No.", "#"', () => {
    expect(numbersOn('back', 'CARD No. 45 OF 100')).toContain('45');
    // A jersey or a draft pick in the write-up is not the card's number.
    expect(numbersOn('back', 'of No.66 turns an already deadly')).not.toContain('66');
    expect(numbersOn('back', 'NHL.#66 is number one!')).not.toContain('66');
    expect(numbersOn('back', 'taken with the No. 1 pick in 1984')).not.toContain('1');
    expect(numbersOn('back', 'MARIO LEMIEUX #66')).toContain('66');
    expect(numbersOn('back', 'NO. TH-5')).toContain('TH-5');
  });

  it('does not take a date or a copyright year for a number', () => {
    expect(numbersOn('back', 'June17,1993.Toronto.Ontario')).toEqual([]);
    expect(numbersOn('back', 'BORN5,MONTREAL')).toEqual([]);
    // "18 OF 38" read as two lines: the "of 38" is the set's size.
    expect(numbersOn('back', corner('OF 38'))).toEqual([]);
    expect(numbersOn('back', corner('C1993'))).toEqual([]);
    expect(numbersOn('back', corner('BP105'))).toContain('BP105');
  });

  it('takes no lone 0 in a corner for the number, a prefixed one still', () => {
    expect(numbersOn('back', corner('0'))).toEqual([]);
    expect(numbersOn('back', corner('BC-0'))).toContain('BC-0');
  });

  it("takes a baseball player's position in a front's corner for no number", () => {
    const footCorner = (text: string) => ({
      text,
      box: { x0: 0.86, y0: 0.89, x1: 0.94, y1: 0.94 },
    });
    expect(numbersOn('front', footCorner('3B'))).toEqual([]);
    expect(numbersOn('front', footCorner('1B'))).toEqual([]);
    expect(numbersOn('front', footCorner('38'))).toContain('38');
  });

  it('takes no number from a copyright line printed up the edge and read a glyph or two at a time', () => {
    const glyph = (text: string, y0: number) => ({
      text,
      box: { x0: 0.987, y0, x1: 0.998, y1: y0 + 0.03 },
    });
    const column = [glyph('THE', 0.82), glyph('990', 0.878), glyph('9', 0.902), glyph('1', 0.917)];
    expect(numbersOn('back', ...column)).toEqual([]);
    // The same figure alone in that corner is still the card's number.
    expect(numbersOn('back', glyph('990', 0.878))).toContain('990');
  });

  it('takes a stats label with its figure in a corner for no number, a one-letter prefix still for one', () => {
    expect(numbersOn('back', corner('PTS 1211'))).not.toContain('PTS1211');
    expect(numbersOn('back', corner('GP 599'))).not.toContain('GP599');
    expect(numbersOn('back', corner('G9'))).toContain('G9');
  });

  it('does not take words of a stats table for prefixed numbers', () => {
    expect(
      numbersOn('back', {
        text: '2014 TWINS 120 455 60',
        box: { x0: 0.1, y0: 0.85, x1: 0.9, y1: 0.9 },
      }),
    ).not.toContain('TWIN5');
  });

  it('keys numbers so that printed variants compare equal', () => {
    expect(numberKey('McD-026')).toBe(numberKey('MCD26'));
    expect(numberKey('#7')).toBe(numberKey('07'));
    expect(numberKey('US-100')).toBe('US100');
  });
});
