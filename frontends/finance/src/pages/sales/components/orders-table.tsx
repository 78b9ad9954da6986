import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { apiPage } from '@pennant/api-client';
import { ORDER_SOURCES, type Order, type OrderLine, type OrderSource } from '@pennant/contracts';
import {
  decimalToCents,
  formatDate,
  formatMoney,
  usePhoneLayout,
  VISUALLY_HIDDEN,
} from '@pennant/ui';
import { Space, Switch, Table, Tag, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import {
  markLineListedThroughPennant,
  ordersKey,
  useDealerTimeZone,
} from '../../../shared/finance-api';
import { columnsForScreen, tableScroll, withPhoneDetail } from '../../../shared/narrow-screen';
import { useAction } from '../../../shared/use-action';
import { orderItemsText } from '../order-items';
import { isSale, orderStatusTag, refundShown } from '../order-status';

export const ORDERS_EMPTY_TEXT = 'No orders yet. Sync with eBay or import a CSV of your orders.';

const SOURCE_LABELS: Record<OrderSource, string> = { ebay: 'eBay', csv: 'CSV import' };

function Money({
  value,
  muted = false,
  note,
}: {
  value: string;
  muted?: boolean;
  /** Said on hover. */
  note?: string | null;
}) {
  return (
    <Typography.Text
      type={muted ? 'secondary' : undefined}
      title={note ?? undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {formatMoney(value)}
      {/* The note is said by a screen reader too (a hover title alone reaches only a mouse). */}
      {note && <span style={VISUALLY_HIDDEN}> ({note})</span>}
    </Typography.Text>
  );
}

function OrderStatus({ order }: { order: Order }) {
  const status = orderStatusTag(order);
  if (!status.color)
    return (
      <Typography.Text type="secondary" title={status.title}>
        {status.label}
      </Typography.Text>
    );
  return (
    <Tag color={status.color} title={status.title}>
      {status.label}
    </Tag>
  );
}

/** On a phone, under the item: the status, the day, the buyer and the order id (copyable, for eBay's search). */
function OrderFacts({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  return (
    <Space size={8} wrap data-testid="order-facts">
      <OrderStatus order={order} />
      <Typography.Text type="secondary">{formatDate(order.orderedAt, timeZone)}</Typography.Text>
      {order.buyer && <Typography.Text type="secondary">{order.buyer}</Typography.Text>}
      <Typography.Text type="secondary" copyable={{ text: order.ebayOrderId }}>
        Order {order.ebayOrderId}
      </Typography.Text>
    </Space>
  );
}

/** Left out on a phone, to keep what sold and its money on screen; they go under the item (`OrderFacts`). */
const PHONE_HIDDEN_ORDER_COLUMNS = ['ebayOrderId', 'buyer', 'orderedAt', 'status'];

/** An order id, a buyer's name, a day and a status on one line: broken mid-word ("breakerbox_5" / "168") they misread. */
const ONE_LINE = { style: { whiteSpace: 'nowrap' } } as const;
const oneLine = () => ONE_LINE;
/** Beside one-line columns the item keeps room for a few words a line. */
const ITEM_CELL = { style: { minWidth: 200 } } as const;

/**
 * The columns every order table shows: order id, what it sold, buyer, date (the day in the dealer's time zone, as /sales' figures
 * and charts count it), total, refund, status. The item wraps rather than being cut; on a phone (`narrow`) the columns
 * left out go under it.
 */
export const orderColumns = (timeZone: string | undefined, narrow: boolean): ProColumns<Order>[] =>
  columnsForScreen<ProColumns<Order>>(
    [
      {
        title: 'Order',
        dataIndex: 'ebayOrderId',
        key: 'ebayOrderId',
        copyable: true,
        search: false,
        onCell: oneLine,
      },
      {
        title: 'Item',
        key: 'items',
        search: false,
        // What sold is what a dealer looks for in the list: shown whole, wrapping, on every screen.
        onCell: narrow ? undefined : () => ITEM_CELL,
        render: (_, order) =>
          withPhoneDetail(
            narrow,
            orderItemsText(order),
            <OrderFacts order={order} timeZone={timeZone} />,
          ),
      },
      {
        title: 'Buyer',
        dataIndex: 'buyer',
        key: 'buyer',
        search: false,
        onCell: oneLine,
        render: (_, order) => order.buyer ?? '—',
      },
      {
        title: 'Date',
        dataIndex: 'orderedAt',
        key: 'orderedAt',
        search: false,
        onCell: oneLine,
        render: (_, order) => formatDate(order.orderedAt, timeZone),
      },
      {
        title: 'Total',
        dataIndex: 'totalPrice',
        key: 'totalPrice',
        align: 'right',
        search: false,
        // A cancelled order's total is shown, muted: it was no sale.
        render: (_, order) => <Money value={order.totalPrice} muted={!isSale(order)} />,
      },
      {
        title: 'Refund',
        dataIndex: 'refundAmount',
        key: 'refundAmount',
        align: 'right',
        search: false,
        render: (_, order) => {
          const refund = refundShown(order);
          return (
            <Money
              value={refund.amount}
              note={refund.note}
              muted={(decimalToCents(refund.amount) ?? 0) === 0}
            />
          );
        },
      },
      {
        title: 'Status',
        key: 'status',
        search: false,
        onCell: oneLine,
        render: (_, order) => <OrderStatus order={order} />,
      },
    ],
    narrow,
    PHONE_HIDDEN_ORDER_COLUMNS,
  );

function ListedSwitch({
  order,
  line,
  onChanged,
}: {
  order: Order;
  line: OrderLine;
  onChanged: () => void;
}) {
  const { busy, run } = useAction('Update Failed');
  // A line matched to a Pennant listing counts by itself; only unmatched lines are the dealer's call.
  const matched = line.listingId !== null;
  const change = (checked: boolean) =>
    run(async () => {
      await markLineListedThroughPennant(order.id, line.id, checked);
      onChanged();
    });
  return (
    <Switch
      size="small"
      checked={line.listedThroughPennant}
      disabled={matched}
      loading={busy}
      aria-label={`Listed through Pennant: ${line.title ?? line.lineItemId}`}
      onChange={change}
    />
  );
}

function OrderLines({ order, onChanged }: { order: Order; onChanged: () => void }) {
  return (
    <Table<OrderLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={order.lines}
      columns={[
        {
          title: 'Item',
          key: 'title',
          render: (_, line) =>
            line.title ??
            line.sku ??
            line.legacyItemId ??
            (order.source === 'csv'
              ? 'The whole order (the file names no items)'
              : line.lineItemId),
        },
        {
          title: 'Sale amount',
          key: 'sale',
          align: 'right',
          render: (_, line) => <Money value={line.saleAmount} />,
        },
        {
          title: 'eBay fees',
          key: 'fee',
          align: 'right',
          render: (_, line) => (line.ebayFee === null ? '—' : <Money value={line.ebayFee} />),
        },
        {
          title: 'Listed through Pennant',
          key: 'listed',
          render: (_, line) => (
            <>
              <ListedSwitch order={order} line={line} onChanged={onChanged} />
              {line.listingId && (
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                  matched a Pennant listing
                </Typography.Text>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

interface OrdersSearch {
  current?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  source?: OrderSource;
}

const ORDERED_BETWEEN: ProColumns<Order> = {
  title: 'Ordered between',
  dataIndex: 'orderedBetween',
  key: 'orderedBetween',
  valueType: 'dateRange',
  fieldProps: { placeholder: ['From', 'To'] },
  hideInTable: true,
  search: {
    transform: (value: [string, string]) => ({ startDate: value[0], endDate: value[1] }),
  },
};

const orderedOn = (title: string, field: 'startDate' | 'endDate'): ProColumns<Order> => ({
  title,
  dataIndex: field,
  key: field,
  valueType: 'date',
  fieldProps: { placeholder: title },
  hideInTable: true,
});

/** A range picker's two months are wider than a phone: there each end of the range has its own date picker. */
const ORDERED_FROM_TO = [
  orderedOn('Ordered from', 'startDate'),
  orderedOn('Ordered to', 'endDate'),
];

export const allOrdersColumns = (
  timeZone: string | undefined,
  narrow: boolean,
): ProColumns<Order>[] => [
  ...orderColumns(timeZone, narrow),
  {
    title: 'Source',
    dataIndex: 'source',
    key: 'source',
    valueType: 'select',
    fieldProps: { placeholder: 'All sources' },
    valueEnum: Object.fromEntries(
      ORDER_SOURCES.map((source) => [source, { text: SOURCE_LABELS[source] }]),
    ),
    // Still a search field on a phone, though not a column.
    hideInTable: narrow,
    render: (_, order) => <Tag>{SOURCE_LABELS[order.source]}</Tag>,
  },
  ...(narrow ? ORDERED_FROM_TO : [ORDERED_BETWEEN]),
];

/** Every order, a page at a time, filtered by date and source; each one opens to its lines. */
export function AllOrdersTable() {
  const actionRef = useRef<ActionType>();
  const timeZone = useDealerTimeZone();
  const narrow = usePhoneLayout();
  const columns = useMemo(() => allOrdersColumns(timeZone, narrow), [timeZone, narrow]);
  const reload = () => void actionRef.current?.reload();
  return (
    <ProTable<Order, OrdersSearch>
      data-testid="all-orders"
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      request={async ({ current, pageSize, startDate, endDate, source }) => {
        const { items, total } = await apiPage<Order>(
          ordersKey({ page: current, pageSize, startDate, endDate, source }),
        );
        return { data: items, total, success: true };
      }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto', defaultCollapsed: false }}
      dateFormatter="string"
      expandable={{ expandedRowRender: (order) => <OrderLines order={order} onChanged={reload} /> }}
      locale={{ emptyText: ORDERS_EMPTY_TEXT }}
      options={false}
      toolBarRender={false}
      scroll={tableScroll(narrow, 760)}
    />
  );
}
