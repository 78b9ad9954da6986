import type { DealerHints } from '../types';
import type { NameCandidate } from '../parse';
import { findPhrase, similarity } from './fuzzy';

export interface HintPlayerMatch {
  name: string;
  team: string | null;
  sport: string | null;
  score: number;
}

export interface HintSetMatch {
  brand: string | null;
  set: string;
  year: number | null;
  score: number;
}

/** A player the dealer typed in an earlier correction, when a name line reads like it. */
export function matchHintPlayer(
  names: NameCandidate[],
  hints: DealerHints | undefined,
): HintPlayerMatch | null {
  let best: HintPlayerMatch | null = null;
  for (const hint of hints?.players ?? []) {
    for (const read of names.slice(0, 8)) {
      const score = similarity(read.text, hint.name);
      if (score >= 0.8 && (!best || score > best.score))
        best = { name: hint.name, team: hint.team ?? null, sport: hint.sport ?? null, score };
    }
  }
  return best;
}

/** A set the dealer typed in an earlier correction, when its name appears in the text. */
export function matchHintSet(
  text: string,
  year: number | null,
  hints: DealerHints | undefined,
): HintSetMatch | null {
  let best: HintSetMatch | null = null;
  for (const hint of hints?.sets ?? []) {
    if (year !== null && hint.year && hint.year !== year) continue;
    const score = findPhrase(text, hint.set);
    if (score >= 0.85 && (!best || score > best.score))
      best = { brand: hint.brand, set: hint.set, year: hint.year ?? null, score };
  }
  return best;
}
