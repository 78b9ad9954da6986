import type { JobPayloads } from '../../../integrations/jobs';

/** Queue job: identify one card (images -> engine -> prices). */
export const CARD_IDENTIFICATION_JOB = 'card.identify' as const;

export type CardIdentificationJob = JobPayloads[typeof CARD_IDENTIFICATION_JOB];
