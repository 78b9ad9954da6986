import { DEFAULT_SETTINGS } from '@pennant/contracts';
import { savedPricingMessage } from './service';

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
