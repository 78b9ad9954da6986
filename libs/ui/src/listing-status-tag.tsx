import { Tag } from 'antd';

type StatusTone = 'live' | 'sold' | 'muted';

export function listingStatusTone(status: string | null | undefined): StatusTone {
  const normalized = (status ?? '').trim().toLowerCase();
  if (normalized === 'published' || normalized === 'active') return 'live';
  if (normalized === 'sold') return 'sold';
  return 'muted';
}

const TONE_COLOR: Record<StatusTone, string | undefined> = {
  live: 'success',
  sold: 'blue',
  muted: undefined,
};

function statusLabel(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  if (!text) return 'Unknown';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

export interface ListingStatusTagProps {
  status: string | null | undefined;
}

/** Listing status, case-insensitive: published/active green, sold highlighted, the rest muted. */
export function ListingStatusTag({ status }: ListingStatusTagProps) {
  const tone = listingStatusTone(status);
  return (
    <Tag
      color={TONE_COLOR[tone]}
      data-tone={tone}
      style={tone === 'muted' ? { color: 'rgba(0, 0, 0, 0.45)' } : undefined}
    >
      {statusLabel(status)}
    </Tag>
  );
}
