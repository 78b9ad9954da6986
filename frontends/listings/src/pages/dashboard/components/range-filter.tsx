import type { DashboardRange } from '@pennant/contracts';
import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { RangeSelection } from '../service';

const RANGE_OPTIONS: Array<{ value: DashboardRange; label: string }> = [
  { value: 'this-month', label: 'This Month' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'custom', label: 'Custom Range' },
];

export interface RangeFilterProps {
  value: RangeSelection;
  onChange: (value: RangeSelection) => void;
}

/** This month, last month, or a custom range picked with a date range picker. */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  return (
    <Space wrap>
      <Select<DashboardRange>
        aria-label="Date range"
        value={value.range}
        options={RANGE_OPTIONS}
        style={{ width: 160 }}
        onChange={(range) => onChange({ range, dates: range === 'custom' ? value.dates : null })}
      />
      {value.range === 'custom' && (
        <DatePicker.RangePicker
          aria-label="Custom date range"
          value={value.dates}
          allowClear
          onChange={(dates) => {
            const [start, end] = dates ?? [];
            onChange({
              range: 'custom',
              dates: start && end ? ([start, end] as [Dayjs, Dayjs]) : null,
            });
          }}
        />
      )}
    </Space>
  );
}
