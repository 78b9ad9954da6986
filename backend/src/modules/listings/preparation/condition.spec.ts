import { EBAY_CARD_GRADERS, EBAY_CARD_GRADES } from '@pennant/contracts';
import { dealerMessage } from '../ebay/ebay-messages';
import type { ConditionPolicy } from '../ebay/category-metadata';
import { listingCondition } from './condition';

/** Category 261328's policy as eBay's Metadata API gives it (ids from the eBay README §4). */
const POLICY: ConditionPolicy = {
  conditions: [
    {
      conditionId: '2750',
      descriptors: [
        {
          id: '27501',
          name: 'Professional Grader',
          required: true,
          freeText: false,
          maxLength: null,
          values: EBAY_CARD_GRADERS.map((name, index) => ({ id: `27501${index}`, name })),
        },
        {
          id: '27502',
          name: 'Grade',
          required: true,
          freeText: false,
          maxLength: null,
          values: EBAY_CARD_GRADES.map((name, index) => ({ id: `27502${index}`, name })),
        },
        {
          id: '27503',
          name: 'Certification Number',
          required: false,
          freeText: true,
          maxLength: 30,
          values: [],
        },
      ],
    },
    {
      conditionId: '4000',
      descriptors: [
        {
          id: '40001',
          name: 'Card Condition',
          required: true,
          freeText: false,
          maxLength: null,
          values: [{ id: '400010', name: 'Near Mint or Better' }],
        },
      ],
    },
  ],
};

const graded = (grader: string, grade: string) =>
  listingCondition(
    { grader, grade, certNumber: null, cardCondition: 'near_mint_or_better' },
    POLICY,
  );

describe("a card's eBay condition", () => {
  it("says where to fix a grade eBay does not list, once, without eBay's ids", () => {
    const { problems } = graded('PSA', '11');
    expect(problems).toEqual([
      'eBay does not list the grade "11" for graded cards: edit the card\'s Grade on /cards',
    ]);
    expect(problems.join(' ')).not.toMatch(/\(\d{5}\)/);
  });

  it('names a required descriptor Pennant does not fill in words, without its id', () => {
    const [gradedPolicy, ungradedPolicy] = POLICY.conditions;
    const { problems } = listingCondition(
      { grader: 'PSA', grade: '10', certNumber: null, cardCondition: 'near_mint_or_better' },
      {
        conditions: [
          {
            ...gradedPolicy,
            descriptors: [
              ...gradedPolicy.descriptors,
              {
                id: '27599',
                name: 'Grading Date',
                required: true,
                freeText: true,
                maxLength: null,
                values: [],
              },
            ],
          },
          ungradedPolicy,
        ],
      },
    );
    expect(problems).toEqual(['eBay requires the Grading Date']);
  });

  it('sends a grade and grader saved under another spelling as eBay lists them', () => {
    const { problems, descriptors } = graded('Beckett', '9.0');
    expect(problems).toEqual([]);
    expect(descriptors.map((descriptor) => descriptor.value)).toEqual(['BGS', '9']);
  });
});

describe("eBay's refusals in a dealer's words", () => {
  it("drops eBay's descriptor ids and says where to fix the condition", () => {
    const message = dealerMessage({
      errorId: 25021,
      domain: 'API_INVENTORY',
      category: 'REQUEST',
      message: 'Grade (27502) is a required field.',
    });
    expect(message).toBe(
      "eBay refused the card's condition: edit the card's Grader and Grade on /cards, or choose the card condition in Edit Listing (eBay: Grade is a required field.)",
    );
  });
});
