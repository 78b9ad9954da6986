import type { ProColumns } from '@ant-design/pro-components';
import type { Order } from '@pennant/contracts';
import { allOrdersColumns, orderColumns } from './orders-table';

const tableKeys = (columns: ProColumns<Order>[]) =>
  columns.filter((column) => !column.hideInTable).map((column) => column.key);
const searchFields = (columns: ProColumns<Order>[]) =>
  columns
    .filter((column) => column.search !== false)
    .map((column) => [column.dataIndex, column.valueType]);

describe('all orders', () => {
  it('shows every column on a wide screen and searches by a date range', () => {
    const columns = allOrdersColumns('America/New_York', false);
    expect(tableKeys(columns)).toEqual([
      'ebayOrderId',
      'items',
      'buyer',
      'orderedAt',
      'totalPrice',
      'refundAmount',
      'status',
      'source',
    ]);
    expect(searchFields(columns)).toEqual([
      ['source', 'select'],
      ['orderedBetween', 'dateRange'],
    ]);
  });

  it('keeps the item and its money on a phone, with a date picker for each end of the range', () => {
    const columns = allOrdersColumns('America/New_York', true);
    expect(tableKeys(columns)).toEqual(['items', 'totalPrice', 'refundAmount']);
    expect(searchFields(columns)).toEqual([
      ['source', 'select'],
      ['startDate', 'date'],
      ['endDate', 'date'],
    ]);
  });
});

describe('recent orders on a laptop', () => {
  const cellStyle = (column: ProColumns<Order> | undefined) =>
    (column?.onCell?.({} as Order, 0) as { style?: Record<string, unknown> } | undefined)?.style;

  it('shows what sold whole, and order ids, buyers, days and statuses on one line', () => {
    const columns = orderColumns('America/New_York', false);
    const byKey = (key: string) => columns.find((column) => column.key === key);
    expect(byKey('items')?.ellipsis).toBeFalsy();
    for (const key of ['ebayOrderId', 'buyer', 'orderedAt', 'status'])
      expect(cellStyle(byKey(key))).toMatchObject({ whiteSpace: 'nowrap' });
  });

  it('wraps the item on a phone too', () => {
    const item = orderColumns('America/New_York', true).find((column) => column.key === 'items');
    expect(item?.ellipsis).toBeFalsy();
  });
});
