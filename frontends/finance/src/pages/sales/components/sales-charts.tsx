import { DownloadOutlined } from '@ant-design/icons';
import { Bar, Column } from '@ant-design/plots';
import type { SalesAnalytics } from '@pennant/contracts';
import { VISUALLY_HIDDEN } from '@pennant/ui';
import { Button, Card, Col, Empty, Row } from 'antd';
import { downloadCsv } from '../../../shared/export-csv';
import { TileGrid } from '../../../shared/tile-grid';
import { dailySalesCsv } from '../sales-export';
import {
  averagePoints,
  axisLabel,
  categoryLabel,
  dailySalesPoints,
  insightTiles,
  inventoryAgePoints,
  nothingToChart,
  type ChartPoint,
} from '../sales-figures';

const CHART_HEIGHT = 240;

const pointTooltip = { title: 'label', items: [{ field: 'text', name: ' ' }] };

/** What a chart draws, as a table a screen reader reads: the drawing says nothing to one. */
function ChartFigures({ title, points }: { title: string; points: ChartPoint[] }) {
  return (
    // Hidden by its box: a table is never narrower than its text, whatever its own width says.
    <div style={VISUALLY_HIDDEN}>
      <table>
        <caption>{title}</caption>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <th scope="row">{point.label}</th>
              <td>{point.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartCard({
  title,
  points,
  horizontal = false,
  testId,
  extra,
  emptyText = 'No sales to show for this period',
}: {
  title: string;
  points: ChartPoint[];
  horizontal?: boolean;
  testId: string;
  extra?: React.ReactNode;
  emptyText?: string;
}) {
  const Chart = horizontal ? Bar : Column;
  return (
    <Card size="small" title={title} extra={extra} data-testid={testId} style={{ height: '100%' }}>
      {nothingToChart(points) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <>
          <ChartFigures title={title} points={points} />
          <div aria-hidden="true">
            <Chart
              data={points}
              xField="label"
              yField="value"
              height={CHART_HEIGHT}
              tooltip={pointTooltip}
              axis={{
                x: {
                  labelAutoHide: true,
                  labelAutoRotate: false,
                  title: false,
                  labelFormatter: (label: string) => categoryLabel(String(label)),
                },
                y: {
                  title: false,
                  labelFormatter: (value: number) => axisLabel(value, points[0].unit),
                  ...(points[0].unit === 'count'
                    ? { tickFilter: (value: number) => Number.isInteger(value) }
                    : {}),
                },
              }}
              style={{ fill: '#1677ff', maxWidth: 48 }}
            />
          </div>
        </>
      )}
    </Card>
  );
}

function insightCharts(analytics: SalesAnalytics) {
  const { insights } = analytics;
  return [
    {
      title: 'Average sale by set',
      testId: 'chart-by-set',
      // A sale counts here only when its card's set is known: the player chart may show sales this one cannot.
      emptyText: 'No sale in this period of a card whose set is known',
      horizontal: true,
      points: averagePoints(insights.averageSaleBySet),
    },
    {
      title: 'Average sale by player',
      testId: 'chart-by-player',
      emptyText: 'No sale in this period of a card whose player is known',
      horizontal: true,
      points: averagePoints(insights.averageSaleByPlayer),
    },
    {
      title: 'Graded vs raw: average sale',
      testId: 'chart-graded',
      points: averagePoints(insights.gradedVsRaw),
    },
    {
      title: 'Still listed, by age',
      testId: 'chart-inventory-age',
      emptyText: 'Nothing is listed right now',
      points: inventoryAgePoints(analytics),
    },
  ];
}

/** Daily sales over the range and what sells: by set, by player, graded vs raw, inventory age. */
export function SalesCharts({ analytics }: { analytics: SalesAnalytics }) {
  return (
    <Row gutter={[16, 16]} data-testid="sales-charts">
      <Col span={24}>
        <ChartCard
          title="Daily sales"
          testId="chart-daily-sales"
          points={dailySalesPoints(analytics)}
          extra={
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() =>
                downloadCsv(
                  `pennant-daily-sales-${analytics.range.start}-${analytics.range.end}.csv`,
                  dailySalesCsv(analytics),
                )
              }
            >
              Export CSV
            </Button>
          }
        />
      </Col>
      <Col span={24}>
        <TileGrid testId="sales-insights" tiles={insightTiles(analytics)} />
      </Col>
      {insightCharts(analytics).map((chart) => (
        <Col xs={24} lg={12} key={chart.testId}>
          <ChartCard {...chart} />
        </Col>
      ))}
    </Row>
  );
}
