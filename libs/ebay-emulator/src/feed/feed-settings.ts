import { Router, type Request, type Response } from 'express';
import type { EmulatorContext } from '../core/context';

/**
 * How the emulator's Feed API behaves, set through the control API (POST/GET/DELETE /feed) as
 * faults are: the file's compression (eBay's download is "a compressed or uncompressed CSV, XML,
 * or JSON file"), how long a task stays QUEUED then IN_PROCESS on the emulator's clock, how it
 * ends (COMPLETED, COMPLETED_WITH_ERROR with part of the report, FAILED), a damaged file, and 409
 * refusals of createInventoryTask (160024 too many tasks at once, 160025 the period's limit).
 * A task keeps the settings it was created under.
 */

export type ReportCompression = 'zip' | 'gzip' | 'none';
export type TaskOutcome = 'COMPLETED' | 'COMPLETED_WITH_ERROR' | 'FAILED';
/** A file fault: no bytes at all, the file cut in half, or a whole report that lists no listing. */
export type FileFault = 'empty' | 'truncated' | 'no-listings';
export type RefusalId = 160024 | 160025;

export interface FeedSettings {
  compression: ReportCompression;
  queuedSeconds: number;
  inProcessSeconds: number;
  outcome: TaskOutcome;
  fileFault: FileFault | null;
  /** The next createInventoryTask calls answer 409 with these error ids, one each. */
  refusals: RefusalId[];
}

const COMPRESSIONS: readonly ReportCompression[] = ['zip', 'gzip', 'none'];
const OUTCOMES: readonly TaskOutcome[] = ['COMPLETED', 'COMPLETED_WITH_ERROR', 'FAILED'];
const FILE_FAULTS: readonly FileFault[] = ['empty', 'truncated', 'no-listings'];
const REFUSALS: readonly RefusalId[] = [160024, 160025];
const MAX_TASK_SECONDS = 86_400;

const settingsOf = new WeakMap<EmulatorContext, FeedSettings>();

function defaults(): FeedSettings {
  return {
    compression: 'zip',
    queuedSeconds: 0,
    inProcessSeconds: 0,
    outcome: 'COMPLETED',
    fileFault: null,
    refusals: [],
  };
}

export function feedSettings(context: EmulatorContext): FeedSettings {
  let settings = settingsOf.get(context);
  if (!settings) {
    settings = defaults();
    settingsOf.set(context, settings);
  }
  return settings;
}

/** The refusal due for this createInventoryTask call, if one was set. */
export function takeRefusal(context: EmulatorContext): RefusalId | undefined {
  return feedSettings(context).refusals.shift();
}

export function createFeedControlRouter(context: EmulatorContext): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(feedSettings(context));
  });
  router.post('/', (req: Request, res: Response) => {
    const problem = applySettings(feedSettings(context), req.body);
    if (problem) res.status(400).json({ error: problem });
    else res.json(feedSettings(context));
  });
  router.delete('/', (_req, res) => {
    settingsOf.set(context, defaults());
    res.status(204).end();
  });
  return router;
}

/** Changes the settings the body names; answers what is wrong with it, changing nothing then. */
function applySettings(settings: FeedSettings, input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return 'body must be a JSON object';
  const body = input as Record<string, unknown>;
  const next: Partial<FeedSettings> = {};
  if (body.compression !== undefined) {
    if (!COMPRESSIONS.includes(body.compression as ReportCompression))
      return `compression must be one of ${COMPRESSIONS.join(', ')}`;
    next.compression = body.compression as ReportCompression;
  }
  for (const name of ['queuedSeconds', 'inProcessSeconds'] as const) {
    const value = body[name];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value >= 0 && value <= MAX_TASK_SECONDS))
      return `${name} must be a number of seconds from 0 to ${MAX_TASK_SECONDS}`;
    next[name] = value;
  }
  if (body.outcome !== undefined) {
    if (!OUTCOMES.includes(body.outcome as TaskOutcome))
      return `outcome must be one of ${OUTCOMES.join(', ')}`;
    next.outcome = body.outcome as TaskOutcome;
  }
  if (body.fileFault !== undefined) {
    if (body.fileFault !== null && !FILE_FAULTS.includes(body.fileFault as FileFault))
      return `fileFault must be null or one of ${FILE_FAULTS.join(', ')}`;
    next.fileFault = body.fileFault as FileFault | null;
  }
  if (body.refuse !== undefined) {
    const refusals = parseRefusal(body.refuse);
    if (typeof refusals === 'string') return refusals;
    next.refusals = [...settings.refusals, ...refusals];
  }
  Object.assign(settings, next);
  return undefined;
}

function parseRefusal(input: unknown): RefusalId[] | string {
  const { errorId, count = 1 } = (input ?? {}) as Record<string, unknown>;
  if (!REFUSALS.includes(errorId as RefusalId))
    return `refuse.errorId must be one of ${REFUSALS.join(', ')}`;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
    return 'refuse.count must be a whole number from 1 to 1000';
  return Array.from({ length: count }, () => errorId as RefusalId);
}
