import type { MarketItem } from './market-items';

/**
 * eBay's Buy API `filter` parameter: `name:value`, `name:{a|b}` or `name:[low..high]`, comma
 * separated (commas inside braces and brackets belong to the value).
 */

export type FilterValue =
  | { kind: 'value'; value: string }
  | { kind: 'set'; values: string[] }
  | { kind: 'range'; low?: string; high?: string };

export interface ParsedFilter {
  /** Tests one item; absent filters let everything through. */
  accepts(item: MarketItem): boolean;
  /** Filter names whose values could not be understood (eBay warns and ignores them). */
  invalid: string[];
  /** `price` given without `priceCurrency`: eBay ignores the price and warns. */
  priceWithoutCurrency: boolean;
}

export type FilterField =
  | 'buyingOptions'
  | 'conditionIds'
  | 'conditions'
  | 'price'
  | 'priceCurrency'
  | 'sellers'
  | 'itemEndDate'
  | 'lastSoldDate'
  | 'itemLocationCountry';

type ItemTest = (item: MarketItem) => boolean;

const CONDITION_GRADED = '2750';
const CONDITION_UNGRADED = '4000';

export function conditionIdOf(item: MarketItem): string {
  return item.graded ? CONDITION_GRADED : CONDITION_UNGRADED;
}

/** Splits `a:{x|y},price:[1..5]` into name/value pairs. */
export function splitFilter(raw: string): Map<string, FilterValue> {
  const entries = new Map<string, FilterValue>();
  for (const part of splitTopLevel(raw)) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    entries.set(part.slice(0, colon).trim(), parseValue(part.slice(colon + 1).trim()));
  }
  return entries;
}

/** Builds the item test for the filters one API supports; unsupported names are invalid. */
export function parseFilter(
  raw: string | undefined,
  supported: readonly FilterField[],
): ParsedFilter {
  const entries = raw ? splitFilter(raw) : new Map<string, FilterValue>();
  const tests: ItemTest[] = [];
  const invalid: string[] = [];
  for (const [name, value] of entries) {
    if (name === 'priceCurrency' && supported.includes('priceCurrency')) continue;
    const test = supported.includes(name as FilterField)
      ? itemTest(name as FilterField, value, entries)
      : undefined;
    if (test === undefined) invalid.push(name);
    else if (test !== null) tests.push(test);
  }
  const priceWithoutCurrency = entries.has('price') && !entries.has('priceCurrency');
  return {
    accepts: (item) => tests.every((test) => test(item)),
    invalid,
    priceWithoutCurrency,
  };
}

/** A test, null when the filter is valid but lets everything through, undefined when invalid. */
function itemTest(
  name: FilterField,
  value: FilterValue,
  all: Map<string, FilterValue>,
): ItemTest | null | undefined {
  switch (name) {
    case 'buyingOptions':
      return setTest(value, ['FIXED_PRICE', 'AUCTION', 'BEST_OFFER'], (item, options) =>
        item.buyingOptions.some((option) => options.includes(option)),
      );
    case 'conditionIds':
      return setTest(value, null, (item, ids) => ids.includes(conditionIdOf(item)));
    case 'conditions':
      return setTest(value, ['NEW', 'USED', 'UNSPECIFIED'], (_item, groups) =>
        groups.includes('USED'),
      );
    case 'sellers':
      return setTest(value, null, (item, names) => names.includes(item.seller.username));
    case 'itemLocationCountry':
      return value.kind === 'value' ? (_item: MarketItem) => value.value === 'US' : undefined;
    case 'price':
      return all.has('priceCurrency') ? priceTest(value, all.get('priceCurrency')!) : null;
    case 'itemEndDate':
      return dateTest(value, (item) => item.endsAt);
    case 'lastSoldDate':
      return dateTest(value, (item) => item.at);
    default:
      return undefined;
  }
}

function setTest(
  value: FilterValue,
  allowed: readonly string[] | null,
  test: (item: MarketItem, values: string[]) => boolean,
): ItemTest | undefined {
  const values = value.kind === 'set' ? value.values : value.kind === 'value' ? [value.value] : [];
  if (values.length === 0) return undefined;
  if (allowed && values.some((entry) => !allowed.includes(entry))) return undefined;
  return (item) => test(item, values);
}

function priceTest(value: FilterValue, currency: FilterValue): ItemTest | undefined {
  if (value.kind !== 'range' || currency.kind !== 'value') return undefined;
  const low = value.low === undefined ? 0 : dollarsToCents(value.low);
  const high = value.high === undefined ? Infinity : dollarsToCents(value.high);
  if (low === undefined || high === undefined) return undefined;
  if (currency.value !== 'USD') return () => false;
  return (item) => item.priceCents >= low && item.priceCents <= high;
}

function dateTest(
  value: FilterValue,
  dateOf: (item: MarketItem) => number | undefined,
): ItemTest | undefined {
  if (value.kind !== 'range') return undefined;
  const low = value.low === undefined ? -Infinity : Date.parse(value.low);
  const high = value.high === undefined ? Infinity : Date.parse(value.high);
  if (Number.isNaN(low) || Number.isNaN(high)) return undefined;
  return (item) => {
    const date = dateOf(item);
    return date !== undefined && date >= low && date <= high;
  };
}

function dollarsToCents(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function parseValue(text: string): FilterValue {
  if (text.startsWith('{') && text.endsWith('}')) {
    return {
      kind: 'set',
      values: text
        .slice(1, -1)
        .split('|')
        .map((value) => value.trim())
        .filter(Boolean),
    };
  }
  if (text.startsWith('[') && text.endsWith(']')) {
    const [low, high] = text.slice(1, -1).split('..');
    return { kind: 'range', low: low?.trim() || undefined, high: high?.trim() || undefined };
  }
  return { kind: 'value', value: text };
}

function splitTopLevel(raw: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of raw) {
    if (char === '{' || char === '[') depth++;
    if (char === '}' || char === ']') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}
