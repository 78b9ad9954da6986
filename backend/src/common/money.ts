/**
 * Money and other two-place decimals: strings on the wire, numeric in the database,
 * integer cents in arithmetic. Never a binary float.
 */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** True for a non-negative decimal with at most two places, e.g. "8", "8.5", "8.50". */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/** "8.5" -> 850. Throws on anything that is not a non-negative two-place decimal. */
export function toCents(value: string): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`"${value}" is not a decimal amount with at most two places`);
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 850 -> "8.50"; -5 -> "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "-8.5" -> -850: toCents for an amount that may be negative (a credit). */
export function signedCents(value: string): number {
  const text = value.trim();
  return text.startsWith('-') ? -toCents(text.slice(1)) : toCents(text);
}

/** Normalises a database numeric or input decimal to two places: "8.5" -> "8.50". */
export function toDecimalString(value: string | number): string {
  if (typeof value === 'number') return fromCents(Math.round(value * 100));
  return fromCents(signedCents(value));
}

/** cents * percent / 100, rounded half up to the cent; percent is a two-place decimal string. */
export function percentOfCents(cents: number, percent: string): number {
  const basisPoints = toCents(percent); // "2.00" -> 200 hundredths of a percent
  const product = BigInt(cents) * BigInt(basisPoints);
  const divisor = 10000n;
  const quotient = product / divisor;
  const remainder = product % divisor;
  return Number(remainder * 2n >= divisor ? quotient + 1n : quotient);
}

/** part / whole as a percent with one decimal, rounded half up in integer arithmetic; null on 0. */
export function oneDecimalPercent(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const tenths = Math.floor((part * 1000 * 2 + whole) / (whole * 2));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * Splits `totalCents` over parts in proportion to their weights (which may be negative, summing to
 * more than 0) so the parts add up to the total exactly: each part gets the floor of its exact share,
 * and the cents left go to the largest remainders (Hamilton's method), earliest part first on a tie.
 */
export function allocateCents(totalCents: number, weights: number[]): number[] {
  const weightSum = BigInt(weights.reduce((sum, weight) => sum + weight, 0));
  if (weightSum <= 0n) throw new RangeError('weights must add up to more than 0');
  const shares = weights.map((weight, index) => {
    const exact = BigInt(totalCents) * BigInt(weight);
    const floor = exact >= 0n ? exact / weightSum : -((-exact + weightSum - 1n) / weightSum);
    return { index, cents: floor, remainder: exact - floor * weightSum };
  });
  let left = BigInt(totalCents) - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left <= 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.cents));
}
