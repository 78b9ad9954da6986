import express, { ErrorRequestHandler, RequestHandler, Response, Router } from 'express';
import type { EmulatorContext } from '../core/context';
import { FaultSpecError, parseFaultSpec } from '../core/faults';
import { createFeedControlRouter } from '../feed';
import { AccountDeletionError, sendAccountDeletion } from '../notification';
import { advanceWithBuyers } from '../selling/buyers';
import { controlAccess } from './control-access';
import {
  cancellationHandler,
  purchaseHandler,
  refundHandler,
  endListingHandler,
  reviseListingHandler,
  stockHandler,
} from './selling-control';
import { summarizeState } from './state-summary';

/**
 * The operator/test control API (not part of eBay): POST/GET/DELETE /faults, POST/GET /clock
 * (moving it lets simulated buyers shop), GET /state, POST /purchases, /refunds, /cancellations,
 * POST /account-deletion, POST/GET/DELETE /feed (how the Feed API's report tasks behave: see
 * feed/feed-settings.ts). Only loopback callers or holders of the control token get in.
 */
export function createControlRouter(context: EmulatorContext): Router {
  const router = Router();
  router.use(controlAccess(context.options.control));
  router.use(express.json());
  router.get('/faults', (_req, res) => {
    res.json({ faults: context.faults.pending() });
  });
  router.post('/faults', injectFault(context));
  router.delete('/faults', (_req, res) => {
    context.faults.clear();
    res.status(204).end();
  });
  router.get('/clock', (_req, res) => {
    res.json(clockView(context));
  });
  router.post('/clock', advanceClock(context));
  router.get('/state', (_req, res) => {
    res.json(summarizeState(context));
  });
  router.post('/account-deletion', triggerAccountDeletion(context));
  router.post('/purchases', purchaseHandler(context));
  router.post('/refunds', refundHandler(context));
  router.post('/cancellations', cancellationHandler(context));
  router.post('/stock', stockHandler(context));
  router.post('/end-listing', endListingHandler(context));
  router.post('/revise-listing', reviseListingHandler(context));
  router.use('/feed', createFeedControlRouter(context));
  router.use(controlErrorHandler);
  return router;
}

function injectFault(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    context.faults.inject(parseFaultSpec(req.body));
    res.status(201).json({ faults: context.faults.pending() });
  };
}

function advanceClock(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const advanceSeconds = (req.body as { advanceSeconds?: unknown } | undefined)?.advanceSeconds;
    if (
      typeof advanceSeconds !== 'number' ||
      !Number.isFinite(advanceSeconds) ||
      advanceSeconds < 0
    ) {
      sendControlError(res, 400, 'advanceSeconds must be a non-negative number');
      return;
    }
    const orders = advanceWithBuyers(context, advanceSeconds);
    res.json({ ...clockView(context), orders: orders.map((order) => order.orderId) });
  };
}

function clockView(context: EmulatorContext) {
  const now = context.clock.now();
  return {
    now: new Date(now).toISOString(),
    nowMs: now,
    offsetSeconds: context.clock.offsetSeconds(),
  };
}

function triggerAccountDeletion(context: EmulatorContext): RequestHandler {
  return async (req, res) => {
    const { userId, challenge, deletedAt } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof userId !== 'string' || userId === '') {
      sendControlError(res, 400, 'userId is required');
      return;
    }
    if (challenge !== undefined && typeof challenge !== 'boolean') {
      sendControlError(res, 400, 'challenge must be true or false');
      return;
    }
    const deletedAtMs = deletedAt === undefined ? undefined : Date.parse(String(deletedAt));
    if (deletedAtMs !== undefined && (typeof deletedAt !== 'string' || Number.isNaN(deletedAtMs))) {
      sendControlError(res, 400, 'deletedAt must be a date such as 2025-01-01T00:00:00Z');
      return;
    }
    try {
      res.json(await sendAccountDeletion(context, userId, { challenge, deletedAt: deletedAtMs }));
    } catch (error) {
      if (error instanceof AccountDeletionError) throw error;
      sendControlError(res, 502, `the deletion endpoint could not be reached: ${String(error)}`);
    }
  };
}

const DELETION_ERROR_STATUS: Record<AccountDeletionError['code'], number> = {
  not_configured: 409,
  unknown_user: 404,
};

const controlErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof FaultSpecError) sendControlError(res, 400, error.message);
  else if (error instanceof AccountDeletionError) {
    sendControlError(res, DELETION_ERROR_STATUS[error.code], error.message);
  } else if (isBodyError(error)) sendControlError(res, 400, 'request body must be valid JSON');
  else next(error);
};

function isBodyError(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === 'entity.parse.failed';
}

function sendControlError(res: Response, status: number, message: string): void {
  res.status(status).json({ error: message });
}
