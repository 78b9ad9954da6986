import { AUTO_APPROVE_MIN_CONFIDENCE, AUTO_APPROVE_MIN_FMV } from '@pennant/contracts';
import { toCents } from '../../common';

/** Auto-approve (when the dealer has it on): confidence at least 0.90 and FMV at least $5.00. */
export function qualifiesForAutoApprove(
  confidence: string | null,
  marketValue: string | null,
): boolean {
  if (confidence === null || marketValue === null) return false;
  return (
    toCents(confidence) >= toCents(AUTO_APPROVE_MIN_CONFIDENCE) &&
    toCents(marketValue) >= toCents(AUTO_APPROVE_MIN_FMV)
  );
}
