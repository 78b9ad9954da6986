import { BRANDS } from '../catalog';
import type { Evidence } from '../confidence';
import type { BrandMatch, ChecklistMatch } from '../match';
import type { YearCandidate } from '../parse';
import { bestYear, misreadNines, misreadOnes } from '../parse';

/**
 * Years the maker read on the card could have printed it in: an older year is small print misread, most often
 * a 9 read as a 5 or a 0 ("©1957 The Upper Deck Company" on a 1997 card), else as a 1 ("C1917"). A copyright
 * year it cannot be corrected to is ruled out; a year the write-up mentions before the maker's first is the
 * player's history ("since 1984, when he joined"), never the card's. A season or a stats row's year is ruled out
 * only when the maker was named in the copyright line: one read elsewhere may be a word in a stats row.
 */
export function yearsOfMaker(years: YearCandidate[], brand: BrandMatch | null): YearCandidate[] {
  const since = BRANDS.find((known) => known.name === brand?.brand)?.since;
  if (!since) return years;
  return years.flatMap((candidate) => {
    if (candidate.year >= since) return [candidate];
    if (candidate.source === 'text') return [];
    const nines = misreadNines(candidate.year);
    const corrected = nines >= since ? nines : misreadOnes(nines);
    if (corrected >= since) return [{ ...candidate, year: corrected }];
    return brand?.fromCopyright || candidate.source === 'copyright' ? [] : [candidate];
  });
}

export interface YearDecision {
  year: number | null;
  evidence: Evidence['year'];
  /** The year read on the card, whatever the checklist says. */
  read: YearCandidate | null;
  /** The copyright year read disagrees with the checklist's by more than a season. */
  conflict: boolean;
}

/** The year: the checklist's set fixes it; otherwise the copyright line, the season, the stats table. */
export function resolveYear(
  years: YearCandidate[],
  brand: BrandMatch | null,
  checklist: ChecklistMatch | null,
): YearDecision {
  const read = bestYear(yearsOfMaker(years, brand));
  if (checklist) {
    const conflict =
      read !== null &&
      read.source === 'copyright' &&
      Math.abs(read.year - checklist.entry.year) > 1;
    return { year: checklist.entry.year, evidence: 'checklist', read, conflict };
  }
  return { year: read?.year ?? null, evidence: read?.source ?? 'none', read, conflict: false };
}
