import { numberKey, simplify } from '../parse';
import type { FieldSource, ResolvedCard } from '../types';

const COMPARED_FIELDS = ['player', 'team', 'sport', 'year', 'brand', 'set', 'cardNumber'] as const;
type ComparedField = (typeof COMPARED_FIELDS)[number];
/** The fields the confidence promises: all of them right. */
const KEY_FIELDS: ComparedField[] = ['player', 'year', 'brand', 'set', 'cardNumber'];
/** Evidence that outranks a vision reading: the dealer's own words and a checklist entry. */
const TRUSTED: FieldSource[] = ['dealer', 'checklist'];

function same(field: ComparedField, a: unknown, b: unknown): boolean {
  if (field === 'cardNumber') return numberKey(String(a)) === numberKey(String(b));
  if (field === 'year') return Number(a) === Number(b);
  return simplify(String(a)) === simplify(String(b));
}

/**
 * Combines the OCR/catalog result with the vision model's reading, field by field:
 * agreement keeps the value and counts for confidence; a value only one side has is taken;
 * on disagreement, the dealer's corrections and checklist entries win, otherwise the vision reading does.
 * Confidence: both readers agreeing on every key field is strong, independent evidence; each disagreement lowers it.
 */
export function reconcile(ocr: ResolvedCard, vision: Partial<ResolvedCard>): ResolvedCard {
  const result: ResolvedCard = { ...ocr, sources: { ...ocr.sources } };
  let agreements = 0;
  let disagreements = 0;
  for (const field of COMPARED_FIELDS) {
    const [mine, theirs] = [ocr[field], vision[field]];
    if (theirs === null || theirs === undefined || theirs === '') continue;
    if (mine === null || mine === undefined) {
      (result as unknown as Record<string, unknown>)[field] = theirs;
      result.sources[field] = 'vision';
      continue;
    }
    if (same(field, mine, theirs)) {
      if (KEY_FIELDS.includes(field)) agreements++;
      continue;
    }
    if (KEY_FIELDS.includes(field)) disagreements++;
    if (TRUSTED.includes(ocr.sources[field] as FieldSource)) continue;
    (result as unknown as Record<string, unknown>)[field] = theirs;
    result.sources[field] = 'vision';
  }
  result.rookieCard = ocr.rookieCard || Boolean(vision.rookieCard);
  result.autograph = ocr.autograph || Boolean(vision.autograph);
  result.memorabilia = ocr.memorabilia || Boolean(vision.memorabilia);
  result.serialNumber = ocr.serialNumber ?? vision.serialNumber ?? null;
  result.variant = ocr.variant ?? vision.variant ?? null;
  result.graded = ocr.graded ?? vision.graded ?? null;
  result.confidence = reconciledConfidence(ocr.confidence, agreements, disagreements);
  return result;
}

function reconciledConfidence(
  ocrConfidence: number,
  agreements: number,
  disagreements: number,
): number {
  if (disagreements === 0 && agreements === KEY_FIELDS.length) return Math.max(ocrConfidence, 0.92);
  const fromVision = 0.6 + 0.06 * agreements;
  const value = Math.max(ocrConfidence, fromVision) * 0.8 ** disagreements;
  return Math.round(Math.min(0.99, value) * 100) / 100;
}
