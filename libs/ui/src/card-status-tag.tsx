import { Tag } from 'antd';

/** How a card's status reads on screen; unknown values show as neutral (spec section 4). */
const CARD_STATUS_DISPLAY: Record<string, { label: string; color?: string }> = {
  uploading: { label: 'Uploading', color: 'default' },
  processing: { label: 'Identifying...', color: 'processing' },
  identified: { label: 'Identified', color: 'success' },
  error: { label: 'Error', color: 'error' },
  approved: { label: 'Approved', color: 'blue' },
  lotted: { label: 'Lotted', color: 'purple' },
};

export function cardStatusLabel(status: string | null | undefined): string {
  const known = CARD_STATUS_DISPLAY[(status ?? '').toLowerCase()];
  if (known) return known.label;
  const text = (status ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown';
}

export interface CardStatusTagProps {
  /** A card status, or `uploading` while its images are still being sent. */
  status: string | null | undefined;
}

/** Uploading, Identifying..., Identified, Error, Approved, Lotted; anything else neutral. */
export function CardStatusTag({ status }: CardStatusTagProps) {
  const known = CARD_STATUS_DISPLAY[(status ?? '').toLowerCase()];
  return (
    <Tag color={known?.color} data-status={status ?? ''} bordered={false}>
      {cardStatusLabel(status)}
    </Tag>
  );
}
