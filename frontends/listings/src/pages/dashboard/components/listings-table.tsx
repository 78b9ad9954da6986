import { ExportOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { publishRetryText, type Listing } from '@pennant/contracts';
import {
  CardPicture,
  formatDate,
  ListingStatusTag,
  listingStatusLabel,
  usePhoneLayout,
} from '@pennant/ui';
import { Flex, Select, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/listings-api';
import { LISTINGS_PAGE_SIZE, useListingsPage } from '../service';
import { ListingActions } from './listing-actions';
import { PriceCell } from './price-cell';
import {
  conditionParts,
  LISTINGS_SHOWN_OPTIONS,
  statusesShown,
  type ListingsShown,
} from '../listing-figures';

export const SKELETON_ROWS = 5;
export const EMPTY_TEXT = 'No published listings yet. Upload some cards to get started!';
export const UNTITLED = 'Untitled Card';

/**
 * The card's picture and its whole title (at most 80 characters), wrapping in a table row as in a phone's stack: the
 * title is what a dealer looks for in the list, so it is never cut.
 */
function ListingTitle({ listing, large = false }: { listing: Listing; large?: boolean }) {
  const size = large ? 44 : 36;
  return (
    <Flex gap={10} align="center" style={{ minWidth: 0 }}>
      <CardPicture
        src={listing.thumbnailUrl}
        turn={listing.thumbnailTurn}
        alt={listing.title ?? UNTITLED}
        box={{ width: size, height: size }}
        fit="cover"
      />
      <Typography.Text data-testid="listing-title">
        {listing.title?.trim() || UNTITLED}
      </Typography.Text>
    </Flex>
  );
}

/** The kind over the grade ("Ungraded" / "Near mint or better"): read whole in a narrow column. */
function ListingCondition({ listing }: { listing: Listing }) {
  const { kind, grade } = conditionParts(listing.condition);
  return (
    <Flex vertical data-testid="listing-condition">
      {kind && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {kind}
        </Typography.Text>
      )}
      <Typography.Text>{grade}</Typography.Text>
    </Flex>
  );
}

/** Why a listing failed, or ended (a cancelled sale, eBay's removal): shown with its status. */
const REASON_SHOWN: readonly Listing['status'][] = ['error', 'ended'];
/** Wrapped in a column of its own width: one long line on a single row squeezed the title to a letter a line. */
const REASON_STYLE = {
  fontSize: 12,
  display: 'block',
  maxWidth: 240,
  whiteSpace: 'normal',
} as const;

// eBay's reason shows under the tag in full, not only in a tooltip a phone or a keyboard cannot open.
function ListingStatus({ listing }: { listing: Listing }) {
  return (
    <Flex vertical gap={2} align="start" style={{ minWidth: 0 }}>
      <ListingStatusTag status={listing.status} />
      {REASON_SHOWN.includes(listing.status) && listing.errors.length > 0 && (
        <Typography.Text
          type={listing.status === 'error' ? 'danger' : 'secondary'}
          style={REASON_STYLE}
          data-testid="listing-error"
        >
          {listing.errors.join(' ')}
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
  );
}

function EbayLink({ listing }: { listing: Listing }) {
  if (!listing.url) return '-';
  return (
    <Typography.Link
      href={listing.url}
      target="_blank"
      rel="noopener noreferrer"
      style={{ whiteSpace: 'nowrap' }}
    >
      View on eBay <ExportOutlined />
    </Typography.Link>
  );
}

/** A phone's whole row in one cell: the title on its own line, then price, status and actions. */
function ListingStack({ listing }: { listing: Listing }) {
  return (
    <Flex vertical gap={6} style={{ minWidth: 0 }}>
      <ListingTitle listing={listing} large />
      <Flex gap={8} align="center" justify="space-between" wrap>
        <PriceCell listing={listing} />
        <ListingStatus listing={listing} />
      </Flex>
      <Flex gap={12} align="center" justify="space-between" wrap>
        {listing.url && <EbayLink listing={listing} />}
        <ListingActions listing={listing} />
      </Flex>
    </Flex>
  );
}

const COLUMNS: ProColumns<Listing>[] = [
  {
    title: 'Title',
    dataIndex: 'title',
    key: 'title',
    render: (_, listing) => <ListingTitle listing={listing} />,
  },
  {
    title: 'Condition',
    dataIndex: 'condition',
    key: 'condition',
    width: 170,
    render: (_, listing) => <ListingCondition listing={listing} />,
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
    width: 140,
    render: (_, listing) => <ListingStatus listing={listing} />,
  },
  {
    title: 'Link',
    dataIndex: 'url',
    key: 'url',
    width: 130,
    render: (_, listing) => <EbayLink listing={listing} />,
  },
  {
    title: '',
    key: 'actions',
    width: 100,
    render: (_, listing) => <ListingActions listing={listing} />,
  },
];

const PHONE_COLUMNS: ProColumns<Listing>[] = [
  {
    title: 'Listing',
    key: 'listing',
    render: (_, listing) => <ListingStack listing={listing} />,
  },
];

interface SkeletonRow {
  id: string;
}

const SKELETON_DATA: SkeletonRow[] = Array.from({ length: SKELETON_ROWS }, (_, index) => ({
  id: `skeleton-${index}`,
}));

function skeletonColumns(columns: ProColumns<Listing>[]): TableColumnsType<SkeletonRow> {
  return columns.map((column) => ({
    title: typeof column.title === 'string' ? column.title : undefined,
    key: String(column.key),
    width: column.width,
    render: () => <Skeleton.Input active size="small" block style={{ height: 18 }} />,
  }));
}

/**
 * The dealer's listings, a page at a time (the total from X-Total-Count), filtered by status,
 * each with its price (changed in place), its eBay link, and End or Relist. Exactly five skeleton
 * rows while the first page loads.
 */
export function ListingsTable() {
  const [shown, setShown] = useState<ListingsShown>('sent');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(LISTINGS_PAGE_SIZE);
  const phone = usePhoneLayout();
  const columns = phone ? PHONE_COLUMNS : COLUMNS;
  const listings = useListingsPage({
    status: statusesShown(shown),
    page,
    pageSize,
  });

  if (listings.isLoading && !listings.data) {
    return (
      <Table<SkeletonRow>
        rowKey="id"
        columns={skeletonColumns(columns)}
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
      columns={columns}
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
      // A phone's one column takes the table's width; its content wraps instead of widening it.
      tableLayout={phone ? 'fixed' : undefined}
      scroll={phone ? undefined : { x: 1000 }}
    />
  );
}
