/**
 * Every job the product runs, with the data it carries. A process that consumes jobs refuses to start
 * when one of these names has no processor registered (see JobRegistry).
 */
export interface JobPayloads {
  /** Identify one card (OCR, matching, pricing); the card's status ends `identified` or `error`. */
  'card.identify': { cardId: string };
  /** Remove uploads abandoned past their URL's lifetime (one bounded batch). */
  'uploads.cleanup': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES: readonly JobName[] = ['card.identify', 'uploads.cleanup'];
