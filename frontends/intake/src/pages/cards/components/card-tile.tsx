import { EditOutlined, ExportOutlined, EyeOutlined } from '@ant-design/icons';
import type { Card } from '@pennant/contracts';
import {
  cardHeading,
  cardTitle,
  CardFeatureTags,
  CardPicture,
  CardStatusTag,
  ListingStatusTag,
  PriceFigures,
} from '@pennant/ui';
import { Button, Checkbox, Card as Tile, Flex, Skeleton, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { cardCondition, playerLine } from '../../../shared/card-display';
import { DoubtLine, ReadingTags } from '../../../shared/card-edit';
import type { CardOnEbay } from '../../../shared/card-listings';

/** The tick box sits on the picture's top-left corner, on a white pad so it shows on any photo. */
const TICK_BOX: CSSProperties = {
  position: 'absolute',
  top: 8,
  left: 8,
  padding: '2px 4px',
  background: 'rgba(255, 255, 255, 0.9)',
  borderRadius: 4,
};

export interface CardTileProps {
  card: Card;
  /** Where the card is on eBay (its own listing or its lot's), once one was prepared. */
  onEbay?: CardOnEbay | null;
  onView: (card: Card) => void;
  onEdit: (card: Card) => void;
  /** Ticked for an action on several cards (delete, retry). */
  selected: boolean;
  /** `extend`: shift was held, so the cards since the one ticked last follow. */
  onSelect: (card: Card, selected: boolean, extend: boolean) => void;
}

/** One card on /cards: a tick box, image, status, confidence, who and what it is, its value, View and Edit. */
export function CardTile({ card, onEbay, onView, onEdit, selected, onSelect }: CardTileProps) {
  const setLine = [card.set, card.cardNumber ? `#${card.cardNumber}` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Tile
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
      cover={
        <div style={{ position: 'relative' }}>
          <CardPicture
            src={card.thumbnailUrl ?? card.imageUrl}
            original={card.imageUrl}
            turn={card.imageTurn}
            alt={`Photo of ${cardHeading(card)}`}
            box={{ width: '100%', aspectRatio: '5 / 6', borderRadius: 0 }}
          />
          <Checkbox
            checked={selected}
            onChange={(event) =>
              onSelect(card, event.target.checked, Boolean(event.nativeEvent.shiftKey))
            }
            aria-label={`Select ${playerLine(card)}, ${cardTitle(card)}`}
            style={TICK_BOX}
          />
        </div>
      }
      data-testid="card-tile"
      data-card-id={card.id}
      data-selected={selected}
      data-status={card.status}
      actions={[
        <Button key="view" type="text" icon={<EyeOutlined />} onClick={() => onView(card)}>
          View
        </Button>,
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => onEdit(card)}>
          Edit
        </Button>,
      ]}
    >
      <Flex wrap gap={4} style={{ marginBottom: 6 }}>
        {card.status === 'identified' ? (
          <ReadingTags card={card} />
        ) : (
          <CardStatusTag status={card.status} />
        )}
        {onEbay && <CardListing onEbay={onEbay} />}
      </Flex>
      <Typography.Text
        strong
        ellipsis={{ tooltip: card.status === 'error' ? card.error : undefined }}
        type={card.status === 'error' && !card.player ? 'danger' : undefined}
        style={{ display: 'block' }}
      >
        {playerLine(card)}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
        {[card.year, card.brand].filter(Boolean).join(' ') || '—'}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
        {setLine || '—'}
      </Typography.Text>
      <Typography.Text style={{ display: 'block', fontSize: 13 }}>
        {cardCondition(card)}
      </Typography.Text>
      <DoubtLine card={card} />
      <div style={{ minHeight: 24, marginTop: 4 }}>
        <CardFeatureTags {...card} />
      </div>
      <PriceFigures card={card} size="small" />
    </Tile>
  );
}

/** Where the card is on eBay, with a link to its page once it is there. */
function CardListing({ onEbay }: { onEbay: CardOnEbay }) {
  return (
    <Flex gap={4} align="center" wrap data-testid="card-listing" data-status={onEbay.status}>
      <ListingStatusTag status={onEbay.status} label={onEbay.label} />
      {onEbay.asks && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="listing-asks">
          {onEbay.asks}
        </Typography.Text>
      )}
      {onEbay.url && (
        <Typography.Link
          href={onEbay.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="View on eBay"
        >
          <ExportOutlined />
        </Typography.Link>
      )}
    </Flex>
  );
}

export function CardTileSkeleton() {
  return (
    <Tile
      size="small"
      data-testid="card-tile-skeleton"
      cover={<Skeleton.Image active style={{ width: '100%', height: 180 }} />}
    >
      <Skeleton active paragraph={{ rows: 3 }} title={{ width: '70%' }} />
    </Tile>
  );
}
