import type { ProColumns } from '@ant-design/pro-components';
import type { Order } from '@pennant/contracts';
import { allOrdersColumns } from './orders-table';

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
