import express, { Request, RequestHandler, Response, Router } from 'express';
import { findOrCreateAccount } from '../core/accounts';
import type { EmulatorContext } from '../core/context';
import { renderErrorPage } from '../core/html';
import { renderConsentPage } from './consent-page';
import {
  ConsentRequest,
  ConsentRequestError,
  parseConsentRequest,
  RawParams,
  stringParam,
} from './consent-request';
import { AUTHORIZATION_CODE_TTL_SECONDS, issueAuthorizationCode } from './grant-store';
import { withQuery } from './redirect-url';

/** `GET|POST /oauth2/authorize` on the auth host: sign in, then Agree or Decline. */
export const AUTHORIZE_PATH = '/oauth2/authorize';

export function createConsentRouter(context: EmulatorContext): Router {
  const router = Router();
  router.get(AUTHORIZE_PATH, showConsent(context));
  router.post(AUTHORIZE_PATH, express.urlencoded({ extended: false }), answerConsent(context));
  return router;
}

function showConsent(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const request = consentRequestOrErrorPage(context, req.query, res);
    if (request) sendHtml(res, 200, renderConsentPage({ baseUrl: req.baseUrl, request }));
  };
}

function answerConsent(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const form = (req.body ?? {}) as RawParams;
    const request = consentRequestOrErrorPage(context, form, res);
    if (!request) return;
    const action = stringParam(form, 'action');
    if (action === 'decline') declineConsent(res, request);
    else if (action === 'agree') agreeConsent(context, req, res, request, form);
    else sendHtml(res, 400, renderErrorPage('Bad request', 'Choose Agree or Decline.'));
  };
}

function consentRequestOrErrorPage(
  context: EmulatorContext,
  params: RawParams,
  res: Response,
): ConsentRequest | undefined {
  try {
    return parseConsentRequest(context, params);
  } catch (error) {
    if (!(error instanceof ConsentRequestError)) throw error;
    sendHtml(res, 400, renderErrorPage('We could not process this request', error.message));
    return undefined;
  }
}

function agreeConsent(
  context: EmulatorContext,
  req: Request,
  res: Response,
  request: ConsentRequest,
  form: RawParams,
): void {
  const username = stringParam(form, 'username')?.trim();
  if (!username) {
    const page = renderConsentPage({
      baseUrl: req.baseUrl,
      request,
      error: 'Enter your username to continue.',
    });
    sendHtml(res, 200, page);
    return;
  }
  const account = findOrCreateAccount(context.store, context.clock, username);
  const code = issueAuthorizationCode(context, {
    clientId: request.app.clientId,
    ruName: request.app.ruName,
    scopes: request.scopes,
    userId: account.userId,
  });
  res.redirect(
    302,
    withQuery(request.app.acceptUrl, {
      state: request.params.state,
      code,
      expires_in: String(AUTHORIZATION_CODE_TTL_SECONDS),
    }),
  );
}

function declineConsent(res: Response, request: ConsentRequest): void {
  res.redirect(
    302,
    withQuery(request.app.declineUrl, {
      error: 'access_denied',
      error_description: 'The user declined to grant access to the application.',
      state: request.params.state,
    }),
  );
}

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}
