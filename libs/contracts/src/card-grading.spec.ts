import {
  EBAY_CARD_GRADERS,
  EBAY_CARD_GRADES,
  ebayGrade,
  ebayGrader,
  gradeProblem,
  graderProblem,
  parseSerialNumber,
  serialNumberProblem,
} from './card-grading';

describe("eBay's graders and grades", () => {
  it('takes the graders eBay lists as dealers type them, and Beckett as BGS', () => {
    for (const grader of EBAY_CARD_GRADERS) expect(ebayGrader(grader)).toBe(grader);
    expect(ebayGrader(' psa ')).toBe('PSA');
    expect(ebayGrader('bgs')).toBe('BGS');
    expect(ebayGrader('S.G.C.')).toBe('SGC');
    expect(ebayGrader('cgc')).toBe('CGC');
    expect(ebayGrader('Beckett')).toBe('BGS');
    expect(ebayGrader('arena-club')).toBe('Arena Club');
    expect(ebayGrader('other')).toBe('Other');
    for (const unknown of ['XYZ', '', 'PSA 10', 'Beckettt']) expect(ebayGrader(unknown)).toBeNull();
  });

  it('takes the grades eBay lists, half grades and Authentic, as slabs and dealers write them', () => {
    for (const grade of EBAY_CARD_GRADES) expect(ebayGrade(grade)).toBe(grade);
    expect(ebayGrade('9.0')).toBe('9');
    expect(ebayGrade('9.50')).toBe('9.5');
    expect(ebayGrade('10.0')).toBe('10');
    expect(ebayGrade('GEM MT 10')).toBe('10');
    expect(ebayGrade('Gem Mint 10')).toBe('10');
    expect(ebayGrade('NM-MT+ 8.5')).toBe('8.5');
    expect(ebayGrade('PSA 9')).toBe('9');
    expect(ebayGrade('gem mt10')).toBe('10');
    expect(ebayGrade('AUTH')).toBe('Authentic');
    expect(ebayGrade('authentic')).toBe('Authentic');
    for (const impossible of [
      '11',
      '0',
      '9.7',
      '10.5',
      '0.5',
      '-1',
      'abc 9',
      'Mint',
      'x'.repeat(20_000),
    ])
      expect(ebayGrade(impossible)).toBeNull();
  });

  it("says which field is wrong and lists eBay's values; nothing for a listed value or an empty field", () => {
    expect(gradeProblem('11')).toBe(
      'grade must be one eBay lists for graded cards: 10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1 or Authentic; "11" is not',
    );
    expect(gradeProblem('11', 'Grade')).toMatch(/^Grade must be one eBay lists/);
    expect(graderProblem('XYZ')).toMatch(
      /^grader must be one eBay lists for graded cards: PSA, BCCG, BVG, BGS, .* or AiGrading; "XYZ" is not$/,
    );
    for (const fine of [null, undefined, '', '  ']) {
      expect(gradeProblem(fine)).toBeNull();
      expect(graderProblem(fine)).toBeNull();
    }
    expect(gradeProblem('9.5')).toBeNull();
    expect(graderProblem('Beckett')).toBeNull();
    expect(gradeProblem('y'.repeat(200))).toContain(`"${'y'.repeat(29)}…" is not`);
  });
});

describe('serial numbers', () => {
  it('reads the number and the print run as dealers write them', () => {
    expect(parseSerialNumber('23/99')).toEqual({ number: 23, printRun: 99 });
    expect(parseSerialNumber('023 / 250')).toEqual({ number: 23, printRun: 250 });
    expect(parseSerialNumber('#5 of 10')).toEqual({ number: 5, printRun: 10 });
    expect(parseSerialNumber('/99')).toEqual({ number: null, printRun: 99 });
    expect(parseSerialNumber('Gold 150/99')).toEqual({ number: 150, printRun: 99 });
    expect(parseSerialNumber('one of one')).toBeNull();
    expect(parseSerialNumber('10/12/1965')).toBeNull();
  });

  it('refuses a number above its print run, a number 0 and a print run of 0', () => {
    expect(serialNumberProblem('150/99')).toBe(
      'serialNumber 150/99: the number must not be above the print run',
    );
    expect(serialNumberProblem('0/99')).toBe('serialNumber 0/99: the number must be 1 or more');
    expect(serialNumberProblem('/0')).toBe('serialNumber /0: the print run must be at least 1');
    expect(serialNumberProblem('150/99', 'Serial number')).toMatch(/^Serial number 150\/99:/);
    for (const fine of ['23/99', '99/99', '1/1', '/99', 'one of one', '', null])
      expect(serialNumberProblem(fine)).toBeNull();
  });
});
