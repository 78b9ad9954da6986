import { SALES_PERIODS, type SalesPeriod } from '@pennant/contracts';
import { outsideCustomRange } from '@pennant/ui';
import { DatePicker, Flex, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SalesRange } from '../../../shared/finance-api';

export const DEFAULT_PERIOD: SalesPeriod = 'month';
const DAY = 'YYYY-MM-DD';

const PERIOD_LABELS: Record<SalesPeriod, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

export interface PeriodSelection {
  period: SalesPeriod | null;
  start: string | null;
  end: string | null;
}

export const DEFAULT_SELECTION: PeriodSelection = {
  period: DEFAULT_PERIOD,
  start: null,
  end: null,
};

/** The range to ask for: a period, or a custom range once both dates are chosen (null: not yet). */
export function selectedRange(selection: PeriodSelection): SalesRange | null {
  if (selection.period) return { period: selection.period };
  if (selection.start && selection.end)
    return { startDate: selection.start, endDate: selection.end };
  return null;
}

function dateInput(value: string | null): Dayjs | null {
  return value ? dayjs(value, DAY) : null;
}

/** Week / Month / Quarter / Year, or custom start and end dates (choosing a date leaves the periods). */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: PeriodSelection;
  onChange: (next: PeriodSelection) => void;
}) {
  const setDate = (which: 'start' | 'end', date: Dayjs | null) =>
    onChange({ ...value, period: null, [which]: date ? date.format(DAY) : null });
  return (
    <Flex gap={12} wrap align="center" data-testid="period-filter">
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={value.period}
        onChange={(event) =>
          onChange({ period: event.target.value as SalesPeriod, start: null, end: null })
        }
        options={SALES_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
      />
      <DatePicker
        aria-label="Start date"
        placeholder="Start date"
        value={dateInput(value.start)}
        onChange={(date) => setDate('start', date)}
        disabledDate={(date) => outsideCustomRange(date, { end: dateInput(value.end) })}
      />
      <DatePicker
        aria-label="End date"
        placeholder="End date"
        value={dateInput(value.end)}
        onChange={(date) => setDate('end', date)}
        disabledDate={(date) => outsideCustomRange(date, { start: dateInput(value.start) })}
      />
    </Flex>
  );
}
