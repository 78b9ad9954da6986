import type { PlatformMetrics } from '@pennant/contracts';
import { formatMoney, formatPercent } from '@pennant/ui';
import { Alert, Col, Row, Skeleton } from 'antd';
import { SECTION_IDS } from '../content';
import { formatCount } from '../roi';
import { usePlatformMetrics } from '../service';
import { LandingSection } from './landing-section';

interface MetricTile {
  key: string;
  label: string;
  value: string;
}

/** Figures the server withholds (too few dealers behind them) are null and get no tile. */
function metricTiles(metrics: PlatformMetrics): MetricTile[] {
  const tiles: MetricTile[] = [];
  if (metrics.dealers !== null)
    tiles.push({ key: 'dealers', label: 'Dealers', value: formatCount(metrics.dealers) });
  if (metrics.cardsProcessed !== null)
    tiles.push({
      key: 'cards',
      label: 'Cards processed',
      value: formatCount(metrics.cardsProcessed),
    });
  if (metrics.salesVolume !== null)
    tiles.push({
      key: 'sales',
      label: 'Sales through Pennant',
      value: formatMoney(metrics.salesVolume),
    });
  if (metrics.identificationAccuracyPercent !== null) {
    tiles.push({
      key: 'accuracy',
      label: 'Identification accuracy',
      value: formatPercent(metrics.identificationAccuracyPercent),
    });
  }
  return tiles;
}

function MetricValue({ tile }: { tile: MetricTile }) {
  return (
    <div data-testid={`metric-${tile.key}`} style={{ textAlign: 'center' }}>
      <div style={{ fontSize: 40, fontWeight: 700, color: '#fff', lineHeight: 1.2 }}>
        {tile.value}
      </div>
      <div style={{ color: 'rgba(255,255,255,0.72)', fontSize: 15, marginTop: 6 }}>
        {tile.label}
      </div>
    </div>
  );
}

/** Live figures from Pennant's own records. */
export function MetricsSection() {
  const { metrics, error, isLoading } = usePlatformMetrics();
  const tiles = metrics ? metricTiles(metrics) : [];
  const span = 24 / Math.max(3, tiles.length);
  // Nothing to show yet (a new platform): no section rather than an empty one.
  if (metrics && tiles.length === 0) return null;

  return (
    <LandingSection
      id={SECTION_IDS.metrics}
      title="Pennant in numbers"
      subtitle="Live figures from Pennant's own records."
      background="linear-gradient(135deg, #0b2a5b 0%, #123d82 100%)"
      dark
    >
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {error && (
        <Alert
          type="info"
          showIcon
          message="Live figures are unavailable right now."
          style={{ maxWidth: 480, margin: '0 auto' }}
        />
      )}
      {tiles.length > 0 && (
        <Row gutter={[24, 32]} justify="center">
          {tiles.map((tile) => (
            <Col xs={24} sm={12} md={span} key={tile.key}>
              <MetricValue tile={tile} />
            </Col>
          ))}
        </Row>
      )}
    </LandingSection>
  );
}
