import { Tag } from 'antd';

export const HIGH_CONFIDENCE = 0.9;
export const MEDIUM_CONFIDENCE = 0.7;

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Confidence arrives as a decimal string from 0 to 1 ("0.93"); it is a ratio, not money. */
export function parseConfidence(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= HIGH_CONFIDENCE) return 'high';
  if (confidence >= MEDIUM_CONFIDENCE) return 'medium';
  return 'low';
}

const LEVEL_COLOR: Record<ConfidenceLevel, string> = {
  high: 'success',
  medium: 'gold',
  low: 'error',
};

/**
 * "93% confidence"; under half a percent reads "<1% confidence", not 0%: the figure is the chance that every field
 * is right, and a card is rarely certain to be wrong.
 */
export function confidenceText(confidence: number): string {
  const percent = Math.round(confidence * 100);
  return percent === 0 ? '<1% confidence' : `${percent}% confidence`;
}

export interface ConfidenceBadgeProps {
  value: number | string | null | undefined;
}

/** "93% confidence": green at 0.9 and above, gold from 0.7, red below (spec section 4). */
export function ConfidenceBadge({ value }: ConfidenceBadgeProps) {
  const confidence = parseConfidence(value);
  if (confidence === null) return null;
  const level = confidenceLevel(confidence);
  return (
    <Tag color={LEVEL_COLOR[level]} data-confidence={level} bordered={false}>
      {confidenceText(confidence)}
    </Tag>
  );
}
