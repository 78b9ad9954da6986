import { qualifiesForAutoApprove } from './auto-approve';

describe('qualifiesForAutoApprove', () => {
  it.each([
    ['0.90', '5.00', true],
    ['1.00', '120.00', true],
    ['0.89', '50.00', false],
    ['0.95', '4.99', false],
    [null, '50.00', false],
    ['0.95', null, false],
  ])('confidence %s and FMV %s -> %s', (confidence, fmv, expected) => {
    expect(qualifiesForAutoApprove(confidence, fmv)).toBe(expected);
  });
});
