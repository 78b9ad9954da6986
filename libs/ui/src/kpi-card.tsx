import { Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from './format';

export interface KpiCardProps {
  title: string;
  /** The formatted value; null when the figure is missing. */
  value: string | null;
  icon?: ReactNode;
  loading?: boolean;
  /** Small text under the value. */
  hint?: ReactNode;
}

/** One figure in a statistics block. A missing figure shows a dash and "No data", never a made-up number. */
export function KpiCard({ title, value, icon, loading = false, hint }: KpiCardProps) {
  const missing = value === null;
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: '16px 20px' } }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        {icon && <span style={{ color: '#1677ff', fontSize: 16 }}>{icon}</span>}
        <Typography.Text type="secondary">{title}</Typography.Text>
      </div>
      {loading ? (
        <Skeleton.Input active size="small" style={{ width: 96 }} />
      ) : (
        <div
          data-testid="kpi-value"
          style={{
            fontSize: 26,
            fontWeight: 600,
            lineHeight: 1.2,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {missing ? EMPTY_VALUE : value}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {!loading && missing ? 'No data' : hint}
      </Typography.Text>
    </Card>
  );
}
