import { Tag } from 'antd';

/** How a card's status reads on screen; unknown values show as neutral (spec section 4). */
const CARD_STATUS_DISPLAY: Record<string, { label: string; color?: string }> = {
  uploading: { label: 'Uploading', color: 'default' },
  processing: { label: 'Identifying...', color: 'processing' },
  identified: { label: 'Identified', color: 'success' },
  check: { label: 'Check', color: 'warning' },
  error: { label: 'Error', color: 'error' },
  approved: { label: 'Approved', color: 'blue' },
  lotted: { label: 'Lotted', color: 'purple' },
};

/**
 * The status as the dealer reads it: an identified card the engine doubts (Card.needsCheck) reads "check"
 * instead of "identified"; every other status as it is.
 */
export function displayedCardStatus(
  status: string | null | undefined,
  needsCheck = false,
): string | null | undefined {
  return needsCheck && status === 'identified' ? 'check' : status;
}

export function cardStatusLabel(status: string | null | undefined, needsCheck = false): string {
  const shown = displayedCardStatus(status, needsCheck);
  const known = CARD_STATUS_DISPLAY[(shown ?? '').toLowerCase()];
  if (known) return known.label;
  const text = (shown ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown';
}

export interface CardStatusTagProps {
  /** A card status, or `uploading` while its images are still being sent. */
  status: string | null | undefined;
  /** The card is identified but doubtful (Card.needsCheck): it reads "Check", in amber. */
  needsCheck?: boolean;
}

/** Uploading, Identifying..., Identified, Check (amber), Error, Approved, Lotted; anything else neutral. */
export function CardStatusTag({ status, needsCheck = false }: CardStatusTagProps) {
  const shown = displayedCardStatus(status, needsCheck);
  const known = CARD_STATUS_DISPLAY[(shown ?? '').toLowerCase()];
  return (
    <Tag color={known?.color} data-status={shown ?? ''} bordered={false}>
      {cardStatusLabel(status, needsCheck)}
    </Tag>
  );
}
