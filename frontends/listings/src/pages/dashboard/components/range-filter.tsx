import { firstStart, lastEnd, usePhoneLayout } from '@pennant/ui';
import type { DashboardRange } from '@pennant/contracts';
import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { RangeSelection } from '../service';

const RANGE_OPTIONS: Array<{ value: DashboardRange; label: string }> = [
  { value: 'this-month', label: 'This Month' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'custom', label: 'Custom Range' },
];

type Dates = RangeSelection['dates'];

export interface RangeFilterProps {
  value: RangeSelection;
  onChange: (value: RangeSelection) => void;
}

interface DatesPickerProps {
  dates: Dates;
  onChange: (dates: Dates) => void;
}

type PickedEnds = [start: Dayjs | null, end: Dayjs | null];

const END_LABELS = ['Start date', 'End date'] as const;

function bothOrNull([start, end]: PickedEnds): Dates {
  return start && end ? [start, end] : null;
}

/** Once one end is picked, the other can be at most the longest custom range away from it. */
function beyondLongestRange(date: Dayjs, { from }: { from?: Dayjs }): boolean {
  if (!from) return false;
  return date.isAfter(lastEnd(from), 'day') || date.isBefore(firstStart(from), 'day');
}

/** One picker showing two months side by side: 613 px wide, so for screens that have the room. */
function TwoMonthPicker({ dates, onChange }: DatesPickerProps) {
  return (
    <DatePicker.RangePicker
      aria-label="Custom date range"
      value={dates}
      disabledDate={beyondLongestRange}
      allowClear
      onChange={(picked) => onChange(bothOrNull([picked?.[0] ?? null, picked?.[1] ?? null]))}
    />
  );
}

/** A phone's two pickers of one month each; the range counts once both ends are chosen. */
function StartEndPickers({ dates, onChange }: DatesPickerProps) {
  const [ends, setEnds] = useState<PickedEnds>([dates?.[0] ?? null, dates?.[1] ?? null]);
  const pick = (index: 0 | 1, date: Dayjs | null) => {
    const next: PickedEnds = index === 0 ? [date, ends[1]] : [ends[0], date];
    setEnds(next);
    onChange(bothOrNull(next));
  };
  return (
    <Space>
      {END_LABELS.map((label, index) => (
        <DatePicker
          key={label}
          aria-label={label}
          placeholder={label}
          value={ends[index]}
          minDate={(index === 1 ? ends[0] : ends[1] && firstStart(ends[1])) ?? undefined}
          maxDate={(index === 0 ? ends[1] : ends[0] && lastEnd(ends[0])) ?? undefined}
          inputReadOnly
          onChange={(date) => pick(index as 0 | 1, date)}
        />
      ))}
    </Space>
  );
}

/** This month, last month, or a custom range picked with a date range picker. */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  const DatesPicker = usePhoneLayout() ? StartEndPickers : TwoMonthPicker;
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
        <DatesPicker
          dates={value.dates}
          onChange={(dates) => onChange({ range: 'custom', dates })}
        />
      )}
    </Space>
  );
}
