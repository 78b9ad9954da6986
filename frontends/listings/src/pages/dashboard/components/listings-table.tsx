import { ExportOutlined } from '@ant-design/icons';
import { ApiError } from '@pennant/api-client';
import type { Listing } from '@pennant/contracts';
import { formatDate, formatMoney, ListingStatusTag } from '@pennant/ui';
import { Skeleton, Table, Typography, type TableColumnsType } from 'antd';

export const SKELETON_ROWS = 5;
export const EMPTY_TEXT = 'No published listings yet. Upload some cards to get started!';

const COLUMNS: TableColumnsType<Listing> = [
  {
    title: 'Title',
    dataIndex: 'title',
    key: 'title',
    ellipsis: true,
    minWidth: 240,
    render: (title: string | null) => title?.trim() || 'Untitled Card',
  },
  {
    title: 'Condition',
    dataIndex: 'condition',
    key: 'condition',
    width: 160,
    render: (condition: string | null) => condition || '-',
  },
  {
    title: 'Price',
    dataIndex: 'listPrice',
    key: 'listPrice',
    width: 120,
    align: 'right',
    render: (price: string | null) => (
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(price ?? '0')}</span>
    ),
  },
  {
    title: 'Date',
    dataIndex: 'createdAt',
    key: 'createdAt',
    width: 130,
    render: (createdAt: string) => formatDate(createdAt),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 120,
    render: (status: string) => <ListingStatusTag status={status} />,
  },
  {
    title: 'Link',
    dataIndex: 'url',
    key: 'url',
    width: 150,
    render: (url: string | null) =>
      url ? (
        <Typography.Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          style={{ whiteSpace: 'nowrap' }}
        >
          View on eBay <ExportOutlined />
        </Typography.Link>
      ) : (
        '-'
      ),
  },
];

interface SkeletonRow {
  id: string;
}

const SKELETON_DATA: SkeletonRow[] = Array.from({ length: SKELETON_ROWS }, (_, index) => ({
  id: `skeleton-${index}`,
}));

const SKELETON_COLUMNS: TableColumnsType<SkeletonRow> = COLUMNS.map((column) => ({
  title: typeof column.title === 'string' ? column.title : undefined,
  key: String(column.key),
  width: column.width,
  render: () => <Skeleton.Input active size="small" block style={{ height: 18 }} />,
}));

export interface ListingsTableProps {
  listings: Listing[] | null | undefined;
  loading: boolean;
  error: Error | undefined;
}

/** The dealer's published listings; exactly five skeleton rows while they load. */
export function ListingsTable({ listings, loading, error }: ListingsTableProps) {
  if (loading) {
    return (
      <Table<SkeletonRow>
        rowKey="id"
        columns={SKELETON_COLUMNS}
        dataSource={SKELETON_DATA}
        pagination={false}
        rowClassName={() => 'listing-skeleton-row'}
        aria-busy="true"
      />
    );
  }

  return (
    <Table<Listing>
      rowKey="id"
      columns={COLUMNS}
      dataSource={error ? [] : (listings ?? [])}
      locale={{
        emptyText: error
          ? `Listings could not be loaded (${error instanceof ApiError ? error.serverMessage : error.message}).`
          : EMPTY_TEXT,
      }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 900 }}
    />
  );
}
