import type { Evidence } from '../confidence';
import type { ChecklistPick } from '../match';
import type { CardNumberCandidate } from '../parse';
import type { Readings } from './readings';

/** A bare 4-digit year in a corner or header is a date (birth, season, copyright) far more often than a card number. */
function looksLikeYear(number: CardNumberCandidate): boolean {
  return number.source !== 'labelled' && /^(19|20)\d\d$/.test(number.number);
}

/** "McD-14", "Mc-1": only McDonald's cards print this prefix. */
const MCDONALDS_NUMBER = /^Mc[DH]?-/;

/** Share of its weight a number gains from each further sighting after its strongest one. */
const REPEAT_NUMBER_SHARE = 0.3;

/**
 * The best supported number: its strongest sighting, plus a share of the others. Repeats count less than place:
 * a list of league leaders repeats its figures on every pass, the number in the corner is read once. On a card
 * where McDonald's is read, a McDonald's number (McD-14) is the number over any other token.
 */
export function strongestNumber(
  numbers: CardNumberCandidate[],
  mcDonalds: boolean,
): CardNumberCandidate | null {
  const mcDonaldsNumbers = mcDonalds
    ? numbers.filter((number) => MCDONALDS_NUMBER.test(number.number))
    : [];
  const sightings = new Map<string, CardNumberCandidate[]>();
  for (const number of mcDonaldsNumbers.length ? mcDonaldsNumbers : numbers) {
    if (looksLikeYear(number)) continue;
    sightings.set(number.number, [...(sightings.get(number.number) ?? []), number]);
  }
  const totals = [...sightings.values()].map((seen) => {
    const [strongest, ...others] = seen.sort((a, b) => b.weight - a.weight);
    const repeats = others.reduce((sum, number) => sum + number.weight, 0);
    return { ...strongest, weight: strongest.weight + REPEAT_NUMBER_SHARE * repeats };
  });
  return totals.sort((a, b) => b.weight - a.weight)[0] ?? null;
}

export interface NumberDecision {
  cardNumber: string | null;
  evidence: Evidence['number'];
  /** The number read on the card (whatever the checklist says). */
  read: CardNumberCandidate | null;
}

/** The card number: the checklist entry's when one was picked, else the best supported number read. */
export function resolveNumber(readings: Readings, pick: ChecklistPick | null): NumberDecision {
  const read = strongestNumber(readings.numbers, readings.mcDonalds);
  if (pick) {
    return {
      cardNumber: pick.match.entry.number,
      evidence: pick.via === 'number' ? 'checklist' : 'checklist-name',
      read,
    };
  }
  return { cardNumber: read?.number ?? null, evidence: read?.source ?? 'none', read };
}
