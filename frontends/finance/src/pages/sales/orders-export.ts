import { apiPage } from '@pennant/api-client';
import type { ListOrdersQuery, Order, SalesAnalytics } from '@pennant/contracts';
import { ordersKey } from '../../shared/finance-api';
import { toCsv } from '../../shared/export-csv';

/** The most GET /api/orders gives a page. */
const EXPORT_PAGE_SIZE = 200;

/** Every order matching the filter, a page at a time. */
export async function fetchAllOrders(
  query: Omit<ListOrdersQuery, 'page' | 'pageSize'>,
): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await apiPage<Order>(
      ordersKey({ ...query, page, pageSize: EXPORT_PAGE_SIZE }),
    );
    orders.push(...items);
    if (items.length === 0 || orders.length >= total) return orders;
  }
}

interface OrderCsvRow {
  ebayOrderId: string;
  buyer: string;
  totalPrice: string;
  shippingPaid: string;
  refundAmount: string;
  orderedAt: string;
  source: string;
  items: string;
  listedThroughPennant: string;
}

/** Orders as CSV: the spec's import columns first, so the file can be imported again. */
export function ordersCsv(orders: Order[]): string {
  const rows: OrderCsvRow[] = orders.map((order) => ({
    ebayOrderId: order.ebayOrderId,
    buyer: order.buyer ?? '',
    totalPrice: order.totalPrice,
    shippingPaid: order.shippingPaid,
    refundAmount: order.refundAmount,
    orderedAt: order.orderedAt,
    source: order.source,
    items: order.lines.map((line) => line.title ?? line.lineItemId).join(' | '),
    listedThroughPennant: String(order.lines.some((line) => line.listedThroughPennant)),
  }));
  return toCsv(rows, [
    { key: 'ebayOrderId', header: 'ebayOrderId' },
    { key: 'buyer', header: 'buyer' },
    { key: 'totalPrice', header: 'totalPrice' },
    { key: 'shippingPaid', header: 'shippingPaid' },
    { key: 'refundAmount', header: 'refundAmount' },
    { key: 'orderedAt', header: 'orderedAt' },
    { key: 'source', header: 'source' },
    { key: 'items', header: 'items' },
    { key: 'listedThroughPennant', header: 'listedThroughPennant' },
  ]);
}

/** Daily sales of the range as CSV: date, sales. */
export function dailySalesCsv(analytics: SalesAnalytics): string {
  return toCsv(analytics.trends.dailySales, [
    { key: 'date', header: 'date' },
    { key: 'sales', header: 'sales' },
  ]);
}
