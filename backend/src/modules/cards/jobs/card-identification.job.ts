import type { JobPayloads } from '../../../integrations/jobs';

/** Queue job: identify one card (images -> engine -> prices). */
export const CARD_IDENTIFICATION_JOB = 'card.identify' as const;

export type CardIdentificationJob = JobPayloads[typeof CARD_IDENTIFICATION_JOB];

/** One identification job per card at a time: enqueueing a card whose job waits or runs adds nothing. */
export function identificationJobId(cardId: string): string {
  return `card-identify-${cardId}`;
}
