import {
  cardDescription,
  conditionNotes,
  lotDescription,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  type TextSource,
} from './listing-text';

const RAW_CARD: TextSource = {
  sport: 'baseball',
  player: 'Ken Griffey Jr.',
  team: 'Seattle Mariners',
  year: 1989,
  brand: 'Upper Deck',
  set: 'Upper Deck',
  cardNumber: '1',
  variant: null,
  serialNumber: null,
  rookieCard: true,
  autograph: false,
  memorabilia: false,
  grader: null,
  grade: null,
  certNumber: null,
  conditionLabel: 'Ungraded: Near mint or better',
  condition: null,
};

describe("a card's condition notes in its listing", () => {
  it("prints the dealer's notes under the condition eBay is sent", () => {
    const description = cardDescription('1989 Upper Deck Ken Griffey Jr. #1', {
      ...RAW_CARD,
      condition: 'Sharp corners, light print line on the back',
    });
    expect(description).toContain('<li><b>Condition:</b> Ungraded: Near mint or better</li>');
    expect(description).toContain(
      '<li><b>Condition notes:</b> Sharp corners, light print line on the back</li>',
    );
  });

  it('says nothing more when there are no notes, or they repeat the condition or the grade', () => {
    expect(cardDescription('t', RAW_CARD)).not.toContain('Condition notes');
    expect(conditionNotes({ ...RAW_CARD, condition: '  ' })).toBeNull();
    expect(conditionNotes({ ...RAW_CARD, condition: 'near mint  or better' })).toBeNull();
    const slab = {
      ...RAW_CARD,
      grader: 'PSA',
      grade: '9',
      conditionLabel: 'Graded: PSA 9',
    };
    expect(conditionNotes({ ...slab, condition: 'PSA 9' })).toBeNull();
    expect(conditionNotes({ ...slab, condition: 'PSA 9, case scuffed' })).toBe(
      'PSA 9, case scuffed',
    );
  });
});

describe("descriptions within eBay's 4000 characters (product.description)", () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      line: `1989 Upper Deck Baseball Common Player Name #${index + 1}`,
    }));

  it('lists every card of a lot that fits', () => {
    const description = lotDescription('1989 Upper Deck Lot of 3', lines(3));
    expect(description).toContain('<p>3 cards, listed below.');
    expect(description.match(/<li>/g)).toHaveLength(3);
    expect(description).not.toContain('more card');
  });

  it.each([80, 500])(
    'lists a lot of %i cards in order until the limit, then says how many more',
    (count) => {
      const description = lotDescription(`1989 Upper Deck Baseball Lot of ${count}`, lines(count));
      expect(description.length).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX_LENGTH);
      const listed = description.match(/<li>/g)!.length;
      expect(listed).toBeGreaterThan(40);
      expect(description).toContain(
        `<li>1989 Upper Deck Baseball Common Player Name #${listed}</li>`,
      );
      expect(description).toContain(`<p>${count} cards; the first ${listed} are listed below.`);
      expect(description).toMatch(new RegExp(`<p>…and ${count - listed} more cards\\.</p>$`));
      // Not one card more would have fitted.
      expect(description.length + 60).toBeGreaterThan(PRODUCT_DESCRIPTION_MAX_LENGTH);
    },
  );

  it('shortens what a card says, at word ends, when its fields would take it past the limit', () => {
    const long = (word: string) => `${word} & ${'"A" & "B" '.repeat(30)}`.slice(0, 200);
    const card: TextSource = {
      ...RAW_CARD,
      player: long('Player'),
      team: long('Team'),
      brand: long('Brand'),
      set: long('Set'),
      cardNumber: long('Number'),
      variant: long('Variant'),
      serialNumber: long('Serial'),
      condition: long('Notes'),
    };
    const description = cardDescription('1989 Upper Deck Ken Griffey Jr. #1', card);
    expect(description.length).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX_LENGTH);
    expect(description).toContain('<li><b>Player:</b> Player &amp; ');
    expect(description).toContain('…</li>');
    expect(description).toContain('<p>The pictures show the card you will receive.</p>');
    // An ordinary card is written whole.
    expect(cardDescription('t', RAW_CARD)).toContain('<li><b>Player:</b> Ken Griffey Jr.</li>');
  });
});
