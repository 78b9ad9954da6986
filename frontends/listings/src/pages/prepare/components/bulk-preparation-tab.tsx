import { DeleteOutlined, FileDoneOutlined, ReloadOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { ApiError } from '@pennant/api-client';
import type { Card, Listing } from '@pennant/contracts';
import {
  CardPicture,
  cardTitle,
  EMPTY_VALUE,
  listingPriceText,
  ListingStatusTag,
  listPriceText,
  marketValueText,
  usePhoneLayout,
} from '@pennant/ui';
import { App, Button, Flex, Space, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { bulkPrepare, deleteCard, errorText } from '../../../shared/listings-api';
import { approvedCardsTitle, keptBy, ON_EBAY, selectableCount } from '../bulk-rows';
import {
  APPROVED_PAGE_SIZE,
  fetchApprovedCardIds,
  fetchListedCardIds,
  useApprovedCards,
  useListedCardIds,
  useListingsByCard,
} from '../service';

/** Said beside Prepare while nothing is ticked, before the tap that would only warn. */
export const TICK_CARDS_HINT = 'Tick the cards to prepare listings for.';

/** The spec's answer to Prepare with nothing ticked (the hint beside the button says it before the tap). */
export const NO_CARDS_SELECTED = {
  message: 'No Cards Selected',
  description: 'Please select cards to prepare listings for.',
};
const UNKNOWN_ERROR = 'Unknown error occurred';

export interface BulkPreparationTabProps {
  /** Called with the listings just prepared, so the dealer can review them. */
  onPrepared: (listingIds: string[]) => void;
}

function CardThumb({ card }: { card: Card }) {
  return (
    <CardPicture
      src={card.thumbnailUrl ?? card.imageUrl}
      original={card.imageUrl}
      turn={card.imageTurn}
      alt={card.player ?? 'Card'}
      box={{ width: 48, height: 48 }}
      fit="cover"
    />
  );
}

function MarketValue({ card }: { card: Card }) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="market-value">
      {marketValueText(card)}
    </span>
  );
}

// Once prepared, what the listing asks: the dealer may have re-priced it or made it an auction.
function ListPrice({ card, listing }: { card: Card; listing: Listing | undefined }) {
  return (
    <strong style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="list-price">
      {listing ? listingPriceText(listing) : listPriceText(card)}
    </strong>
  );
}

function ListingState({ listing }: { listing: Listing | undefined }) {
  return listing ? (
    <ListingStatusTag status={listing.status} />
  ) : (
    <Typography.Text type="secondary">Not prepared</Typography.Text>
  );
}

/** A phone's row in one cell: picture and card, then player, market value, price and status. */
function CardStack({ card, listing }: { card: Card; listing: Listing | undefined }) {
  return (
    <Flex gap={10} align="start" style={{ minWidth: 0 }}>
      <CardThumb card={card} />
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong>{cardTitle(card)}</Typography.Text>
        <Typography.Text type="secondary">{card.player ?? EMPTY_VALUE}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Market value <MarketValue card={card} />
        </Typography.Text>
        <Flex gap={8} align="center" wrap>
          <ListPrice card={card} listing={listing} />
          <ListingState listing={listing} />
        </Flex>
      </Flex>
    </Flex>
  );
}

function deleteColumn(
  byCard: Map<string, Listing>,
  onDelete: (card: Card) => void,
): ProColumns<Card> {
  return {
    title: '',
    key: 'actions',
    width: 56,
    render: (_, card) => {
      const kept = keptBy(byCard.get(card.id));
      return (
        <Tooltip title={kept}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${cardTitle(card)}`}
            disabled={kept !== null}
            onClick={() => onDelete(card)}
          />
        </Tooltip>
      );
    },
  };
}

function columns(byCard: Map<string, Listing>, onDelete: (card: Card) => void): ProColumns<Card>[] {
  return [
    {
      title: '',
      key: 'picture',
      width: 72,
      render: (_, card) => <CardThumb card={card} />,
    },
    {
      title: 'Card',
      key: 'title',
      ellipsis: true,
      render: (_, card) => <Typography.Text strong>{cardTitle(card)}</Typography.Text>,
    },
    {
      title: 'Player',
      dataIndex: 'player',
      width: 180,
      ellipsis: true,
      render: (_, card) => card.player ?? EMPTY_VALUE,
    },
    {
      title: 'Market value',
      key: 'marketValue',
      width: 220,
      render: (_, card) => <MarketValue card={card} />,
    },
    {
      title: 'List price',
      key: 'listPrice',
      width: 120,
      align: 'right',
      render: (_, card) => <ListPrice card={card} listing={byCard.get(card.id)} />,
    },
    {
      title: 'Listing',
      key: 'listing',
      width: 130,
      render: (_, card) => <ListingState listing={byCard.get(card.id)} />,
    },
    deleteColumn(byCard, onDelete),
  ];
}

function phoneColumns(
  byCard: Map<string, Listing>,
  onDelete: (card: Card) => void,
): ProColumns<Card>[] {
  return [
    {
      title: 'Card',
      key: 'card',
      render: (_, card) => <CardStack card={card} listing={byCard.get(card.id)} />,
    },
    deleteColumn(byCard, onDelete),
  ];
}

/** Approved cards, chosen with checkboxes and prepared as eBay listings in one go. */
export function BulkPreparationTab({ onPrepared }: BulkPreparationTabProps) {
  const { notification, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const cards = useApprovedCards(page);
  const shownIds = useMemo(() => (cards.data?.items ?? []).map((card) => card.id), [cards.data]);
  const { byCard } = useListingsByCard(shownIds);
  const { listedBefore } = useListedCardIds();
  const [selected, setSelected] = useState<string[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const total = cards.data?.total ?? 0;
  const phone = usePhoneLayout();

  const selectAll = async () => {
    setSelectingAll(true);
    try {
      // Read afresh: a card may have gone to eBay since the page loaded.
      const [ids, listed] = await Promise.all([fetchApprovedCardIds(), fetchListedCardIds()]);
      setSelected(ids.filter((id) => !listed.has(id)));
    } catch (error) {
      notification.error({ message: 'Selection Failed', description: errorText(error) });
    } finally {
      setSelectingAll(false);
    }
  };

  const prepare = async () => {
    if (selected.length === 0) {
      notification.warning(NO_CARDS_SELECTED);
      return;
    }
    setPreparing(true);
    try {
      const { preparations } = await bulkPrepare(selected);
      const ready = preparations.filter((result) => result.preparation && !result.error);
      const failed = preparations.filter((result) => !result.preparation || result.error);
      const reasons = [...new Set(failed.map((result) => result.error || UNKNOWN_ERROR))];
      if (ready.length === 0) {
        notification.error({
          message: 'Preparation Failed',
          description: reasons.join('; ') || UNKNOWN_ERROR,
        });
        return;
      }
      notification.success({
        message: 'Listings Prepared',
        description:
          failed.length === 0
            ? `${ready.length} listing${ready.length === 1 ? '' : 's'} ready to review.`
            : `${ready.length} ready to review; ${failed.length} failed: ${reasons.join('; ')}`,
      });
      setSelected(failed.map((result) => result.cardId));
      onPrepared(ready.map((result) => result.preparation!.listingId));
    } catch (error) {
      notification.error({
        message: 'Preparation Failed',
        description: errorText(error) || UNKNOWN_ERROR,
      });
    } finally {
      setPreparing(false);
    }
  };

  const confirmDelete = (card: Card) => {
    modal.confirm({
      title: 'Delete Card',
      content: `Delete ${cardTitle(card)}${card.player ? ` (${card.player})` : ''}? This cannot be undone: it removes the card's identification and any prepared listings.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteCard(card.id);
          setSelected((current) => current.filter((id) => id !== card.id));
          notification.success({ message: 'Card Deleted' });
        } catch (error) {
          notification.error({
            message: 'Delete Failed',
            description:
              error instanceof ApiError && error.status === 409
                ? errorText(error)
                : 'Unable to delete card. Please try again.',
          });
        }
      },
    });
  };

  const count = selected.length;
  const selectable = selectableCount(total, cards.data?.items ?? [], byCard, listedBefore);
  return (
    <ProTable<Card>
      rowKey="id"
      data-testid="bulk-table"
      headerTitle={approvedCardsTitle(total, selectable)}
      columns={(phone ? phoneColumns : columns)(byCard, confirmDelete)}
      dataSource={cards.data?.items ?? []}
      loading={cards.isLoading}
      search={false}
      options={false}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => setSelected(keys.map(String)),
        getCheckboxProps: (card) => ({
          disabled: ON_EBAY.includes(byCard.get(card.id)?.status ?? 'draft'),
          'aria-label': `Select ${cardTitle(card)}`,
        }),
      }}
      tableAlertRender={false}
      locale={{
        emptyText: cards.error
          ? `Cards could not be loaded (${errorText(cards.error)}).`
          : 'No approved cards yet. Approve cards on the Review screen to list them.',
      }}
      pagination={{
        current: page,
        pageSize: APPROVED_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      // The card's title takes what the fixed columns leave: at least 200 px, the rest scrolls sideways.
      scroll={phone ? undefined : { x: 1000 }}
      toolBarRender={() => [
        <Space key="selection" wrap>
          {count === 0 && selectable > 0 && (
            <Typography.Text type="secondary" data-testid="prepare-hint">
              {TICK_CARDS_HINT}
            </Typography.Text>
          )}
          <Button
            onClick={() => void selectAll()}
            loading={selectingAll}
            disabled={selectable === 0}
          >
            Select All ({selectable})
          </Button>
          <Button onClick={() => setSelected([])} disabled={count === 0}>
            Clear Selection
          </Button>
          <Button
            type="primary"
            icon={<FileDoneOutlined />}
            loading={preparing}
            onClick={() => void prepare()}
          >
            Prepare {count} Listing{count === 1 ? '' : 's'}
          </Button>
          {/* A named button, not ProTable's reload icon: a keyboard reaches it and a screen reader says what it does. */}
          <Tooltip title="Reload">
            <Button
              type="text"
              icon={<ReloadOutlined />}
              aria-label="Reload approved cards"
              loading={cards.isValidating}
              onClick={() => void cards.mutate()}
            />
          </Tooltip>
        </Space>,
      ]}
    />
  );
}
