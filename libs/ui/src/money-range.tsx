import { Typography } from 'antd';
import { EMPTY_VALUE, formatMoney } from './format';

export interface MoneyRangeProps {
  low: string | null | undefined;
  high: string | null | undefined;
  /** Shown when neither end is known; a dash by default. */
  empty?: string;
}

/** An estimated value range, "$12.00 – $18.50"; one known end shows alone, none shows `empty`. */
export function MoneyRange({ low, high, empty = EMPTY_VALUE }: MoneyRangeProps) {
  const hasLow = low !== null && low !== undefined;
  const hasHigh = high !== null && high !== undefined;
  let text = empty;
  if (hasLow && hasHigh) text = `${formatMoney(low)} – ${formatMoney(high)}`;
  else if (hasLow || hasHigh) text = formatMoney(hasLow ? low : high);
  return (
    <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="money-range">
      {text}
    </Typography.Text>
  );
}
