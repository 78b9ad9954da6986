import { isSale, orderStatusTag, refundShown } from './order-status';

describe('order status', () => {
  it('marks an order eBay cancelled as Cancelled, and not a sale', () => {
    expect(orderStatusTag({ cancelState: 'CANCELED' })).toMatchObject({
      label: 'Cancelled',
      color: 'red',
    });
    expect(isSale({ cancelState: 'CANCELED' })).toBe(false);
  });

  it('marks a cancellation in progress as requested, still a sale', () => {
    expect(orderStatusTag({ cancelState: 'IN_PROGRESS' }).label).toBe('Cancellation requested');
    expect(isSale({ cancelState: 'IN_PROGRESS' })).toBe(true);
  });

  it('says Sold, untagged, of an order without a cancellation (or a CSV import, which has no state)', () => {
    expect(orderStatusTag({ cancelState: 'NONE_REQUESTED' })).toMatchObject({
      label: 'Sold',
      color: null,
    });
    expect(orderStatusTag({ cancelState: null }).label).toBe('Sold');
    expect(isSale({ cancelState: null })).toBe(true);
  });

  it('marks a refund, in full or in part, where the Refund column alone was easy to miss', () => {
    const order = { cancelState: 'NONE_REQUESTED', totalPrice: '29.98' };
    expect(orderStatusTag({ ...order, refundAmount: '5.00' }).label).toBe('Partly refunded');
    expect(orderStatusTag({ ...order, refundAmount: '29.98' }).label).toBe('Refunded');
    expect(orderStatusTag({ ...order, refundAmount: '0.00' }).label).toBe('Sold');
    // A cancelled order says Cancelled, though eBay refunded it in full.
    expect(orderStatusTag({ ...order, cancelState: 'CANCELED', refundAmount: '29.98' }).label).toBe(
      'Cancelled',
    );
  });
});

describe('the refund shown of an order', () => {
  it('is what came back of the sale, eBay refunding the tax it collected said on hover', () => {
    expect(refundShown({ refundAmount: '2.59', totalPrice: '2.43' })).toEqual({
      amount: '2.43',
      note: 'eBay refunded $2.59: $2.43 of the sale and $0.16 of the tax it collected',
    });
  });

  it('is the refund itself when it is not more than the total', () => {
    expect(refundShown({ refundAmount: '0.50', totalPrice: '2.43' })).toEqual({
      amount: '0.50',
      note: null,
    });
    expect(refundShown({ refundAmount: '0.00', totalPrice: '2.43' })).toEqual({
      amount: '0.00',
      note: null,
    });
  });
});
