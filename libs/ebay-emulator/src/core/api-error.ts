import express, { type Request, type RequestHandler, type Response } from 'express';
import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { getCaller } from './bearer';
import { sendErrors } from './errors';

/** One error or warning in an API's domain, with `parameters` only when there are some. */
export function apiError(
  domain: string,
  errorId: number,
  message: string,
  options: {
    category?: EbayErrorDetail['category'];
    longMessage?: string;
    parameters?: Record<string, string>;
  } = {},
): EbayErrorDetail {
  const parameters = Object.entries(options.parameters ?? {}).map(([name, value]) => ({
    name,
    value,
  }));
  return {
    errorId,
    domain,
    category: options.category ?? 'REQUEST',
    message,
    ...(options.longMessage ? { longMessage: options.longMessage } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
}

/** An error with the HTTP status it goes out with, thrown by handlers and caught by the router. */
export class ApiFailure extends Error {
  readonly errors: EbayErrorDetail[];
  constructor(
    readonly status: number,
    ...errors: EbayErrorDetail[]
  ) {
    super(errors.map((error) => `${error.errorId} ${error.message}`).join('; '));
    this.errors = errors;
  }
}

/** Runs a handler (sync or async) and answers an `ApiFailure` in eBay's envelope. */
export function apiHandler(
  handle: (req: Request, res: Response) => void | Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        if (error instanceof ApiFailure) sendErrors(res, error.status, ...error.errors);
        else next(error);
      });
  };
}

/** The user id of the caller of a route protected by `requireBearer` with a user grant. */
export function callerUserId(res: Response): string {
  const userId = getCaller(res).record.userId;
  if (!userId) throw new Error('callerUserId used on a route that admits application tokens');
  return userId;
}

/** The JSON body as an object, or `{}` when there is none. */
export function jsonBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** JSON bodies of eBay's REST calls: large enough for 25 items with long descriptions. */
export const parseJson: RequestHandler = express.json({ limit: '20mb' });
