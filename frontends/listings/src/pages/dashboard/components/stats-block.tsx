import {
  CheckCircleOutlined,
  DollarOutlined,
  PercentageOutlined,
  TagsOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { ApiError } from '@pennant/api-client';
import type { DashboardStats } from '@pennant/contracts';
import { formatDate, formatMoney, formatPercent, KpiCard } from '@pennant/ui';
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

function formatCount(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? COUNT_FORMAT.format(value) : null;
}

function formatAmount(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : formatMoney(value);
}

function formatFee(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : formatPercent(value);
}

interface Kpi {
  key: keyof Pick<
    DashboardStats,
    'itemsListed' | 'soldCount' | 'grossSales' | 'netAfterFee' | 'effectiveFeePercent'
  >;
  title: string;
  icon: ReactNode;
  hint: string;
  value: (stats: Partial<DashboardStats> | null) => string | null;
}

const KPIS: Kpi[] = [
  {
    key: 'itemsListed',
    title: 'Items Listed',
    icon: <TagsOutlined />,
    hint: 'Listed in this period',
    value: (stats) => formatCount(stats?.itemsListed),
  },
  {
    key: 'soldCount',
    title: 'Sold',
    icon: <CheckCircleOutlined />,
    hint: 'Items sold through Pennant',
    value: (stats) => formatCount(stats?.soldCount),
  },
  {
    key: 'grossSales',
    title: 'Gross Sales',
    icon: <DollarOutlined />,
    hint: 'Every order, before refunds and fees',
    value: (stats) => formatAmount(stats?.grossSales),
  },
  {
    key: 'netAfterFee',
    title: 'Net After Fee',
    icon: <WalletOutlined />,
    hint: 'After refunds and Pennant’s fee',
    value: (stats) => formatAmount(stats?.netAfterFee),
  },
  {
    key: 'effectiveFeePercent',
    title: 'Effective Fee',
    icon: <PercentageOutlined />,
    hint: 'Of gross sales',
    value: (stats) => formatFee(stats?.effectiveFeePercent),
  },
];

export interface StatsBlockProps {
  stats: DashboardStats | null | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Why no figures are asked for yet, e.g. a custom range without both dates. */
  pendingReason?: string;
}

/** Five KPI cards. A figure the server did not give (or a failed call) shows "No data" and a dash. */
export function StatsBlock({ stats, loading, error, pendingReason }: StatsBlockProps) {
  const figures = error ? null : (stats ?? null);
  return (
    <>
      {error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Statistics could not be loaded"
          description={error instanceof ApiError ? error.serverMessage : error.message}
        />
      )}
      <div
        data-testid="dashboard-stats"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))',
          gap: 16,
        }}
      >
        {KPIS.map((kpi) => (
          <KpiCard
            key={kpi.key}
            title={kpi.title}
            icon={kpi.icon}
            loading={loading}
            value={kpi.value(figures)}
            hint={kpi.hint}
          />
        ))}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
        {pendingReason ??
          (figures?.range
            ? `Figures for ${formatDate(figures.range.start)} – ${formatDate(figures.range.end)} (${figures.range.timeZone})`
            : '\u00a0')}
      </Typography.Text>
    </>
  );
}
