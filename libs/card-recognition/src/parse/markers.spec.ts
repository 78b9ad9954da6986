import { parseMarkers, parseSlab } from './markers';

const front = (...lines: string[]) => ({ role: 'front' as const, lines });
const back = (...lines: string[]) => ({ role: 'back' as const, lines });

describe('parseMarkers', () => {
  it('finds rookie, autograph and memorabilia markers printed on the front', () => {
    expect(parseMarkers([front('MIGUEL SANO', 'RC', 'TWINS')])).toMatchObject({
      rookieCard: true,
      autograph: false,
    });
    expect(parseMarkers([front('CERTIFIED AUTOGRAPH', 'BYRON BUXTON')])).toMatchObject({
      autograph: true,
    });
    expect(parseMarkers([front('GAME-USED JERSEY', 'JOE MAUER')])).toMatchObject({
      memorabilia: true,
    });
    expect(parseMarkers([front('JOE MAUER', 'FIRST BASE')])).toMatchObject({
      rookieCard: false,
      autograph: false,
      memorabilia: false,
    });
  });

  it("takes no marker from a team's or an award's name", () => {
    const devils = parseMarkers([front('SCOTT STEVENS', 'NEW JERSEY DEVILS'), back('New Jersey')]);
    expect(devils.memorabilia).toBe(false);
    expect(parseMarkers([front('ROOKIE OF THE YEAR', 'MARIO LEMIEUX')]).rookieCard).toBe(false);
  });

  it("takes no marker from a back's write-up, where contracts are signed and rookie seasons recalled", () => {
    const writeUp = back(
      'STEVE YZERMAN',
      'The Red Wings signed him to a new contract after',
      'a rookie season of 87 points, and his jersey',
      'was the best seller in the game-used market',
    );
    expect(parseMarkers([front('STEVE YZERMAN'), writeUp])).toMatchObject({
      rookieCard: false,
      autograph: false,
      memorabilia: false,
    });
  });

  it("takes a back's heading and its certification", () => {
    expect(
      parseMarkers([back('1990 ROOKIE CARD', 'Born in Toronto, he was drafted')]).rookieCard,
    ).toBe(true);
    const certificate = back(
      'CONGRATULATIONS! You have received an',
      'authentic autograph of Mario Lemieux, signed in',
      'the presence of Leaf representatives',
    );
    expect(parseMarkers([front('MARIO LEMIEUX'), certificate])).toMatchObject({
      autograph: true,
      rookieCard: false,
    });
    const swatch = back('The enclosed swatch is guaranteed to be from a', 'game-worn jersey of');
    expect(parseMarkers([swatch]).memorabilia).toBe(true);
  });

  it('reads serial numbering but not dates or stats', () => {
    const serial = (line: string) => parseMarkers([front(line)]).serialNumber;
    expect(serial('23/99')).toBe('23/99');
    expect(serial('No. 045 / 250')).toBe('045/250');
    expect(serial('BORN 10/12/1965')).toBeNull();
    expect(serial('1991 PITTSBURGH 64 40 93 133 10/14 .345 12')).toBeNull();
    expect(serial('99/23')).toBeNull();
    // Debris of small print: figures glued to letters, or a run of one digit no maker numbers to.
    expect(serial('Sy1 hC6/7')).toBeNull();
    expect(serial('6/7')).toBeNull();
    expect(serial('1/1')).toBe('1/1');
    expect(serial('No.23/99')).toBe('23/99');
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

  it("reads a Beckett grade printed apart from its words, never the certificate's digits under them", () => {
    expect(parseSlab(['BECKETT', '9.5', 'GEM MINT', '0011223344'])).toEqual({
      grader: 'BGS',
      grade: '9.5',
      certNumber: '0011223344',
    });
  });

  it('is null for a raw card', () => {
    expect(parseSlab(['MARIO LEMIEUX', '© 1991 UPPER DECK'])).toBeNull();
  });
});
