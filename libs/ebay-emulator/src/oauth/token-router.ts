import express, { ErrorRequestHandler, RequestHandler, Router } from 'express';
import type { EmulatorContext } from '../core/context';
import { authenticateClient } from './client-auth';
import { invalidRequest, OAuthError, sendOAuthError } from './oauth-errors';
import { grantTokens, TokenForm } from './token-grants';

/** `POST /identity/v1/oauth2/token` on the api host. */
export const TOKEN_PATH = '/identity/v1/oauth2/token';

export function createTokenRouter(context: EmulatorContext): Router {
  const router = Router();
  router.post(
    TOKEN_PATH,
    express.urlencoded({ extended: false }),
    tokenHandler(context),
    tokenErrorHandler,
  );
  return router;
}

function tokenHandler(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const app = authenticateClient(context, req.get('authorization'));
    const form = isForm(req.body) ? req.body : {};
    const tokens = grantTokens(context, app, form);
    res.status(200).set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json(tokens);
  };
}

function isForm(body: unknown): body is TokenForm {
  return typeof body === 'object' && body !== null;
}

/** OAuth errors go out as `{error, error_description}`; a body that will not parse is invalid_request. */
const tokenErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof OAuthError) sendOAuthError(res, error);
  else if (isClientError(error)) sendOAuthError(res, invalidRequest());
  else next(error);
};

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
