import { CalculatorOutlined } from '@ant-design/icons';
import type { BillingCycle } from '@pennant/contracts';
import { formatMoney } from '@pennant/ui';
import { Button } from 'antd';
import { cyclePeriodLabel } from './cycle-status';
import { currentMonth, generateBilling, useDealerTimeZone } from './finance-api';
import { useAction } from './use-action';

export interface GenerateBillingButtonProps {
  label: string;
  /** The success toast's title: the spec says "Billing Generated" on /sales, "Billing Cycle Generated" on /billing. */
  successTitle: string;
  onGenerated?: (cycle: BillingCycle) => void;
}

/** Generates (or refreshes, while pending) the billing cycle of the current month in the dealer's time zone. */
export function GenerateBillingButton({
  label,
  successTitle,
  onGenerated,
}: GenerateBillingButtonProps) {
  const { busy, run, notification } = useAction('Generation Failed');
  const timeZone = useDealerTimeZone();
  const generate = () =>
    run(async () => {
      const { year, month } = currentMonth(timeZone);
      const cycle = await generateBilling(year, month);
      notification.success({
        message: successTitle,
        description: `${cyclePeriodLabel(cycle)}: ${formatMoney(cycle.netSales)} net sales, ${formatMoney(cycle.feeDue)} fee due.`,
      });
      onGenerated?.(cycle);
    });
  return (
    <Button icon={<CalculatorOutlined />} loading={busy} onClick={generate}>
      {label}
    </Button>
  );
}
