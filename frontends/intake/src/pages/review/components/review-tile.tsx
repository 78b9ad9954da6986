import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import type { Card } from '@pennant/contracts';
import {
  CardFeatureTags,
  cardHeading,
  CardPicture,
  cardDetailsLine,
  PriceFigures,
} from '@pennant/ui';
import { Button, Card as Tile, Flex, Skeleton, theme, Typography } from 'antd';
import { memo } from 'react';
import {
  cardCondition,
  frontAndBack,
  playerLine,
  UNKNOWN_TEAM,
  type TilePicture,
} from '../../../shared/card-display';
import { DoubtLine, doubtful, ReadingTags } from '../../../shared/card-edit';
import { PricingProblem } from '../../../shared/pricing-problem';

const SIDE_BOX = { width: '100%', aspectRatio: '5 / 7' };

/** One side of the card: its photo, stood upright, or the place kept for it. */
function Side({
  side,
  picture,
  name,
  tabbable,
}: {
  side: 'front' | 'back';
  picture: TilePicture | null;
  /** The card, for the photo's text alternative. */
  name: string;
  /** Only the selected card's photos are Tab stops: the queue keeps few of them. */
  tabbable: boolean;
}) {
  if (!picture) return <MissingSide side={side} />;
  return (
    <CardPicture
      src={picture.src}
      original={picture.original}
      turn={picture.turn}
      alt={`${side === 'front' ? 'Front' : 'Back'} of ${name}`}
      box={SIDE_BOX}
      tabbable={tabbable}
    />
  );
}

/**
 * The place of a side no photo was given for. Every tile keeps two sides, so a card scanned from one side is as
 * tall as the others, and the dealer sees what the engine did not have (a back carries the year and number).
 */
function MissingSide({ side }: { side: 'front' | 'back' }) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      data-testid={`no-${side}-photo`}
      style={{
        ...SIDE_BOX,
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        color: token.colorTextTertiary,
        fontSize: token.fontSizeSM,
        textAlign: 'center',
        padding: 8,
      }}
    >
      No {side} photo
    </Flex>
  );
}

export interface ReviewTileProps {
  card: Card;
  selected: boolean;
  onSelect: (card: Card) => void;
  onApprove: (card: Card) => void;
  onEdit: (card: Card) => void;
}

/**
 * A card waiting for approval: both sides, what it is, how sure Pennant is, and its value. Drawn again only when its
 * own props change, so moving the selection through a long queue redraws two tiles, not all of them.
 */
export const ReviewTile = memo(function ReviewTile({
  card,
  selected,
  onSelect,
  onApprove,
  onEdit,
}: ReviewTileProps) {
  const { token } = theme.useToken();
  const { front, back } = frontAndBack(card);
  const name = cardHeading(card);
  // One Tab stop for the queue (the selected tile; the arrow keys move it), and whatever takes the focus in a tile
  // (its buttons, a photo) makes it the card the keys act on.
  return (
    <div
      onClick={() => onSelect(card)}
      onFocus={() => onSelect(card)}
      tabIndex={selected ? 0 : -1}
      className="pennant-focusable"
      role="group"
      aria-label={name}
      aria-current={selected || undefined}
      data-testid="review-tile"
      data-card-id={card.id}
      data-selected={selected}
      // Scrolled to, it stops below the sticky header rather than under it.
      style={{ scrollMarginTop: 72 }}
    >
      <Tile
        size="small"
        style={{
          height: '100%',
          borderColor: selected ? token.colorPrimary : undefined,
          boxShadow: selected ? `0 0 0 2px ${token.colorPrimaryBorder}` : undefined,
        }}
        actions={[
          <Button
            key="approve"
            type="link"
            icon={<CheckOutlined />}
            onClick={() => onApprove(card)}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>,
          <Button
            key="edit"
            type="link"
            icon={<EditOutlined />}
            onClick={() => onEdit(card)}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>,
        ]}
      >
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, marginBottom: 10 }}>
          <Side side="front" picture={front} name={name} tabbable={selected} />
          <Side side="back" picture={back} name={name} tabbable={selected} />
        </div>
        <Typography.Text strong style={{ display: 'block' }}>
          {cardDetailsLine(card)}
        </Typography.Text>
        <Typography.Text
          type={doubtful(card, 'player') ? 'warning' : undefined}
          style={{ display: 'block' }}
          data-doubtful={doubtful(card, 'player') || undefined}
        >
          {playerLine(card)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
          {card.team ?? UNKNOWN_TEAM}
        </Typography.Text>
        <Flex wrap gap={4} align="center" style={{ margin: '6px 0' }}>
          <ReadingTags card={card} />
          <CardFeatureTags {...card} />
        </Flex>
        <DoubtLine card={card} />
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
          Condition: {cardCondition(card)}
        </Typography.Text>
        <div style={{ marginTop: 6 }}>
          <PriceFigures card={card} />
        </div>
        <PricingProblem card={card} />
      </Tile>
    </div>
  );
});

export function ReviewTileSkeleton() {
  return (
    <Tile size="small" data-testid="review-tile-skeleton">
      <Skeleton.Node active style={{ width: '100%', height: 160 }}>
        <span />
      </Skeleton.Node>
      <Skeleton active paragraph={{ rows: 3 }} style={{ marginTop: 12 }} />
    </Tile>
  );
}
