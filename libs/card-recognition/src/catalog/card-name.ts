import { simplify } from '../parse/text';
import { SETS } from './known-brands';
import type { ChecklistEntry } from './load';

/** "Base Set", "Base Set Series 1", "Series 2": the set itself, not an insert. */
export function isBaseSubset(subset: string): boolean {
  return /^(base( set)?|series \d)\b/i.test(subset.trim()) || subset.trim() === '';
}

/**
 * The set and brand of a checklist entry as the hobby (and the labelled datasets) name them: the product's
 * usual name ("Collectors Choice" -> "Collector's Choice"), followed by " - <subset>" for inserts and subsets
 * ("Topps Update - Rainbow Foil"), and the maker of the product ("Stadium Club" -> Topps).
 */
export function checklistCardName(entry: ChecklistEntry): { set: string; brand: string } {
  const product = SETS.find((set) =>
    [set.name, ...(set.aliases ?? [])].some((name) => simplify(name) === simplify(entry.product)),
  );
  const set = product?.name ?? entry.product;
  const subset = isBaseSubset(entry.subset) ? '' : ` - ${entry.subset}`;
  return { set: set + subset, brand: product?.brand ?? entry.brand };
}
