import type { Request } from 'express';

/**
 * eBay's `filter` syntax for Sell APIs: comma-separated `name:value` criteria, where a value is a
 * date range `[start..end]` (either end may be open) or a set `{A|B}`. A filter may also be sent
 * as several `filter` parameters.
 */

export interface Criterion {
  name: string;
  value: string;
}

export function filterCriteria(req: Request): Criterion[] | undefined {
  const raw = req.query.filter;
  const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (part): part is string => typeof part === 'string',
  );
  if (parts.length === 0) return [];
  const criteria: Criterion[] = [];
  for (const piece of parts.flatMap(splitOutsideBrackets)) {
    const colon = piece.indexOf(':');
    if (colon <= 0) return undefined;
    criteria.push({ name: piece.slice(0, colon).trim(), value: piece.slice(colon + 1).trim() });
  }
  return criteria;
}

function splitOutsideBrackets(filter: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of filter) {
    if (char === '[' || char === '{') depth++;
    if (char === ']' || char === '}') depth--;
    if (char === ',' && depth === 0) {
      pieces.push(current);
      current = '';
    } else current += char;
  }
  pieces.push(current);
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

export type DateRange =
  { ok: true; from: number; to?: number } | { ok: false; reason: 'format' | 'no-start' | 'order' };

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** `[2024-01-01T00:00:00.000Z..]` or `[a..b]`, both ends included. */
export function parseDateRange(value: string): DateRange {
  const match = /^\[(.*?)\.\.(.*)\]$/.exec(value.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [, start, end] = match;
  if (start.trim() === '') return { ok: false, reason: 'no-start' };
  const from = isoTime(start);
  const to = end.trim() === '' ? undefined : isoTime(end);
  if (from === undefined || (end.trim() !== '' && to === undefined))
    return { ok: false, reason: 'format' };
  if (to !== undefined && from > to) return { ok: false, reason: 'order' };
  return { ok: true, from, ...(to !== undefined ? { to } : {}) };
}

function isoTime(text: string): number | undefined {
  const trimmed = text.trim();
  if (!ISO_UTC.test(trimmed)) return undefined;
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? undefined : time;
}

/** `{A|B}` as its values. */
export function setValues(value: string): string[] | undefined {
  const match = /^\{([^}]*)\}$/.exec(value.trim());
  return match
    ? match[1]
        .split('|')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : undefined;
}
