/** Display formats from the spec (section 9): USD in en-US, dates in en-US short form. */

const DECIMAL_PATTERN = /^[-+]?\d+(\.\d+)?$/;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const EMPTY_VALUE = '—';

/**
 * Formats a decimal string ("1234.50") as USD ("$1,234.50"). The string goes to Intl as it is,
 * so the amount is never turned into a binary float. Anything that is not a decimal gives "—".
 */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = value.trim();
  if (!DECIMAL_PATTERN.test(text)) return EMPTY_VALUE;
  return usd.format(text as Intl.StringNumericLiteral);
}

const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const shortDateUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDateIn = new Map<string, Intl.DateTimeFormat>();

/** The short date format of a time zone ("America/New_York"), made once. */
function shortDateOf(timeZone: string): Intl.DateTimeFormat {
  let format = shortDateIn.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    });
    shortDateIn.set(timeZone, format);
  }
  return format;
}

/**
 * "Jan 5, 2025". A date without a time ("2025-01-05") is shown as that calendar day; an instant, as the day it was in
 * `timeZone` when one is given (the dealer's, as Pennant's monthly figures count days), else in the browser's.
 */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'string' && DATE_ONLY_PATTERN.test(value)) {
    return shortDateUtc.format(new Date(`${value}T00:00:00Z`));
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  return (timeZone ? shortDateOf(timeZone) : shortDate).format(date);
}

/** A percent string with one decimal ("2.0" -> "2.0%"); missing gives "—". */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = value.trim();
  if (!DECIMAL_PATTERN.test(text)) return EMPTY_VALUE;
  const formatted = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(text as Intl.StringNumericLiteral);
  return `${formatted}%`;
}

const CENTS_PATTERN = /^([-+]?)(\d+)(?:\.(\d{1,2}))?$/;

/** An amount as a dealer may type it ("$1,250.50", "$ 4.50") as plain decimal text ("1250.50", "4.50"). */
export function plainAmount(text: string): string {
  return text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?!\d))/g, '');
}

/** "12.5" (or "$12.50") -> 1250 cents; anything that is not a decimal with at most two places gives null. */
export function decimalToCents(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = CENTS_PATTERN.exec(plainAmount(value));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** 1250 -> "12.50": integer cents back to the API's decimal string. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Adds decimal strings in integer cents (never binary floats); missing values count as nothing. */
export function sumMoney(values: (string | null | undefined)[]): string {
  const cents = values.reduce<number>((total, value) => total + (decimalToCents(value) ?? 0), 0);
  return centsToDecimal(cents);
}
