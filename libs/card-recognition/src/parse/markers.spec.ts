import { parseMarkers, parseSlab } from './markers';

describe('parseMarkers', () => {
  it('finds rookie, autograph and memorabilia markers', () => {
    expect(parseMarkers(['MIGUEL SANO', 'RC', 'TWINS'])).toMatchObject({
      rookieCard: true,
      autograph: false,
    });
    expect(parseMarkers(['CERTIFIED AUTOGRAPH', 'BYRON BUXTON'])).toMatchObject({
      autograph: true,
    });
    expect(parseMarkers(['GAME-USED JERSEY', 'JOE MAUER'])).toMatchObject({ memorabilia: true });
    expect(parseMarkers(['JOE MAUER', 'FIRST BASE'])).toMatchObject({
      rookieCard: false,
      autograph: false,
      memorabilia: false,
    });
  });

  it('reads serial numbering but not dates or stats', () => {
    expect(parseMarkers(['23/99']).serialNumber).toBe('23/99');
    expect(parseMarkers(['No. 045 / 250']).serialNumber).toBe('045/250');
    expect(parseMarkers(['BORN 10/12/1965']).serialNumber).toBeNull();
    expect(parseMarkers(['1991 PITTSBURGH 64 40 93 133 10/14 .345 12']).serialNumber).toBeNull();
    expect(parseMarkers(['99/23']).serialNumber).toBeNull();
    // Debris of small print: figures glued to letters, or a run of one digit no maker numbers to.
    expect(parseMarkers(['Sy1 hC6/7']).serialNumber).toBeNull();
    expect(parseMarkers(['6/7']).serialNumber).toBeNull();
    expect(parseMarkers(['1/1']).serialNumber).toBe('1/1');
    expect(parseMarkers(['No.23/99']).serialNumber).toBe('23/99');
  });
});

describe('parseSlab', () => {
  it('reads a PSA label: grader, grade and certificate', () => {
    expect(parseSlab(['1986 FLEER #57 M.JORDAN', 'GEM MT 10', 'PSA', '12345678'])).toEqual({
      grader: 'PSA',
      grade: '10',
      certNumber: '12345678',
    });
  });

  it('reads Beckett half grades and SGC labels', () => {
    expect(parseSlab(['BECKETT GRADING', 'GEM MINT 9.5', '0011223344'])).toMatchObject({
      grader: 'BGS',
      grade: '9.5',
    });
    expect(parseSlab(['SGC', 'NM-MT 8', '1234567'])).toMatchObject({
      grader: 'SGC',
      grade: '8',
      certNumber: '1234567',
    });
  });

  it('is null for a raw card', () => {
    expect(parseSlab(['MARIO LEMIEUX', '© 1991 UPPER DECK'])).toBeNull();
  });
});
