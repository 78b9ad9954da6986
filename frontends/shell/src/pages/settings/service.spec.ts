import { DEFAULT_SETTINGS } from '@pennant/contracts';
import {
  changedOnly,
  pricingRulesFormValues,
  pricingRulesRequest,
  savedPricingMessage,
} from './service';

describe('savedPricingMessage', () => {
  it('says a new markup reprices the cards awaiting review, and only when the markup changed', () => {
    expect(savedPricingMessage(DEFAULT_SETTINGS, { defaultMarkupPercent: '50' })).toBe(
      'Your pricing rules were saved. Cards awaiting review now ask 50.00% over their market value; approved cards keep their prices.',
    );
    expect(savedPricingMessage(DEFAULT_SETTINGS, { defaultMarkupPercent: '8' })).toBe(
      'Your pricing rules were saved.',
    );
    expect(savedPricingMessage(DEFAULT_SETTINGS, { minSingleFmv: '2.00' })).toBe(
      'Your pricing rules were saved.',
    );
  });
});

describe('changedOnly', () => {
  it("sends what the dealer changed in this tab, never its stale copy of another tab's save", () => {
    // This tab loaded markup 8; another tab saved 25 since. Here the dealer changed only the minimum single FMV.
    const loaded = pricingRulesRequest(pricingRulesFormValues(DEFAULT_SETTINGS));
    const edited = pricingRulesRequest({
      ...pricingRulesFormValues(DEFAULT_SETTINGS),
      minSingleFmv: '3',
    });
    expect(changedOnly(edited, loaded)).toEqual({ minSingleFmv: '3.00' });
    expect(changedOnly(loaded, loaded)).toEqual({});
  });
});
