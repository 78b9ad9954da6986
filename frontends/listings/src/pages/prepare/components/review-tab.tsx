import { SendOutlined } from '@ant-design/icons';
import type { CardPreparation, Listing, PublishListingsRequest } from '@pennant/contracts';
import { CardPicture, IfRouteAvailable, listingPriceText, ListingStatusTag } from '@pennant/ui';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Empty,
  Flex,
  List,
  Row,
  Space,
  Spin,
  Typography,
  theme,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/listings-api';
import { nothingToReviewText, pointsToDashboard, type ReviewEmptyFacts } from '../review-state';
import { useListingsToReview, usePublishingCount, useSentToEbayCount } from '../service';
import { ListingEditor } from './listing-editor';
import { ListingPreview } from './listing-preview';
import { PreparationPanel } from './preparation-panel';

export interface ReviewTabProps {
  /** The listing to show first (e.g. one just prepared). */
  focus: string | null;
  publishing: boolean;
  onPublish: (request: PublishListingsRequest) => void;
}

/** What to send for some listings: their cards, and their lots. */
export function publishRequestFor(
  listings: Pick<Listing, 'cardId' | 'lotId'>[],
): PublishListingsRequest {
  const cardIds = listings.flatMap((listing) => (listing.cardId ? [listing.cardId] : []));
  const lotIds = listings.flatMap((listing) => (listing.lotId ? [listing.lotId] : []));
  return {
    ...(cardIds.length > 0 ? { cardIds } : {}),
    ...(lotIds.length > 0 ? { lotIds } : {}),
  };
}

function ListingRow({
  listing,
  active,
  checked,
  onOpen,
  onCheck,
}: {
  listing: Listing;
  active: boolean;
  checked: boolean;
  onOpen: () => void;
  onCheck: (checked: boolean) => void;
}) {
  const { token } = theme.useToken();
  return (
    <List.Item
      onClick={onOpen}
      onKeyDown={(event) => {
        // The row itself, not its checkbox: Enter or Space opens the listing, as a click does.
        if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' '))
          return;
        event.preventDefault();
        onOpen();
      }}
      tabIndex={0}
      className="pennant-focusable"
      role="button"
      aria-label={`Open ${listing.title?.trim() || 'Untitled Card'}`}
      aria-pressed={active}
      data-testid="review-listing"
      data-listing-id={listing.id}
      data-active={active}
      style={{
        cursor: 'pointer',
        padding: '8px 12px',
        background: active ? token.colorPrimaryBg : undefined,
        borderInlineStart: `3px solid ${active ? token.colorPrimary : 'transparent'}`,
      }}
    >
      <Flex gap={10} align="center" style={{ width: '100%', minWidth: 0 }}>
        <Checkbox
          checked={checked}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => onCheck(event.target.checked)}
          aria-label={`Select ${listing.title ?? 'listing'}`}
        />
        <CardPicture
          src={listing.thumbnailUrl}
          turn={listing.thumbnailTurn}
          alt={listing.title ?? 'Listing'}
          box={{ width: 44, height: 44 }}
          fit="cover"
        />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text ellipsis={{ tooltip: listing.title }} strong={active}>
            {listing.title?.trim() || 'Untitled Card'}
          </Typography.Text>
          <Space size={6}>
            <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {listingPriceText(listing)}
            </Typography.Text>
            <ListingStatusTag status={listing.status} />
            {listing.lotId && <Typography.Text type="secondary">Lot</Typography.Text>}
          </Space>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** Nothing left to review: why, and where listings on eBay are looked after. */
function NothingToReview({ facts }: { facts: ReviewEmptyFacts }) {
  return (
    <Flex vertical gap={4} align="center" data-testid="nothing-to-review">
      <span>{nothingToReviewText(facts)}</span>
      {pointsToDashboard(facts) && (
        <IfRouteAvailable to="/dashboard">
          <span>
            Listings on eBay are re-priced and ended on the <Link to="/dashboard">Dashboard</Link>.
          </span>
        </IfRouteAvailable>
      )}
    </Flex>
  );
}

/** Review & Edit: every prepared listing not yet on eBay, one open beside the list. */
export function ReviewTab({ focus, publishing, onPublish }: ReviewTabProps) {
  const { listings, isLoading, error } = useListingsToReview();
  const { publishing: beingPublished, isLoading: countingPublished } = usePublishingCount();
  const { sentToEbay, isLoading: countingSent } = useSentToEbayCount();
  const emptyFacts: ReviewEmptyFacts = { publishing: beingPublished, sentToEbay };
  const [active, setActive] = useState<string | null>(focus);
  const [checked, setChecked] = useState<string[]>([]);
  const [editing, setEditing] = useState<CardPreparation | null>(null);
  const [previewing, setPreviewing] = useState<CardPreparation | null>(null);

  useEffect(() => {
    if (focus) setActive(focus);
  }, [focus]);
  useEffect(() => {
    if (!active && listings.length > 0) setActive(listings[0].id);
  }, [active, listings]);
  // Listings that left the list (published, deleted) leave the selection too.
  useEffect(() => {
    setChecked((current) => current.filter((id) => listings.some((listing) => listing.id === id)));
  }, [listings]);

  const chosen = useMemo(
    () => listings.filter((listing) => checked.includes(listing.id)),
    [listings, checked],
  );

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message="Listings could not be loaded"
        description={errorText(error)}
      />
    );
  // Opened with nothing to review: the same sentence as right after publishing the last one, once it is known.
  if (!isLoading && listings.length === 0 && !active)
    return countingPublished || countingSent ? (
      <Flex justify="center" style={{ margin: '48px 0' }}>
        <Spin />
      </Flex>
    ) : (
      <Empty style={{ margin: '48px 0' }} description={<NothingToReview facts={emptyFacts} />} />
    );

  const count = chosen.length;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" data-testid="review-count">
          {listings.length} prepared listing{listings.length === 1 ? '' : 's'} not yet on eBay
        </Typography.Text>
        <Space wrap>
          <Button
            onClick={() => setChecked(listings.map((listing) => listing.id))}
            disabled={listings.length === 0}
          >
            Select All ({listings.length})
          </Button>
          <Button onClick={() => setChecked([])} disabled={count === 0}>
            Clear Selection
          </Button>
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={count === 0}
            loading={publishing}
            onClick={() => onPublish(publishRequestFor(chosen))}
          >
            Publish {count} Listing{count === 1 ? '' : 's'}
          </Button>
        </Space>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <List
            bordered
            loading={isLoading || countingPublished || countingSent}
            locale={{ emptyText: <NothingToReview facts={emptyFacts} /> }}
            dataSource={listings}
            rowKey="id"
            style={{ maxHeight: '75vh', overflow: 'auto' }}
            renderItem={(listing) => (
              <ListingRow
                listing={listing}
                active={listing.id === active}
                checked={checked.includes(listing.id)}
                onOpen={() => setActive(listing.id)}
                onCheck={(on) =>
                  setChecked((current) =>
                    on ? [...current, listing.id] : current.filter((id) => id !== listing.id),
                  )
                }
              />
            )}
          />
        </Col>
        <Col xs={24} lg={15}>
          {active && (
            <PreparationPanel
              listingId={active}
              publishing={publishing}
              onEdit={setEditing}
              onPreview={setPreviewing}
              onPublish={(preparation) => onPublish(publishRequestFor([preparation]))}
            />
          )}
        </Col>
      </Row>
      <ListingEditor preparation={editing} onClose={() => setEditing(null)} />
      <ListingPreview preparation={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
