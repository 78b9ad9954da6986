import express, { Request, RequestHandler, Response, Router } from 'express';
import { accountKey, findOrCreateAccount } from '../core/accounts';
import type { EmulatorContext } from '../core/context';
import { renderErrorPage } from '../core/html';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from '../core/passwords';
import { createSlidingWindow, type SlidingWindow } from '../core/sliding-window';
import { getEntry } from '../core/state';
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

/**
 * `GET|POST /oauth2/authorize` on the auth host: sign in, then Agree or Decline. An account's
 * password is the one given at its first sign-in (accounts from older state files get one at their
 * next); wrong passwords are limited to 5 a minute per username and per address (then 429).
 */
export const AUTHORIZE_PATH = '/oauth2/authorize';
export const SIGN_IN_ATTEMPTS = { maxFailures: 5, windowMs: 60_000 };

export function createConsentRouter(context: EmulatorContext): Router {
  const router = Router();
  const failures = createSlidingWindow(
    SIGN_IN_ATTEMPTS.maxFailures,
    SIGN_IN_ATTEMPTS.windowMs,
    () => context.clock.now(),
  );
  router.get(AUTHORIZE_PATH, showConsent(context));
  router.post(
    AUTHORIZE_PATH,
    express.urlencoded({ extended: false }),
    answerConsent(context, failures),
  );
  return router;
}

function showConsent(context: EmulatorContext): RequestHandler {
  return (req, res) => {
    const request = consentRequestOrErrorPage(context, req.query, res);
    if (request) sendHtml(res, 200, renderConsentPage({ baseUrl: req.baseUrl, request }));
  };
}

function answerConsent(context: EmulatorContext, failures: SlidingWindow): RequestHandler {
  return (req, res) => {
    const form = (req.body ?? {}) as RawParams;
    const request = consentRequestOrErrorPage(context, form, res);
    if (!request) return;
    const action = stringParam(form, 'action');
    if (action === 'decline') declineConsent(res, request);
    else if (action === 'agree') agreeConsent(context, failures, req, res, request, form);
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
  failures: SlidingWindow,
  req: Request,
  res: Response,
  request: ConsentRequest,
  form: RawParams,
): void {
  const username = stringParam(form, 'username')?.trim();
  const password = stringParam(form, 'password');
  const retry = (error: string) =>
    sendHtml(res, 200, renderConsentPage({ baseUrl: req.baseUrl, request, username, error }));
  if (!username) return retry('Enter your username to continue.');
  if (!password) return retry('Enter your password to continue.');
  const keys = [`user:${accountKey(username)}`, `address:${req.ip ?? req.socket.remoteAddress}`];
  if (keys.some((key) => failures.isFull(key))) {
    res.setHeader('Retry-After', String(Math.ceil(SIGN_IN_ATTEMPTS.windowMs / 1000)));
    sendHtml(
      res,
      429,
      renderErrorPage(
        'Too many attempts',
        'Too many wrong passwords. Wait a minute, then try again.',
      ),
    );
    return;
  }
  const existing = getEntry(context.store.state.accounts, accountKey(username));
  if (existing?.passwordHash && !verifyPassword(password, existing.passwordHash)) {
    keys.forEach((key) => failures.record(key));
    sendHtml(
      res,
      401,
      renderErrorPage('We could not sign you in', 'The username or password is incorrect.'),
    );
    return;
  }
  if (!existing?.passwordHash && password.length < MIN_PASSWORD_LENGTH) {
    return retry(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const account = findOrCreateAccount(context.store, context.clock, username);
  if (!account.passwordHash) {
    const passwordHash = hashPassword(password);
    context.store.update(() => {
      account.passwordHash = passwordHash;
    });
  }
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
