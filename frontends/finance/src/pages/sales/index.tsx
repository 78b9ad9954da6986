import { OrdersSyncWarning, PageHeader, formatDate, usePhoneLayout } from '@pennant/ui';
import { Alert, Card, Col, Row, Tabs, Typography } from 'antd';
import { errorText, useOrderSyncStatus, useSalesAnalytics } from '../../shared/finance-api';
import { GenerateBillingButton } from '../../shared/generate-billing-button';
import { BillingCyclesTab } from './components/billing-cycles-tab';
import { ImportOrdersPanel } from './components/import-orders-panel';
import { PeriodFilter, selectedRange } from './components/period-filter';
import { RecentOrdersTab } from './components/recent-orders-tab';
import { SalesCharts } from './components/sales-charts';
import { SalesStats } from './components/sales-stats';
import { TrendsTab } from './components/trends-tab';
import { usePeriodInAddress } from './period-in-address';

/** /sales: what sold, what it earned after fees and what Pennant charges. */
export default function SalesPage() {
  const [selection, setSelection] = usePeriodInAddress();
  const range = selectedRange(selection);
  const { data: analytics, error, isLoading } = useSalesAnalytics(range);
  const narrow = usePhoneLayout();
  const syncStatus = useOrderSyncStatus();
  const periodFilter = <PeriodFilter value={selection} onChange={setSelection} />;

  return (
    <div data-testid="sales-page">
      <PageHeader
        title="Sales & Revenue"
        subtitle="What sold, what it earned after fees, and Pennant's 2% on sales listed through it."
        extra={<GenerateBillingButton label="Generate Billing" successTitle="Billing Generated" />}
      />
      <OrdersSyncWarning status={syncStatus.data} />
      <Card
        title="Performance"
        // A phone has no room beside the title: the filter goes under it.
        extra={narrow ? undefined : periodFilter}
        style={{ marginBottom: 24 }}
      >
        {narrow && <div style={{ marginBottom: 16 }}>{periodFilter}</div>}
        {error && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="Sales figures could not be loaded"
            description={errorText(error)}
          />
        )}
        <SalesStats analytics={range ? analytics : null} loading={isLoading} />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {!range
            ? 'Choose a start and an end date to see figures.'
            : analytics
              ? `Figures for ${formatDate(analytics.range.start)} – ${formatDate(analytics.range.end)} (${analytics.range.timeZone})`
              : '\u00a0'}
        </Typography.Text>
      </Card>
      {/*
        Import Orders sits beside the orders only from xxl (1600 px): on a laptop the table needs the whole width
        to show what each order sold.
      */}
      <Row gutter={[24, 24]} style={{ marginBottom: 24 }}>
        <Col xs={24} xxl={16}>
          <Card styles={{ body: { paddingTop: 4 } }} style={{ height: '100%' }}>
            <Tabs
              items={[
                {
                  key: 'orders',
                  label: 'Recent Orders',
                  children: <RecentOrdersTab days={range && analytics ? analytics.range : null} />,
                },
                { key: 'cycles', label: 'Billing Cycles', children: <BillingCyclesTab /> },
                {
                  key: 'trends',
                  label: 'Trends',
                  children: <TrendsTab analytics={range ? analytics : null} />,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={8}>
          <ImportOrdersPanel />
        </Col>
      </Row>
      {range && analytics && <SalesCharts analytics={analytics} />}
    </div>
  );
}
