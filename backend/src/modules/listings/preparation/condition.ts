import {
  ebayGrade,
  ebayGrader,
  UNGRADED_CONDITION_LABELS,
  type UngradedCondition,
} from '@pennant/contracts';
import type { SentConditionDescriptor } from '../entities/listing.entity';
import type { ConditionDescriptorPolicy, ConditionPolicy } from '../ebay/category-metadata';

/** eBay's item conditions for trading cards: graded cards are LIKE_NEW, raw ones USED_VERY_GOOD. */
const CONDITION_IDS = { LIKE_NEW: '2750', USED_VERY_GOOD: '4000' } as const;
const PROFESSIONAL_GRADER = '27501';
const GRADE = '27502';
const CERTIFICATION_NUMBER = '27503';
const CARD_CONDITION = '40001';

/**
 * Where the dealer fixes what a descriptor is made from: a problem says so, in the dealer's words (eBay's ids such
 * as 27502 are for eBay, not for the dealer).
 */
const FIX_WHERE: Record<string, string> = {
  [PROFESSIONAL_GRADER]: "edit the card's Grader on /cards",
  [GRADE]: "edit the card's Grade on /cards",
  [CERTIFICATION_NUMBER]: "edit the card's Certificate number on /cards",
  [CARD_CONDITION]: 'choose the card condition in Edit Listing',
};

export interface ConditionSource {
  grader: string | null;
  grade: string | null;
  certNumber: string | null;
  /** The ungraded condition to list under (the card's, else the dealer's default). */
  cardCondition: UngradedCondition;
}

export interface ListingCondition {
  conditionId: 'LIKE_NEW' | 'USED_VERY_GOOD' | null;
  descriptors: SentConditionDescriptor[];
  /** As shown: "Graded: PSA 10", "Ungraded: Near mint or better". */
  label: string;
  problems: string[];
}

/**
 * The card's eBay condition and descriptors, with the value ids read from the category's condition
 * policy (Metadata API) rather than guessed. A grader or grade eBay does not offer is a problem
 * that blocks publishing, named so the dealer can fix it.
 */
export function listingCondition(card: ConditionSource, policy: ConditionPolicy): ListingCondition {
  const graded = Boolean(card.grader && card.grade);
  const conditionId = graded ? 'LIKE_NEW' : 'USED_VERY_GOOD';
  const condition = policy.conditions.find(
    (candidate) => candidate.conditionId === CONDITION_IDS[conditionId],
  );
  const label = graded
    ? `Graded: ${card.grader} ${card.grade}`
    : `Ungraded: ${UNGRADED_CONDITION_LABELS[card.cardCondition]}`;
  if (!condition) {
    // The category takes no such condition (a lot category may have none): list without one.
    return policy.conditions.length === 0
      ? { conditionId: null, descriptors: [], label, problems: [] }
      : { conditionId, descriptors: [], label, problems: [`eBay takes no ${label} card here`] };
  }
  const problems: string[] = [];
  /** Descriptors already explained by a problem ("eBay does not list the grade"): not said twice. */
  const explained = new Set<string>();
  const descriptors = graded
    ? gradedDescriptors(card, condition.descriptors, problems, explained)
    : ungradedDescriptors(card.cardCondition, condition.descriptors, problems, explained);
  for (const required of condition.descriptors.filter((descriptor) => descriptor.required)) {
    if (descriptors.some((descriptor) => descriptor.id === required.id)) continue;
    if (explained.has(required.id)) continue;
    const where = FIX_WHERE[required.id];
    problems.push(`eBay requires the ${required.name}${where ? `: ${where}` : ''}`);
  }
  return { conditionId, descriptors, label, problems: [...new Set(problems)] };
}

function gradedDescriptors(
  card: ConditionSource,
  policies: ConditionDescriptorPolicy[],
  problems: string[],
  explained: Set<string>,
): SentConditionDescriptor[] {
  const sent: SentConditionDescriptor[] = [];
  // As eBay lists them where Pennant knows the value under another spelling ("Beckett" is BGS, "9.0" is 9).
  const grader = pick(policies, PROFESSIONAL_GRADER, ebayGrader(card.grader) ?? card.grader!, [
    'Other',
  ]);
  if (grader) sent.push(grader);
  else {
    problems.push(
      `eBay does not list the grader "${card.grader}": ${FIX_WHERE[PROFESSIONAL_GRADER]}`,
    );
    explained.add(PROFESSIONAL_GRADER);
  }
  const grade = pick(policies, GRADE, ebayGrade(card.grade) ?? card.grade!, []);
  if (grade) sent.push(grade);
  else {
    problems.push(
      `eBay does not list the grade "${card.grade}" for graded cards: ${FIX_WHERE[GRADE]}`,
    );
    explained.add(GRADE);
  }
  const cert = policies.find((descriptor) => descriptor.id === CERTIFICATION_NUMBER);
  const number = card.certNumber?.trim();
  if (cert && number) {
    sent.push({
      id: cert.id,
      name: cert.name,
      value: number.slice(0, cert.maxLength ?? 30),
      valueIds: [],
      additionalInfo: number.slice(0, cert.maxLength ?? 30),
    });
  }
  return sent;
}

function ungradedDescriptors(
  cardCondition: UngradedCondition,
  policies: ConditionDescriptorPolicy[],
  problems: string[],
  explained: Set<string>,
): SentConditionDescriptor[] {
  if (!policies.some((descriptor) => descriptor.id === CARD_CONDITION)) return [];
  const chosen = pick(policies, CARD_CONDITION, UNGRADED_CONDITION_LABELS[cardCondition], []);
  if (chosen) return [chosen];
  problems.push(
    `eBay does not list the card condition "${UNGRADED_CONDITION_LABELS[cardCondition]}": ${FIX_WHERE[CARD_CONDITION]}`,
  );
  explained.add(CARD_CONDITION);
  return [];
}

/** The descriptor's value whose name matches (case and punctuation aside), else a fallback name. */
function pick(
  policies: ConditionDescriptorPolicy[],
  descriptorId: string,
  wanted: string,
  fallbacks: string[],
): SentConditionDescriptor | null {
  const descriptor = policies.find((candidate) => candidate.id === descriptorId);
  if (!descriptor) return null;
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]/g, '');
  const value =
    descriptor.values.find((candidate) => key(candidate.name) === key(wanted)) ??
    descriptor.values.find((candidate) =>
      fallbacks.some((name) => key(name) === key(candidate.name)),
    );
  if (!value) return null;
  return {
    id: descriptor.id,
    name: descriptor.name,
    value: value.name,
    valueIds: [value.id],
    additionalInfo: null,
  };
}
