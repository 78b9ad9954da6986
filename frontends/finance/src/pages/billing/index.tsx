import { PageHeader, usePhoneLayout } from '@pennant/ui';
import { Card, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CyclesTable } from '../../shared/cycles-table';
import { useBillingCycles } from '../../shared/finance-api';
import { GenerateBillingButton } from '../../shared/generate-billing-button';
import { billingTab, billingTabLabel, billingYears, type BillingTab } from './billing-figures';
import { InvoicesTab } from './components/invoices-tab';
import { OverviewTab } from './components/overview-tab';
import { PaymentMethodsTab } from './components/payment-methods-tab';

function CyclesTab({ year }: { year: number }) {
  const { data, isLoading } = useBillingCycles(year);
  return (
    <CyclesTable
      cycles={data ?? undefined}
      loading={isLoading}
      emptyText={`No billing cycles in ${year}. Generate the current month to see what is due.`}
    />
  );
}

/** /billing: Pennant's monthly 2% fee, its invoices and how they are paid. */
export default function BillingPage() {
  const years = billingYears();
  const [year, setYear] = useState(years[0]);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = billingTab(searchParams.get('tab'));
  const showTab = (next: string) =>
    setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  const narrow = usePhoneLayout();
  const tabs: { key: BillingTab; children: JSX.Element }[] = [
    { key: 'overview', children: <OverviewTab /> },
    { key: 'cycles', children: <CyclesTab year={year} /> },
    { key: 'invoices', children: <InvoicesTab year={year} /> },
    { key: 'payment', children: <PaymentMethodsTab /> },
  ];
  const items = tabs.map((item) => ({ ...item, label: billingTabLabel(item.key, narrow) }));

  return (
    <div data-testid="billing-page">
      <PageHeader
        title="Billing"
        subtitle="Pennant charges 2% of net sales of the items listed through it, billed monthly."
        extra={
          <Space wrap>
            <Select
              aria-label="Year"
              value={year}
              onChange={setYear}
              options={years.map((value) => ({ value, label: String(value) }))}
              style={{ width: 110 }}
            />
            <GenerateBillingButton
              label="Generate Current Month"
              successTitle="Billing Cycle Generated"
            />
          </Space>
        }
      />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={showTab}
          items={items}
          tabBarGutter={narrow ? 16 : undefined}
          destroyOnHidden
        />
      </Card>
    </div>
  );
}
