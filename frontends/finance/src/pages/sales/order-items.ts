import type { Order } from '@pennant/contracts';

/**
 * What an order sold, for a table cell: its first item's title, and how many more ("1989 Upper Deck Griffey + 2
 * more"); a dash when no line has a title (a CSV import without item names).
 */
export function orderItemsText(order: Pick<Order, 'lines'>): string {
  const titles = order.lines.map((line) => line.title?.trim()).filter(Boolean) as string[];
  if (titles.length === 0) return '—';
  const more = order.lines.length - 1;
  return more > 0 ? `${titles[0]} + ${more} more` : titles[0];
}
