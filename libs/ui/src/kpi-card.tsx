import { Card, Skeleton, theme, Typography } from 'antd';
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
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: '16px 20px' } }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        {icon && <span style={{ color: token.colorPrimary, fontSize: 16 }}>{icon}</span>}
        <Typography.Text type="secondary">{title}</Typography.Text>
      </div>
      <div style={{ height: 32, display: 'flex', alignItems: 'center' }}>
        {loading ? (
          <Skeleton.Input active size="small" style={{ width: 96 }} />
        ) : (
          <span
            data-testid="kpi-value"
            style={{
              fontSize: 26,
              fontWeight: 600,
              lineHeight: 1.2,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {missing ? EMPTY_VALUE : value}
          </span>
        )}
      </div>
      <div style={{ fontSize: 12, color: token.colorTextSecondary, minHeight: 20, marginTop: 2 }}>
        {loading ? null : missing ? 'No data' : hint}
      </div>
    </Card>
  );
}
