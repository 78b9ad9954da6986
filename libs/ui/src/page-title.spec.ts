import { pageTitle } from './page-title';

describe("the browser tab's title", () => {
  it('names the page before the product, and the product alone without a page', () => {
    expect(pageTitle('Pending Review')).toBe('Pending Review · Pennant');
    expect(pageTitle(null)).toBe('Pennant');
  });
});
