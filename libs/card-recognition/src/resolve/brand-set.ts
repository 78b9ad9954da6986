import type { Sport } from '../catalog';
import { checklistCardName, MCDONALDS_HOCKEY, SETS } from '../catalog';
import type { Evidence } from '../confidence';
import type { BrandMatch, ChecklistPick, HintSetMatch, SetMatch } from '../match';
import { flagshipSet } from '../match';
import { simplify } from '../parse';
import type { FieldSource } from '../types';

export interface BrandSetDecision {
  brand: string | null;
  set: string | null;
  brandEvidence: Evidence['brand'];
  setEvidence: Evidence['set'];
  brandSource: FieldSource | null;
  setSource: FieldSource | null;
  /** A year the set alone fixes (a McDonald's season, a one-year set), for a card whose year was not read. */
  setYear: number | null;
  /** The maker named in the copyright line disagrees with the checklist's. */
  conflict: boolean;
}

type McDonaldsSet = (typeof MCDONALDS_HOCKEY)[number];

/**
 * A McDonald's hockey card (McDonald's read on it): one maker made the set each season, so the season or the maker
 * read on the card names the set.
 */
export function mcDonaldsSet(
  mcDonalds: boolean,
  year: number | null,
  brand: string | null,
  sport: Sport | null,
): McDonaldsSet | null {
  if (!mcDonalds || (sport && sport !== 'hockey')) return null;
  const fitting = MCDONALDS_HOCKEY.filter(
    (entry) =>
      (year === null || entry.season === year) && (brand === null || entry.brand === brand),
  );
  return fitting.length === 1 ? fitting[0] : null;
}

function chooseBrandAndSet(
  readBrand: BrandMatch | null,
  sets: SetMatch[],
  text: string,
): Pick<BrandSetDecision, 'brand' | 'set' | 'brandEvidence' | 'setEvidence'> {
  const named =
    sets.find((match) => !readBrand || match.set.brand === readBrand.brand) ?? sets[0] ?? null;
  const brand = readBrand?.brand ?? named?.set.brand ?? null;
  const brandEvidence: Evidence['brand'] = readBrand
    ? readBrand.fromCopyright
      ? 'copyright'
      : 'text'
    : named
      ? 'set'
      : 'none';
  const promo = /mc\s?donald|kellogg/i.test(text);
  if (named && named.set.brand === brand && named.set.name !== brand) {
    return {
      brand,
      set: named.set.name,
      brandEvidence,
      setEvidence: named.set.promo ? 'promo' : 'named',
    };
  }
  if (brand && promo) {
    const partner = /kellogg/i.test(text) ? "Kellogg's" : "McDonald's";
    return { brand, set: `${brand} ${partner}`, brandEvidence, setEvidence: 'promo' };
  }
  const flagship = brand ? flagshipSet(brand) : null;
  return {
    brand,
    set: flagship?.name ?? named?.set.name ?? null,
    brandEvidence,
    setEvidence: flagship ? 'flagship' : named ? 'named' : 'none',
  };
}

/** A set issued in one year only dates a card whose year was not read. */
function singleYearOf(set: string | null): number | null {
  const known = SETS.find(
    (candidate) =>
      candidate.name === set && candidate.from !== undefined && candidate.from === candidate.to,
  );
  return known?.from ?? null;
}

export interface BrandSetContext {
  text: string;
  mcDonalds: boolean;
  readBrand: BrandMatch | null;
  sets: SetMatch[];
  hintSet: HintSetMatch | null;
  pick: ChecklistPick | null;
  year: number | null;
  sport: Sport | null;
}

/**
 * Brand and set: the dealer's set, else the checklist entry's product, else a McDonald's season, else the maker
 * and product read (the maker's flagship set when no product is named).
 */
export function resolveBrandAndSet(context: BrandSetContext): BrandSetDecision {
  const { text, readBrand, sets, hintSet, pick, year, sport } = context;
  const none = { setYear: null, conflict: false };
  if (hintSet) {
    return {
      ...none,
      brand: hintSet.brand ?? readBrand?.brand ?? null,
      set: hintSet.set,
      brandEvidence: 'dealer',
      setEvidence: 'dealer',
      brandSource: 'dealer',
      setSource: 'dealer',
      setYear: hintSet.year,
    };
  }
  if (pick) {
    const { set, brand } = checklistCardName(pick.match.entry);
    const conflict =
      readBrand !== null &&
      readBrand.fromCopyright &&
      simplify(readBrand.brand) !== simplify(brand) &&
      readBrand.brand !== 'Topps';
    return {
      brand,
      set,
      brandEvidence: 'checklist',
      setEvidence: pick.setCertain ? 'checklist' : 'checklist-guess',
      brandSource: 'checklist',
      setSource: 'checklist',
      setYear: null,
      conflict,
    };
  }
  const promo = mcDonaldsSet(context.mcDonalds, year, readBrand?.brand ?? null, sport);
  if (promo) {
    return {
      brand: promo.brand,
      set: promo.set,
      brandEvidence: readBrand ? (readBrand.fromCopyright ? 'copyright' : 'text') : 'set',
      setEvidence: 'promo',
      brandSource: readBrand ? 'ocr' : 'inferred',
      setSource: 'catalog',
      setYear: promo.season,
      conflict: false,
    };
  }
  const chosen = chooseBrandAndSet(readBrand, sets, text);
  return {
    ...chosen,
    brandSource: chosen.brand ? (chosen.brandEvidence === 'set' ? 'inferred' : 'ocr') : null,
    setSource: chosen.set ? (chosen.setEvidence === 'flagship' ? 'inferred' : 'catalog') : null,
    setYear: singleYearOf(chosen.set),
    conflict: false,
  };
}
