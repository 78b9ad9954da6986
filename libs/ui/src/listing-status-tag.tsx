import { SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

/**
 * How a listing's status reads (spec section 4, case-insensitive): published/active green, sold
 * highlighted, ended and the rest muted. Two of Pennant's own states stand out from the muted
 * rest because the dealer must see them: publishing (under way) and error (eBay refused it).
 */
export type StatusTone = 'live' | 'sold' | 'working' | 'problem' | 'muted';

export function listingStatusTone(status: string | null | undefined): StatusTone {
  const normalized = (status ?? '').trim().toLowerCase();
  if (normalized === 'published' || normalized === 'active') return 'live';
  if (normalized === 'sold') return 'sold';
  if (normalized === 'publishing') return 'working';
  if (normalized === 'error') return 'problem';
  return 'muted';
}

const TONE_COLOR: Record<StatusTone, string | undefined> = {
  live: 'success',
  sold: 'blue',
  working: 'processing',
  problem: 'error',
  muted: undefined,
};

export function listingStatusLabel(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  if (!text) return 'Unknown';
  if (text.toLowerCase() === 'publishing') return 'Publishing…';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

export interface ListingStatusTagProps {
  status: string | null | undefined;
  /** Words for the status where the screen says more than the status ("Sold on eBay" on a card). */
  label?: string;
}

export function ListingStatusTag({ status, label }: ListingStatusTagProps) {
  const tone = listingStatusTone(status);
  return (
    <Tag
      color={TONE_COLOR[tone]}
      icon={tone === 'working' ? <SyncOutlined spin /> : undefined}
      data-tone={tone}
      data-status={(status ?? '').toLowerCase()}
      style={tone === 'muted' ? { color: 'rgba(0, 0, 0, 0.45)' } : undefined}
    >
      {label ?? listingStatusLabel(status)}
    </Tag>
  );
}
