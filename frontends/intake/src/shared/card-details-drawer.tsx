import { DeleteOutlined, EditOutlined, ExportOutlined, RedoOutlined } from '@ant-design/icons';
import {
  UNGRADED_CONDITION_LABELS,
  type Card,
  type CardImage,
  type Listing,
  type Lot,
} from '@pennant/contracts';
import {
  CardFeatureTags,
  CardStatusTag,
  cardHeading,
  ConfidenceBadge,
  EMPTY_VALUE,
  formatDate,
  LIST_PRICE_LABEL,
  ListingStatusTag,
  listPriceText,
  MARKET_VALUE_LABEL,
  marketValueText,
  askFirst,
  fullSizeOpener,
  uprightPreview,
  uprightStyle,
} from '@pennant/ui';
import { Alert, App, Button, Descriptions, Drawer, Image, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { deleteCard, retryCard } from './cards-api';
import { errorText } from '@pennant/api-client';
import {
  cardCondition,
  deleteFailedText,
  priceBasisText,
  soldComparisonsUrl,
} from './card-display';
import { LISTING_ON_CARD, LOT_LISTING_ON_CARD, listingFacts } from './card-listings';
import { fieldsText } from './card-edit';
import { PricingProblem } from './pricing-problem';

/** Two columns in the drawer on any screen wide enough, one on a phone. */
const DESCRIPTION_COLUMNS = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };

function imageCaption(image: CardImage): string {
  const type = image.type.charAt(0).toUpperCase() + image.type.slice(1);
  return image.isPrimary ? `${type} (primary)` : type;
}

function pricingNote(card: Card): ReactNode {
  const pricing = card.pricing;
  if (!pricing) return EMPTY_VALUE;
  if (pricing.error) return <PricingProblem card={card} fontSize={14} />;
  return priceBasisText({ ...card, pricing });
}

/** "Box B12 · Row R3 · Slot 045", or a dash when the dealer gave no location. */
function storageText(card: Pick<Card, 'storageBox' | 'storageRow' | 'storageSlot'>): string {
  const parts = [
    card.storageBox && `Box ${card.storageBox}`,
    card.storageRow && `Row ${card.storageRow}`,
    card.storageSlot && `Slot ${card.storageSlot}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : EMPTY_VALUE;
}

export interface CardDetailsDrawerProps {
  card: Card | null;
  /** The card's newest eBay listing, once it was prepared. */
  listing?: Listing;
  /** The lot a lotted card is in. */
  lot?: Lot;
  onClose: () => void;
  onEdit: (card: Card) => void;
}

/** View: every image of the card and every field, with Edit, Retry (after an error) and Delete. */
export function CardDetailsDrawer({ card, listing, lot, onClose, onEdit }: CardDetailsDrawerProps) {
  const { message, modal } = App.useApp();

  const retry = async (target: Card) => {
    try {
      await retryCard(target.id);
      message.success('Identification restarted');
    } catch (error) {
      message.error(`Retry Failed: ${errorText(error)}`);
    }
  };

  const remove = async (target: Card) => {
    try {
      await deleteCard(target.id);
      message.success('Card Deleted');
      onClose();
    } catch (error) {
      message.error(deleteFailedText(error));
    }
  };

  const comparisons = card ? soldComparisonsUrl(card) : null;
  return (
    <Drawer
      open={card !== null}
      onClose={onClose}
      width="min(720px, 100vw)"
      title={card ? cardHeading(card) : ''}
      extra={
        card && (
          <Space wrap>
            {card.status === 'error' && (
              <Button icon={<RedoOutlined />} onClick={() => void retry(card)}>
                Retry
              </Button>
            )}
            <Button icon={<EditOutlined />} onClick={() => onEdit(card)}>
              Edit
            </Button>
            {/* A sold card, alone or in its lot, stays as the record of the sale (the server refuses to delete it). */}
            {listing?.status !== 'sold' && lot?.listing?.status !== 'sold' && (
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label="Delete"
                onClick={() =>
                  askFirst(modal, {
                    title: 'Delete this card and its images?',
                    okText: 'Delete',
                    destructive: true,
                    onOk: () => remove(card),
                  })
                }
              />
            )}
          </Space>
        )
      }
    >
      {card && (
        <div data-testid="card-details">
          {card.status === 'error' && card.error && (
            <Alert
              type="error"
              showIcon
              message="Identification Failed"
              description={card.error}
              style={{ marginBottom: 16 }}
            />
          )}
          <Image.PreviewGroup
            preview={{
              imageRender: (node, { current }) =>
                uprightPreview(node, card.images[current]?.uprightTurn),
            }}
          >
            <Space wrap size={12} style={{ marginBottom: 16 }}>
              {card.images.map((image) => (
                <figure
                  key={image.id}
                  {...fullSizeOpener(`Enlarge the ${imageCaption(image).toLowerCase()} photo`)}
                  style={{ margin: 0, textAlign: 'center' }}
                >
                  <Image
                    src={image.url}
                    alt={imageCaption(image)}
                    width={150}
                    height={210}
                    style={{
                      objectFit: 'contain',
                      background: '#f5f5f5',
                      borderRadius: 6,
                      ...uprightStyle(image.uprightTurn),
                    }}
                  />
                  <figcaption style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)' }}>
                    {imageCaption(image)}
                  </figcaption>
                </figure>
              ))}
            </Space>
          </Image.PreviewGroup>
          <Descriptions column={DESCRIPTION_COLUMNS} size="small" bordered>
            <Descriptions.Item label="Status">
              <CardStatusTag status={card.status} needsCheck={card.needsCheck} />
            </Descriptions.Item>
            <Descriptions.Item label="Confidence">
              <ConfidenceBadge value={card.confidence} />
            </Descriptions.Item>
            <Descriptions.Item label="Player">{card.player ?? EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label="Team">{card.team ?? EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label="Year">{card.year ?? EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label="Brand">{card.brand ?? EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label="Set">{card.set ?? EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label="Card number">
              {card.cardNumber ?? EMPTY_VALUE}
            </Descriptions.Item>
            <Descriptions.Item label="Parallel / insert">
              {card.variant ?? EMPTY_VALUE}
            </Descriptions.Item>
            <Descriptions.Item label="Sport">{card.sport ?? EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label="Condition">{cardCondition(card)}</Descriptions.Item>
            <Descriptions.Item label="Certificate">
              {card.certNumber ?? EMPTY_VALUE}
            </Descriptions.Item>
            <Descriptions.Item label="Features" span={2}>
              {card.rookieCard || card.autograph || card.memorabilia || card.serialNumber ? (
                <CardFeatureTags {...card} />
              ) : (
                EMPTY_VALUE
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Condition for eBay (ungraded)">
              {card.cardCondition
                ? UNGRADED_CONDITION_LABELS[card.cardCondition]
                : "Settings' default"}
            </Descriptions.Item>
            <Descriptions.Item label="Storage">{storageText(card)}</Descriptions.Item>
            <Descriptions.Item label={MARKET_VALUE_LABEL} span={2}>
              <span data-testid="market-value">{marketValueText(card)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={LIST_PRICE_LABEL} span={2}>
              <span data-testid="list-price">{listPriceText(card)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Price basis" span={2}>
              {pricingNote(card)}
              {comparisons && (
                <Typography.Link
                  href={comparisons}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ marginLeft: 8 }}
                >
                  Sold comparisons <ExportOutlined />
                </Typography.Link>
              )}
            </Descriptions.Item>
            {listing && (
              <Descriptions.Item label="eBay listing" span={2}>
                <Space wrap size={8} data-testid="details-listing">
                  <ListingStatusTag
                    status={listing.status}
                    label={LISTING_ON_CARD[listing.status]}
                  />
                  <span>{listingFacts(listing)}</span>
                  {listing.url && (
                    <Typography.Link href={listing.url} target="_blank" rel="noopener noreferrer">
                      View on eBay <ExportOutlined />
                    </Typography.Link>
                  )}
                </Space>
              </Descriptions.Item>
            )}
            {lot && (
              <Descriptions.Item label="Lot" span={2}>
                <Space wrap size={8} data-testid="details-lot">
                  <span>{lot.title}</span>
                  {lot.listing && (
                    <ListingStatusTag
                      status={lot.listing.status}
                      label={LOT_LISTING_ON_CARD[lot.listing.status]}
                    />
                  )}
                  {lot.listing?.url && (
                    <Typography.Link
                      href={lot.listing.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      View on eBay <ExportOutlined />
                    </Typography.Link>
                  )}
                </Space>
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Corrected by you" span={2}>
              {fieldsText(card.correctedFields) ?? EMPTY_VALUE}
            </Descriptions.Item>
            <Descriptions.Item label="Uploaded">{formatDate(card.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Identified">
              {formatDate(card.identifiedAt)}
            </Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Drawer>
  );
}
