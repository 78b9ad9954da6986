import { RequestHandler, Router } from 'express';
import type { EmulatorContext } from './core/context';
import { faultMiddleware, FaultResponder, respondWithErrorEnvelope } from './core/faults';
import { renderErrorPage } from './core/html';
import { restErrorHandler, restNotFound } from './core/rest-fallbacks';
import { createBrowseRouter } from './browse';
import { createIdentityRouter } from './identity';
import { createInsightsRouter } from './insights';
import type { MarketAccess } from './market';
import { createPublicKeyRouter } from './notification';
import { createConsentRouter, createTokenRouter } from './oauth';

/**
 * One router per eBay host. Each API module contributes its own router; new APIs are added to
 * the host eBay serves them from (see EBAY_APIS), before the not-found fallback.
 */

export function createAuthHost(context: EmulatorContext): Router {
  const router = Router();
  router.use(faultMiddleware(context.faults, 'auth', respondWithErrorPage));
  router.use(createConsentRouter(context));
  router.use(pageNotFound);
  return router;
}

export function createApiHost(context: EmulatorContext, market: MarketAccess): Router {
  const router = Router();
  router.use(faultMiddleware(context.faults, 'api', respondWithErrorEnvelope));
  router.use(createTokenRouter(context));
  router.use(createPublicKeyRouter(context));
  router.use(createBrowseRouter(context));
  router.use(createInsightsRouter(context, market));
  router.use(restNotFound, restErrorHandler);
  return router;
}

export function createApizHost(context: EmulatorContext): Router {
  const router = Router();
  router.use(faultMiddleware(context.faults, 'apiz', respondWithErrorEnvelope));
  router.use(createIdentityRouter(context));
  router.use(restNotFound, restErrorHandler);
  return router;
}

const respondWithErrorPage: FaultResponder = (res, fault) => {
  if (fault.status === 429) res.setHeader('Retry-After', '1');
  const detail =
    fault.status === 429
      ? 'Too many requests. Please try again later.'
      : 'A system error has occurred. Please try again later.';
  res.status(fault.status).type('html').send(renderErrorPage('Something went wrong', detail));
};

const pageNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('html').send(renderErrorPage('Page not found', 'This page does not exist.'));
};
