import type { CardPreparation, UprightTurn } from '@pennant/contracts';
import { ebayAccountLabel, uprightPreview, uprightStyle } from '@pennant/ui';
import { Button, Col, Drawer, Flex, Image, Row, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { DescriptionFrame } from '../../../shared/description-frame';
import { useEbayAccount } from '../../../shared/listings-api';
import { AUCTION_DURATION_LABELS } from '../editor-form';
import { ebayPrice } from '../listing-display';

export interface ListingPreviewProps {
  preparation: CardPreparation | null;
  onClose: () => void;
}

interface GalleryProps {
  pictures: string[];
  /** The turn that stands each picture upright, as eBay is sent it. */
  turns: UprightTurn[];
  title: string;
}

function Gallery({ pictures, turns, title }: GalleryProps) {
  const { token } = theme.useToken();
  const [current, setCurrent] = useState(0);
  useEffect(() => setCurrent(0), [pictures]);
  if (pictures.length === 0)
    return (
      <Flex
        align="center"
        justify="center"
        style={{ aspectRatio: '1', background: token.colorFillTertiary, borderRadius: 8 }}
      >
        <Typography.Text type="secondary">
          No pictures yet: they are added when publishing.
        </Typography.Text>
      </Flex>
    );
  return (
    <div data-testid="preview-gallery">
      <Image.PreviewGroup
        items={pictures}
        preview={{
          current,
          onChange: (index) => setCurrent(index),
          imageRender: (node, { current: shown }) => uprightPreview(node, turns[shown]),
        }}
      >
        <Image
          src={pictures[current]}
          alt={title}
          width="100%"
          style={{
            aspectRatio: '1',
            objectFit: 'contain',
            background: token.colorFillQuaternary,
            borderRadius: 8,
            ...uprightStyle(turns[current]),
          }}
        />
      </Image.PreviewGroup>
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        {pictures.map((url, index) => (
          <button
            key={url}
            type="button"
            onClick={() => setCurrent(index)}
            aria-label={`Picture ${index + 1}`}
            aria-pressed={index === current}
            style={{
              padding: 0,
              border: `2px solid ${index === current ? token.colorText : token.colorBorderSecondary}`,
              borderRadius: 6,
              background: 'none',
              cursor: 'pointer',
            }}
          >
            <img
              src={url}
              alt=""
              style={{
                width: 56,
                height: 56,
                objectFit: 'cover',
                display: 'block',
                borderRadius: 4,
                ...uprightStyle(turns[index]),
              }}
            />
          </button>
        ))}
      </Flex>
    </div>
  );
}

function SpecificsTable({ aspects }: { aspects: Record<string, string[]> }) {
  const { token } = theme.useToken();
  const entries = Object.entries(aspects);
  return (
    <div
      data-testid="preview-specifics"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        columnGap: 32,
      }}
    >
      {entries.map(([name, values]) => (
        <div
          key={name}
          style={{
            display: 'grid',
            gridTemplateColumns: '45% 55%',
            padding: '6px 0',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Typography.Text type="secondary">{name}</Typography.Text>
          <Typography.Text>{values.join(', ')}</Typography.Text>
        </div>
      ))}
    </div>
  );
}

/**
 * Preview: the listing laid out as an eBay item page (pictures with thumbnails, title, price,
 * condition, item specifics, the seller's description and the seller line) before it goes live.
 */
export function ListingPreview({ preparation, onClose }: ListingPreviewProps) {
  const { account } = useEbayAccount();
  const { token } = theme.useToken();
  const auction = preparation?.format === 'auction';
  return (
    <Drawer
      open={preparation !== null}
      onClose={onClose}
      width="min(1080px, 100vw)"
      title="Preview: how buyers see it on eBay"
      destroyOnHidden
    >
      {preparation && (
        <div data-testid="listing-preview">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Sports Mem, Cards &amp; Fan Shop › Sports Trading Cards › {preparation.category.name}
          </Typography.Text>
          <Row gutter={[32, 24]} style={{ marginTop: 12 }}>
            <Col xs={24} md={11}>
              <Gallery
                pictures={preparation.pictures}
                turns={preparation.pictureTurns}
                title={preparation.title}
              />
            </Col>
            <Col xs={24} md={13}>
              <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="preview-title">
                {preparation.title || 'Untitled Card'}
              </Typography.Title>
              <Flex
                vertical
                gap={4}
                style={{
                  padding: '12px 0',
                  borderTop: `1px solid ${token.colorBorderSecondary}`,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <Typography.Text type="secondary">Condition</Typography.Text>
                <Typography.Text strong data-testid="preview-condition">
                  {preparation.condition || 'Ungraded'}
                </Typography.Text>
                {preparation.conditionDescriptors.map((descriptor) => (
                  <Typography.Text key={descriptor.id} type="secondary">
                    {descriptor.name}: {descriptor.value}
                  </Typography.Text>
                ))}
              </Flex>
              <div style={{ padding: '16px 0' }}>
                <Typography.Text type="secondary">
                  {auction ? 'Starting bid' : 'Price'}
                </Typography.Text>
                <div
                  style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.3 }}
                  data-testid="preview-price"
                >
                  {ebayPrice(preparation.startingPrice)}
                </div>
                {auction && preparation.auctionDuration && (
                  <Typography.Text type="secondary">
                    Auction ends {AUCTION_DURATION_LABELS[preparation.auctionDuration]} after it
                    starts
                  </Typography.Text>
                )}
                <Flex vertical gap={8} style={{ marginTop: 12, maxWidth: 360 }}>
                  <Button type="primary" shape="round" size="large" tabIndex={-1}>
                    {auction ? 'Place bid' : 'Buy It Now'}
                  </Button>
                  {auction && preparation.buyItNowPrice && (
                    <Button shape="round" size="large" tabIndex={-1}>
                      Buy It Now {ebayPrice(preparation.buyItNowPrice)}
                    </Button>
                  )}
                  <Button shape="round" size="large" tabIndex={-1}>
                    Add to cart
                  </Button>
                </Flex>
              </div>
              <Typography.Paragraph style={{ marginBottom: 4 }} data-testid="preview-seller">
                Seller:{' '}
                <Typography.Text strong>
                  {account ? ebayAccountLabel(account) : 'your eBay account'}
                </Typography.Text>
              </Typography.Paragraph>
              {preparation.lotSize && (
                <Tag bordered={false}>Lot of {preparation.lotSize} cards</Tag>
              )}
            </Col>
          </Row>
          <Typography.Title level={4} style={{ marginTop: 32 }}>
            Item specifics
          </Typography.Title>
          <SpecificsTable aspects={preparation.aspects} />
          <Typography.Title level={4} style={{ marginTop: 32 }}>
            Item description from the seller
          </Typography.Title>
          <DescriptionFrame html={preparation.description} height={360} />
        </div>
      )}
    </Drawer>
  );
}
