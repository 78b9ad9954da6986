import { cardDescription, conditionNotes, type TextSource } from './listing-text';

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
