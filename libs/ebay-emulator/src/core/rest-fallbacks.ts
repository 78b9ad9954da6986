import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiFailure } from './api-error';
import { internalError, invalidRequest, resourceNotFound, sendErrors } from './errors';

/** The last handlers of a REST host: unknown resources and unexpected failures, in eBay's envelope. */

export const restNotFound: RequestHandler = (_req, res) => {
  sendErrors(res, 404, resourceNotFound());
};

export const restErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiFailure) {
    sendErrors(res, error.status, ...error.errors);
    return;
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    sendErrors(res, 400, invalidRequest());
    return;
  }
  console.error('eBay emulator: unexpected error', error);
  sendErrors(res, 500, internalError());
};
