import type { BillingCycle } from '@pennant/contracts';
import { billingStatusLabel, formatBillingMonth, formatMoney, IfRouteAvailable } from '@pennant/ui';
import { Alert, Button, List, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { cycleColor, useRecentBillingCycles } from '../billing-cycles';
import { errorMessage } from '../service';
import { SettingsSection } from './settings-section';
import { useConfirmLeave } from '../../../unsaved/unsaved-changes';

/** The cycles as a list: month, fee due and a tag, green when paid and yellow otherwise. */
export function RecentCyclesList({ cycles }: { cycles: BillingCycle[] }) {
  if (cycles.length === 0)
    return (
      <Typography.Text type="secondary">
        No billing cycles this year yet. Pennant bills 2% of net sales of the items listed through
        it, monthly.
      </Typography.Text>
    );
  return (
    <List
      data-testid="recent-billing-cycles"
      size="small"
      dataSource={cycles}
      renderItem={(cycle) => (
        <List.Item
          key={cycle.id}
          extra={
            <Tag color={cycleColor(cycle.status)} data-status={cycle.status}>
              {billingStatusLabel(cycle.status)}
            </Tag>
          }
        >
          <List.Item.Meta
            title={formatBillingMonth(cycle.periodStart)}
            description={`${formatMoney(cycle.feeDue)} fee on ${formatMoney(cycle.netSales)} net sales`}
          />
        </List.Item>
      )}
    />
  );
}

/** Settings' recent billing cycles: the last five of this year, with a way to Billing. */
export function BillingCyclesSection() {
  const { cycles, error, isLoading } = useRecentBillingCycles();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  return (
    <SettingsSection
      id="billing"
      title="Recent billing cycles"
      description="Your last five monthly cycles of Pennant's fee."
      extra={
        <IfRouteAvailable to="/billing">
          <Button onClick={() => confirmLeave(() => navigate('/billing'))}>Open Billing</Button>
        </IfRouteAvailable>
      }
    >
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {error && (
        <Alert
          type="warning"
          showIcon
          message="Billing cycles could not be loaded"
          description={errorMessage(error)}
        />
      )}
      {cycles && <RecentCyclesList cycles={cycles} />}
    </SettingsSection>
  );
}
