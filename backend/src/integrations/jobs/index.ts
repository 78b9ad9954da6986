export { JOB_NAMES, type JobName, type JobPayloads } from './job-catalog';
export {
  JobQueue,
  JobQueueUnavailableError,
  type QueueStats,
  type EnqueuedJob,
  type EnqueueOptions,
  type Job,
  type JobOutcome,
  type JobProcessor,
  type ProcessorOptions,
} from './job-queue';
export { PermanentJobError } from './permanent-job-error';
export { JobsModule, type ProcessRole } from './jobs.module';
export { queueOnSchedule } from './queue-on-schedule';
