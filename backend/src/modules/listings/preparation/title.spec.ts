import fc from 'fast-check';
import {
  buildLotTitle,
  buildTitle,
  TITLE_MAX_LENGTH,
  titleSegments,
  type TitleParts,
} from './title';

const gretzky: TitleParts = {
  year: 1991,
  brand: 'Upper Deck',
  set: 'Upper Deck',
  player: 'Wayne Gretzky',
  cardNumber: '15',
  variant: null,
  serialNumber: null,
  rookieCard: false,
  autograph: false,
  memorabilia: false,
  grader: null,
  grade: null,
  team: null,
};

describe('listing titles', () => {
  it('reads year, brand and set, player, number, parallel, serial, flags and grade, in that order', () => {
    expect(buildTitle(gretzky)).toBe('1991 Upper Deck Wayne Gretzky #15');
    expect(
      buildTitle({
        ...gretzky,
        year: 2018,
        brand: 'Topps',
        set: 'Topps Chrome',
        player: 'Shohei Ohtani',
        cardNumber: '150',
        variant: 'Gold Refractor',
        serialNumber: '23/50',
        rookieCard: true,
        autograph: true,
        grader: 'PSA',
        grade: '10',
      }),
    ).toBe('2018 Topps Chrome Shohei Ohtani #150 Gold Refractor 23/50 RC Auto PSA 10');
  });

  it('drops the lowest priorities first when everything does not fit', () => {
    const title = buildTitle({
      ...gretzky,
      set: 'Upper Deck Collector Choice Special Edition Stars of the Future Hologram',
      variant: 'Silver Signature Parallel',
      serialNumber: '5/10',
      rookieCard: true,
      grader: 'BGS',
      grade: '9.5',
    });
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title.startsWith('1991 Upper Deck Collector Choice')).toBe(true);
    expect(title).toContain('Wayne Gretzky #15');
    expect(title).not.toContain('BGS 9.5');
  });

  it('ends with the team where it fits whole, so a thin title still names what buyers search', () => {
    const lemieux = { ...gretzky, year: null, brand: null, set: null, cardNumber: null };
    expect(buildTitle({ ...lemieux, player: 'Mario Lemieux', team: 'Pittsburgh Penguins' })).toBe(
      'Mario Lemieux Pittsburgh Penguins',
    );
    expect(buildTitle({ ...gretzky, team: 'Los Angeles Kings' })).toBe(
      '1991 Upper Deck Wayne Gretzky #15 Los Angeles Kings',
    );
    const full = buildTitle({
      ...gretzky,
      set: 'Upper Deck Collector Choice Special Edition',
      variant: 'Silver Signature',
      serialNumber: '5/10',
      grader: 'BGS',
      grade: '9.5',
      team: 'Los Angeles Kings',
    });
    expect(full).toBe(
      '1991 Upper Deck Collector Choice Special Edition Wayne Gretzky #15 Silver 5/10',
    );
    expect(
      buildTitle({
        ...gretzky,
        team: 'Los Angeles Kings',
        set: 'Upper Deck Collector Choice Special Edition Holo',
      }),
    ).toBe('1991 Upper Deck Collector Choice Special Edition Holo Wayne Gretzky #15');
  });

  it('never puts a year the set already names twice, nor the brand the set starts with', () => {
    expect(buildTitle({ ...gretzky, set: '1991 Upper Deck Hockey' })).toBe(
      '1991 Upper Deck Hockey Wayne Gretzky #15',
    );
  });

  it('titles a lot by its key, sport, size and the most valuable names', () => {
    expect(
      buildLotTitle({
        lotKey: '1991 Upper Deck',
        sport: 'hockey',
        players: ['Paul Coffey', 'Mike Modano', 'Cam Neely', ...Array(11).fill('Someone Else')],
        size: 14,
      }),
    ).toBe('1991 Upper Deck Hockey Lot of 14: Coffey, Modano, Neely, Else + 10');
    const many = buildLotTitle({
      lotKey: '1989 Seattle Mariners',
      sport: 'baseball',
      players: Array.from({ length: 40 }, (_, i) => `Player Surname${i}`),
      size: 40,
    });
    expect(many.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(many).toMatch(/^1989 Seattle Mariners Baseball Lot of 40: Surname0, .* \+ \d+$/);
  });

  it('leaves out of a lot title the words that group cards whose year or team was not read', () => {
    const lot = (lotKey: string, sport: string | null) =>
      buildLotTitle({ lotKey, sport, players: ['Joe Mauer', 'Kurt Suzuki'], size: 2 });
    expect(lot('Unknown Year Minnesota Twins', 'baseball')).toBe(
      'Minnesota Twins Baseball Lot of 2: Mauer, Suzuki',
    );
    expect(lot('1991 Unknown Brand', 'hockey')).toBe('1991 Hockey Lot of 2: Mauer, Suzuki');
    expect(lot('Unknown Year Unknown Team', 'baseball')).toBe('Baseball Lot of 2: Mauer, Suzuki');
    expect(lot('Unknown Set', null)).toBe('Lot of 2: Mauer, Suzuki');
  });

  describe('over any card', () => {
    const text = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 40 }),
      fc
        .array(fc.stringMatching(/^[A-Za-z0-9'.-]{1,14}$/), { maxLength: 9 })
        .map((w) => w.join(' ')),
    );
    const card = fc.record({
      year: fc.option(fc.integer({ min: 1880, max: 2030 })),
      brand: text,
      set: text,
      player: text,
      cardNumber: fc.option(fc.stringMatching(/^[A-Z]{0,3}-?\d{1,4}[a-z]?$/)),
      variant: text,
      serialNumber: fc.option(fc.stringMatching(/^\d{0,3}\/\d{1,4}$/)),
      rookieCard: fc.boolean(),
      autograph: fc.boolean(),
      memorabilia: fc.boolean(),
      grader: fc.option(fc.constantFrom('PSA', 'BGS', 'SGC', 'CGC')),
      grade: fc.option(fc.constantFrom('10', '9.5', '9', '8', '1')),
      team: text,
    });

    it('is never over 80 characters', () => {
      fc.assert(
        fc.property(card, (parts) => buildTitle(parts).length <= TITLE_MAX_LENGTH),
        {
          numRuns: 2000,
        },
      );
    });

    it('is never cut mid-word: every word is a whole word of a part', () => {
      fc.assert(
        fc.property(card, (parts) => {
          const source = new Set(titleSegments(parts).flatMap((s) => s.text.split(' ')));
          return buildTitle(parts)
            .split(' ')
            .filter(Boolean)
            .every((word) => source.has(word));
        }),
        { numRuns: 2000 },
      );
    });

    // Words drawn from a different alphabet per part, so no part can repeat another's words
    // and the check below can tell which part a word of the title came from.
    const wordsOf = (alphabet: string) =>
      fc.oneof(
        fc.constant(null),
        fc
          .array(fc.stringMatching(new RegExp(`^[${alphabet}]{1,14}$`)), {
            minLength: 1,
            maxLength: 9,
          })
          .map((w) => w.join(' ')),
      );
    const cardWithDistinctParts = card.chain((parts) =>
      fc
        .record({
          brand: wordsOf('a-e01'),
          set: wordsOf('f-j23'),
          player: wordsOf('k-o45'),
          variant: wordsOf('p-t67'),
          team: wordsOf('u-z89'),
        })
        .map((words) => ({ ...parts, ...words })),
    );

    it('keeps priority: a part is left out only when it could not fit after the ones before it', () => {
      fc.assert(
        fc.property(cardWithDistinctParts, (parts) => {
          const title = buildTitle(parts);
          let before = '';
          for (const segment of titleSegments(parts)) {
            const first = segment.whole ? segment.text : segment.text.split(' ')[0];
            const shown = title.startsWith(`${before}${before ? ' ' : ''}${first}`);
            const couldFit = `${before}${before ? ' ' : ''}${first}`.length <= TITLE_MAX_LENGTH;
            if (couldFit && !shown && first.length <= TITLE_MAX_LENGTH) return false;
            if (!shown) continue;
            // The title so far: this segment as far as it is shown.
            const rest = title.slice(before.length).trim().split(' ');
            const words = segment.text.split(' ');
            let shownWords = 0;
            while (shownWords < words.length && rest[shownWords] === words[shownWords])
              shownWords += 1;
            const taken = words.slice(0, shownWords);
            before = [before, taken.join(' ')].filter(Boolean).join(' ');
          }
          return true;
        }),
        { numRuns: 2000 },
      );
    });
  });
});
