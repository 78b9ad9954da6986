import {
  CheckCircleOutlined,
  DollarOutlined,
  SyncOutlined,
  NumberOutlined,
} from '@ant-design/icons';
import { formatMoney, KpiCard, type KpiCardProps } from '@pennant/ui';
import { identifiedHint, type CardStats as Stats } from '../service';

const COUNT = new Intl.NumberFormat('en-US');

function count(value: number | undefined): string | null {
  return value === undefined ? null : COUNT.format(value);
}

function tiles(stats: Stats | null): KpiCardProps[] {
  return [
    {
      title: 'Total Cards',
      icon: <NumberOutlined />,
      value: count(stats?.total),
      hint: 'All your cards',
    },
    {
      title: 'Identified',
      icon: <CheckCircleOutlined />,
      value: count(stats?.identified),
      hint: identifiedHint(stats?.toCheck ?? null),
    },
    {
      title: 'Processing',
      icon: <SyncOutlined />,
      value: count(stats?.processing),
      hint: 'Being identified',
    },
    {
      title: 'Estimated Value',
      icon: <DollarOutlined />,
      value: stats ? formatMoney(stats.estimatedValue) : null,
      hint: stats?.partialValue
        ? 'High estimates of the latest 100 cards'
        : 'Sum of high estimates',
    },
  ];
}

export interface CardStatsProps {
  stats: Stats | null;
  loading: boolean;
}

/** Total, identified, processing, and the estimated value (sum of the high estimates). */
export function CardStats({ stats, loading }: CardStatsProps) {
  return (
    <div
      data-testid="card-stats"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 16,
        marginBottom: 16,
      }}
    >
      {tiles(stats).map((tile) => (
        <KpiCard key={tile.title} loading={loading} {...tile} />
      ))}
    </div>
  );
}
