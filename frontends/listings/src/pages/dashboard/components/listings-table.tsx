import { ExportOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { publishRetryText, type Listing } from '@pennant/contracts';
import { CardPicture, formatDate, ListingStatusTag, listingStatusLabel } from '@pennant/ui';
import { Flex, Select, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/listings-api';
import { LISTINGS_PAGE_SIZE, useListingsPage } from '../service';
import { ListingActions } from './listing-actions';
import { PriceCell } from './price-cell';
import { LISTINGS_SHOWN_OPTIONS, statusesShown, type ListingsShown } from '../listing-figures';

export const SKELETON_ROWS = 5;
export const EMPTY_TEXT = 'No published listings yet. Upload some cards to get started!';
export const UNTITLED = 'Untitled Card';

const COLUMNS: ProColumns<Listing>[] = [
  {
    title: 'Title',
    dataIndex: 'title',
    key: 'title',
    ellipsis: true,
    render: (_, listing) => (
      <Flex gap={10} align="center" style={{ minWidth: 0 }}>
        <CardPicture
          src={listing.thumbnailUrl}
          alt={listing.title ?? UNTITLED}
          box={{ width: 36, height: 36 }}
          fit="cover"
        />
        <Typography.Text ellipsis={{ tooltip: listing.title }}>
          {listing.title?.trim() || UNTITLED}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Condition',
    dataIndex: 'condition',
    key: 'condition',
    width: 200,
    ellipsis: true,
    render: (_, listing) => listing.condition || '-',
  },
  {
    title: 'Price',
    key: 'listPrice',
    width: 150,
    render: (_, listing) => <PriceCell listing={listing} />,
  },
  {
    title: 'Date',
    dataIndex: 'createdAt',
    key: 'createdAt',
    width: 120,
    render: (_, listing) => formatDate(listing.publishedAt ?? listing.createdAt),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 160,
    // eBay's reason shows under the tag, not only in a tooltip a phone or a keyboard cannot open.
    render: (_, listing) => (
      <Flex vertical gap={2} align="start" style={{ minWidth: 0 }}>
        <ListingStatusTag status={listing.status} />
        {listing.status === 'error' && listing.errors.length > 0 && (
          <Typography.Text
            type="danger"
            style={{ fontSize: 12 }}
            ellipsis={{ tooltip: listing.errors.join('\n') }}
            data-testid="listing-error"
          >
            {listing.errors[0]}
          </Typography.Text>
        )}
        {listing.status === 'publishing' && listing.publishRetry && (
          <Typography.Text
            type="warning"
            style={{ fontSize: 12 }}
            ellipsis={{ tooltip: publishRetryText(listing.publishRetry) }}
            data-testid="listing-retry"
          >
            {publishRetryText(listing.publishRetry)}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: 'Link',
    dataIndex: 'url',
    key: 'url',
    width: 130,
    render: (_, listing) =>
      listing.url ? (
        <Typography.Link
          href={listing.url}
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
  {
    title: '',
    key: 'actions',
    width: 100,
    render: (_, listing) => <ListingActions listing={listing} />,
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

/**
 * The dealer's listings, a page at a time (the total from X-Total-Count), filtered by status,
 * each with its price (changed in place), its eBay link, and End or Relist. Exactly five skeleton
 * rows while the first page loads.
 */
export function ListingsTable() {
  const [shown, setShown] = useState<ListingsShown>('sent');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(LISTINGS_PAGE_SIZE);
  const listings = useListingsPage({
    status: statusesShown(shown),
    page,
    pageSize,
  });

  if (listings.isLoading && !listings.data) {
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
    <ProTable<Listing>
      rowKey="id"
      columns={COLUMNS}
      dataSource={listings.error ? [] : (listings.data?.items ?? [])}
      loading={listings.isLoading}
      search={false}
      options={{ reload: () => void listings.mutate(), density: false, setting: false }}
      toolbar={{
        filter: (
          <Select<ListingsShown>
            aria-label="Status"
            value={shown}
            options={LISTINGS_SHOWN_OPTIONS}
            style={{ width: 160 }}
            onChange={(next) => {
              setShown(next);
              setPage(1);
            }}
          />
        ),
      }}
      locale={{
        emptyText: listings.error
          ? `Listings could not be loaded (${errorText(listings.error)}).`
          : shown === 'sent' || shown === 'all'
            ? EMPTY_TEXT
            : `No ${listingStatusLabel(shown).toLowerCase()} listings.`,
      }}
      pagination={{
        current: page,
        pageSize,
        total: listings.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        hideOnSinglePage: false,
        showTotal: (total) => `${total} listing${total === 1 ? '' : 's'}`,
        onChange: (nextPage, nextSize) => {
          setPage(nextSize !== pageSize ? 1 : nextPage);
          setPageSize(nextSize);
        },
      }}
      scroll={{ x: 1000 }}
    />
  );
}
