import type { FeedTaskRecord } from '../selling/records';
import type { FileFault, ReportCompression, TaskOutcome } from './feed-settings';

/**
 * A feed task with the behaviour it was created under. The fields are optional: a task stored
 * before they existed reads as one COMPLETED at once, served as a ZIP.
 */
export interface FeedTask extends FeedTaskRecord {
  /** Until then the task is QUEUED; IN_PROCESS from then until completionDate. */
  queuedUntil?: number;
  outcome?: TaskOutcome;
  compression?: ReportCompression;
  fileFault?: FileFault;
}

export type FeedStatus = 'QUEUED' | 'IN_PROCESS' | TaskOutcome;

export function statusAt(task: FeedTask, now: number): FeedStatus {
  if (now < (task.queuedUntil ?? task.creationDate)) return 'QUEUED';
  if (now < task.completionDate) return 'IN_PROCESS';
  return task.outcome ?? 'COMPLETED';
}

/** Still queued or being made: it counts toward the tasks a seller may run at once. */
export function isUnfinished(task: FeedTask, now: number): boolean {
  return now < task.completionDate;
}

/** eBay's file is there only for a task COMPLETED or COMPLETED_WITH_ERROR. */
export function hasFile(task: FeedTask, now: number): boolean {
  const status = statusAt(task, now);
  return status === 'COMPLETED' || status === 'COMPLETED_WITH_ERROR';
}
