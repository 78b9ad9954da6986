import { orderItemsText } from './order-items';

const line = (title: string | null) => ({ title }) as { title: string | null };

describe('the items of an order in a table', () => {
  it('names the first item and counts the others', () => {
    expect(orderItemsText({ lines: [line('1989 Upper Deck Ken Griffey Jr. #1')] } as never)).toBe(
      '1989 Upper Deck Ken Griffey Jr. #1',
    );
    expect(orderItemsText({ lines: [line('Griffey'), line('Mauer'), line(null)] } as never)).toBe(
      'Griffey + 2 more',
    );
  });

  it('shows a dash when no line has a title, as a CSV import may have none', () => {
    expect(orderItemsText({ lines: [line(null)] } as never)).toBe('—');
    expect(orderItemsText({ lines: [] } as never)).toBe('—');
  });
});
