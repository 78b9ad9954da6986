import { Flex, Typography } from 'antd';
import {
  LIST_PRICE_LABEL,
  listPriceText,
  MARKET_VALUE_LABEL,
  marketValueParts,
  type CardPrices,
} from './prices';

export interface PriceFiguresProps {
  card: CardPrices;
  /** `stacked` (default): one figure a line; `inline`: side by side, wrapping when narrow. */
  layout?: 'stacked' | 'inline';
  size?: 'small' | 'default';
}

/**
 * A card's two prices, each named so they are never confused: the market value (what comparable
 * cards sell for, with the market's range and how many comparables) and the list price (what the
 * listing will ask: the market value plus the dealer's markup).
 */
export function PriceFigures({ card, layout = 'stacked', size = 'default' }: PriceFiguresProps) {
  const fontSize = size === 'small' ? 12 : 13;
  const { value, details } = marketValueParts(card);
  return (
    <Flex
      vertical={layout === 'stacked'}
      wrap={layout === 'inline'}
      gap={layout === 'inline' ? 12 : 0}
      style={{ fontSize, fontVariantNumeric: 'tabular-nums' }}
      data-testid="price-figures"
    >
      <span data-testid="market-value">
        <Typography.Text type="secondary" style={{ fontSize }}>
          {MARKET_VALUE_LABEL}{' '}
        </Typography.Text>
        <Typography.Text strong style={{ fontSize }}>
          {value}
        </Typography.Text>
        {details.length > 0 && (
          <Typography.Text type="secondary" style={{ fontSize }}>
            {' · '}
            {details.join(' · ')}
          </Typography.Text>
        )}
      </span>
      <span data-testid="list-price">
        <Typography.Text type="secondary" style={{ fontSize }}>
          {LIST_PRICE_LABEL}{' '}
        </Typography.Text>
        <Typography.Text strong style={{ fontSize }}>
          {listPriceText(card)}
        </Typography.Text>
      </span>
    </Flex>
  );
}
