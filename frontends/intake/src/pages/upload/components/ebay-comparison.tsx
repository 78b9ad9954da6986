import type { Card, EbayAnalysisResponse } from '@pennant/contracts';
import { cardTitle, formatMoney, MoneyRange } from '@pennant/ui';
import { Alert, Button, Card as Panel, List, Typography } from 'antd';
import { useState } from 'react';
import { compareWithEbay } from '../../../shared/cards-api';
import { errorText } from '@pennant/api-client';

/** The spec compares at most the first three identified cards. */
export const COMPARISON_LIMIT = 3;
const DEFAULT_SPORT = 'baseball';

type Outcome =
  | { card: Card; analysis: NonNullable<EbayAnalysisResponse['analysis']> }
  | { card: Card; error: string };

async function analyse(card: Card): Promise<Outcome> {
  try {
    const response = await compareWithEbay({
      player: card.player ?? '',
      year: card.year ?? undefined,
      brand: card.brand ?? undefined,
      sport: card.sport ?? DEFAULT_SPORT,
    });
    if (response.success && response.analysis) return { card, analysis: response.analysis };
    return { card, error: response.error ?? 'eBay returned no comparable sales.' };
  } catch (error) {
    return { card, error: errorText(error) };
  }
}

const SOURCE_LABEL: Record<string, string> = {
  sold: 'sold',
  active: 'active listings',
  own_sales: 'your sales',
};

/**
 * Why these figures may differ from a card's market value: the comparison searches by player, year and brand only
 * (the spec's fields), the market value by the card's own set and number.
 */
export const BROADER_SEARCH =
  "Searched by player, year and brand only, whatever the set and number: a card's own market value comes from its set and number, so the two can differ.";

export interface EbayComparisonProps {
  /** Identified cards, in list order. */
  cards: Card[];
}

/** Compare with eBay Sales: real comparables for the first three identified cards; a failure says so. */
export function EbayComparison({ cards }: EbayComparisonProps) {
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const [loading, setLoading] = useState(false);
  const candidates = cards.filter((card) => card.player).slice(0, COMPARISON_LIMIT);

  const run = async () => {
    setLoading(true);
    try {
      setOutcomes(await Promise.all(candidates.map(analyse)));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Panel
      title="Compare with eBay Sales"
      style={{ marginBottom: 16 }}
      data-testid="ebay-comparison"
    >
      <Button
        onClick={() => void run()}
        loading={loading}
        disabled={candidates.length === 0}
        style={{ marginBottom: 12 }}
      >
        Compare with eBay Sales
      </Button>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {BROADER_SEARCH}
      </Typography.Text>
      {outcomes === null ? (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {candidates.length === 0
            ? 'Identified cards can be compared with recent eBay sales.'
            : `Compares the first ${candidates.length} identified card${candidates.length === 1 ? '' : 's'} with recent eBay sales.`}
        </Typography.Text>
      ) : (
        <List
          dataSource={outcomes}
          rowKey={(outcome) => outcome.card.id}
          renderItem={(outcome) => (
            <List.Item>
              <List.Item.Meta
                title={`${outcome.card.player} · ${cardTitle(outcome.card)}`}
                description={
                  'error' in outcome ? (
                    <Alert
                      type="error"
                      showIcon
                      message="Analysis Failed: Unable to compare with eBay."
                      description={outcome.error}
                    />
                  ) : (
                    <span>
                      Average {formatMoney(outcome.analysis.averagePrice)} · range{' '}
                      <MoneyRange
                        low={outcome.analysis.priceRange.low}
                        high={outcome.analysis.priceRange.high}
                      />{' '}
                      · {outcome.analysis.sampleSize} {SOURCE_LABEL[outcome.analysis.source] ?? ''}{' '}
                      comparables
                    </span>
                  )
                }
              />
            </List.Item>
          )}
        />
      )}
    </Panel>
  );
}
