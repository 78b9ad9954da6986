import { ReloadOutlined } from '@ant-design/icons';
import { errorText } from '@pennant/api-client';
import { CARD_REPRICE_MINUTES, REPRICE_MAX_CARDS, type Card } from '@pennant/contracts';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState, type MouseEvent } from 'react';
import { repriceCards } from './cards-api';

/** What the dealer reads when eBay did not answer a card's price search. */
export const EBAY_UNAVAILABLE_TEXT = `eBay did not answer the price search. Pennant tries again every ${CARD_REPRICE_MINUTES} minutes.`;

/** The card can be priced again now: eBay failed it, and it still awaits review. */
export function canPriceAgain(card: Card): boolean {
  return card.status === 'identified' && card.pricing?.ebayUnavailable === true;
}

/** How a repricing went, in the dealer's words. */
export function repricedText(cards: Card[], asked: number): string {
  const priced = cards.filter((card) => !card.pricing?.ebayUnavailable).length;
  if (priced === asked)
    return priced === 1 ? 'Priced from eBay.' : `${priced} cards priced from eBay.`;
  if (priced === 0)
    return `eBay still does not answer. Pennant keeps trying every ${CARD_REPRICE_MINUTES} minutes.`;
  return `${priced} of ${asked} cards priced; eBay did not answer for the rest. Pennant keeps trying.`;
}

/** Prices the cards again and tells the dealer how it went. */
export function usePriceAgain() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const priceAgain = async (cardIds: string[]): Promise<void> => {
    setBusy(true);
    try {
      const { cards } = await repriceCards(cardIds);
      const text = repricedText(cards, cardIds.length);
      if (cards.some((card) => card.pricing?.ebayUnavailable)) message.warning(text);
      else message.success(text);
    } catch (error) {
      message.error(`The cards could not be priced again. ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return { priceAgain, busy };
}

/**
 * Why a card has no price (or an old one). When eBay failed, it says Pennant tries again by itself and offers
 * Price again for a card still awaiting review.
 */
export function PricingProblem({ card, fontSize = 12 }: { card: Card; fontSize?: number }) {
  const { priceAgain, busy } = usePriceAgain();
  const pricing = card.pricing;
  if (!pricing?.error) return null;
  if (!pricing.ebayUnavailable) {
    return (
      <Typography.Text type="warning" style={{ display: 'block', fontSize }}>
        {pricing.error}
      </Typography.Text>
    );
  }
  const click = (event: MouseEvent) => {
    // Inside a tile that selects its card on click.
    event.stopPropagation();
    void priceAgain([card.id]);
  };
  return (
    <Flex wrap align="center" gap={4} data-testid="pricing-problem">
      <Typography.Text type="warning" style={{ fontSize }} title={pricing.error}>
        {EBAY_UNAVAILABLE_TEXT}
      </Typography.Text>
      {canPriceAgain(card) && (
        <Button size="small" icon={<ReloadOutlined />} loading={busy} onClick={click}>
          Price again
        </Button>
      )}
    </Flex>
  );
}

/** Above the review queue when eBay failed several cards' prices: one button prices them all again. */
export function EbayUnavailableNote({ cards }: { cards: readonly Card[] }) {
  const { priceAgain, busy } = usePriceAgain();
  const waiting = cards.filter(canPriceAgain);
  if (waiting.length < 2) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="ebay-unavailable-note"
      style={{ marginBottom: 12 }}
      message={`${waiting.length} cards have no fresh price: eBay did not answer their price search.`}
      description={`Pennant tries again every ${CARD_REPRICE_MINUTES} minutes, or price them now.`}
      action={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={busy}
          onClick={() =>
            void priceAgain(waiting.slice(0, REPRICE_MAX_CARDS).map((card) => card.id))
          }
        >
          Price them again
        </Button>
      }
    />
  );
}
