import type { Card } from '@pennant/contracts';
import { canPriceAgain, repricedText } from './pricing-problem';

const card = (status: Card['status'], ebayUnavailable: boolean | null): Card =>
  ({
    status,
    pricing:
      ebayUnavailable === null
        ? null
        : {
            source: 'none',
            sampleSize: 0,
            error: 'eBay 503',
            soldSearchUrl: null,
            ebayUnavailable,
          },
  }) as Card;

describe('pricing a card again', () => {
  it('is offered for a card awaiting review whose price eBay failed, and no other', () => {
    expect(canPriceAgain(card('identified', true))).toBe(true);
    expect(canPriceAgain(card('identified', false))).toBe(false);
    expect(canPriceAgain(card('identified', null))).toBe(false);
    expect(canPriceAgain(card('approved', true))).toBe(false);
  });

  it('says how it went in the dealer’s words', () => {
    expect(repricedText([card('identified', false)], 1)).toBe('Priced from eBay.');
    expect(repricedText([card('identified', false), card('identified', false)], 2)).toBe(
      '2 cards priced from eBay.',
    );
    expect(repricedText([card('identified', true)], 1)).toBe(
      'eBay still does not answer. Pennant keeps trying every 10 minutes.',
    );
    expect(repricedText([card('identified', false), card('identified', true)], 2)).toBe(
      '1 of 2 cards priced; eBay did not answer for the rest. Pennant keeps trying.',
    );
  });
});
