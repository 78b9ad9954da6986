/**
 * Money in integer cents: eBay sends amounts as decimal strings ("12.50"), and the emulator never
 * turns them into binary floats. Percentages are basis points, rounded half up to the cent.
 */

export interface Money {
  value: string;
  currency: string;
}

export const CURRENCY = 'USD';
const DECIMAL = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250; undefined for anything that is not a non-negative decimal with at most 2 places. */
export function parseCents(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 -> "12.50"; -5 -> "-0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function money(cents: number, currency = CURRENCY): Money {
  return { value: formatCents(cents), currency };
}

/** Cents of an `{value, currency}` amount, if it is one. */
export function amountCents(amount: unknown): number | undefined {
  return typeof amount === 'object' && amount !== null
    ? parseCents((amount as { value?: unknown }).value)
    : undefined;
}

/** `cents` x `basisPoints` / 10,000, rounded half up: 1325 basis points is 13.25%. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}
