import { CONDITION_IDS, describeConditionDescriptor, findCategory } from '../catalog';
import { findAccountByUserId } from '../core/accounts';
import type { EmulatorState } from '../core/state';
import { seededRandom } from '../market';
import type { ListingRecord } from './records';

/** What Browse getItem and the item page both say about a published listing. */

export interface SellerFacts {
  username: string;
  feedbackScore: number;
  feedbackPercentage: string;
}

export function sellerFacts(state: EmulatorState, listing: ListingRecord): SellerFacts {
  const random = seededRandom(`seller:${listing.sellerUserId}`);
  return {
    username: findAccountByUserId(state, listing.sellerUserId)?.username ?? listing.sellerUserId,
    feedbackScore: random.int(5, 4_000),
    feedbackPercentage: '100.0',
  };
}

/** eBay's names for the trading-card conditions: "Graded" (2750) and "Ungraded" (4000). */
export function conditionFacts(listing: ListingRecord): {
  conditionId?: string;
  condition?: string;
} {
  const conditionId = listing.condition ? CONDITION_IDS[listing.condition] : undefined;
  if (!conditionId) return {};
  const names: Record<string, string> = { '2750': 'Graded', '4000': 'Ungraded' };
  return { conditionId, condition: names[conditionId] ?? listing.condition?.replace(/_/g, ' ') };
}

/** "Professional Grader: PSA", "Grade: 10", "Certification Number: 12345678". */
export function descriptorFacts(listing: ListingRecord): Array<{ name: string; value: string }> {
  return listing.conditionDescriptors.flatMap((descriptor) => {
    const named = describeConditionDescriptor(
      listing.categoryId,
      descriptor.name,
      descriptor.values ?? [],
    );
    const value = [...(named?.values ?? descriptor.values ?? []), descriptor.additionalInfo]
      .filter(Boolean)
      .join(', ');
    return value ? [{ name: named?.name ?? descriptor.name, value }] : [];
  });
}

/** The category path as Browse gives it: "Sports Mem, Cards & Fan Shop|Sports Trading Cards|...". */
export function categoryPath(categoryId: string): string {
  const names: string[] = [];
  for (
    let node = findCategory(categoryId);
    node && node.parentId;
    node = findCategory(node.parentId)
  ) {
    names.unshift(node.categoryName);
  }
  return names.join('|');
}

export type ListingState = 'active' | 'out-of-stock' | 'sold' | 'ended';

export function listingState(listing: ListingRecord): ListingState {
  if (listing.status === 'ACTIVE') return listing.quantity > 0 ? 'active' : 'out-of-stock';
  return listing.endReason === 'SOLD' ? 'sold' : 'ended';
}
