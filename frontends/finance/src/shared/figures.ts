import { formatMoney } from '@pennant/ui';

/** A tile's money figure: USD in en-US, null (a dash and "No data") when the server gave none. */
export function moneyOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : formatMoney(value);
}
