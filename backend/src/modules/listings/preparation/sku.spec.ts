import { cardSku, lotSku, SKU_PATTERN } from './sku';

const CARD = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('SKUs', () => {
  it('start with where the card is kept, box, row and slot, then a part unique to the card', () => {
    const sku = cardSku(CARD, { box: '12', row: '03', slot: '045' });
    expect(sku).toMatch(/^B12R03S045[0-9A-Z]{8}$/);
    expect(sku).toMatch(SKU_PATTERN);
    // A dealer who already writes the letters gets them once.
    expect(cardSku(CARD, { box: 'b12', row: 'R03', slot: 'S045' })).toBe(sku);
  });

  it('are stable for a card and differ between cards', () => {
    expect(cardSku(CARD, { box: null, row: null, slot: null })).toBe(
      cardSku(CARD, { box: null, row: null, slot: null }),
    );
    expect(cardSku(CARD, { box: null, row: null, slot: null })).toMatch(/^PN[0-9A-Z]{8}$/);
    expect(
      cardSku('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', { box: null, row: null, slot: null }),
    ).not.toBe(cardSku(CARD, { box: null, row: null, slot: null }));
    expect(lotSku(CARD)).toMatch(/^LOT[0-9A-Z]{8}$/);
  });
});
