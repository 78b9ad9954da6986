import { fromCents, toCents } from '../../common';

type Amount = { value?: string } | undefined;

/**
 * An eBay amount ("12.50", "0.1", "3") in cents, rounded half up when eBay gives more places;
 * nothing in it passes through a binary float.
 */
export function amountCents(amount: Amount): number {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(amount?.value?.trim() ?? '');
  if (!match) return 0;
  const [, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.length > 2 && Number(fraction[2]) >= 5 ? cents + 1 : cents;
}

export function sumCents(amounts: Amount[]): number {
  return amounts.reduce((sum, amount) => sum + amountCents(amount), 0);
}

/** What a line sold for: item and shipping less discounts (eBay's tax left out), never below nothing. */
export function lineSaleCents(line: {
  itemPrice: string;
  shipping: string;
  discount: string;
}): number {
  return Math.max(0, toCents(line.itemPrice) + toCents(line.shipping) - toCents(line.discount));
}

export function money(cents: number): string {
  return fromCents(cents);
}
