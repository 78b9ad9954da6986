import { RequestHandler, Router } from 'express';
import { createAccountRouter } from './account';
import { createDeveloperAnalyticsRouter } from './analytics';
import { createBrowseRouter, createItemRouter } from './browse';
import type { CallQuotas } from './core/call-quotas';
import type { EmulatorContext } from './core/context';
import { faultMiddleware, FaultResponder, respondWithErrorEnvelope } from './core/faults';
import { renderErrorPage } from './core/html';
import { restErrorHandler, restNotFound } from './core/rest-fallbacks';
import { createFeedRouter } from './feed';
import { createFinancesRouter } from './finances';
import { createFulfillmentRouter } from './fulfillment';
import { createIdentityRouter } from './identity';
import { createInsightsRouter } from './insights';
import { createInventoryRouter } from './inventory';
import type { MarketAccess } from './market';
import { createMediaRouter, type ImageStore } from './media';
import { createMetadataRouter } from './metadata';
import { createPublicKeyRouter } from './notification';
import { closeDueAuctions } from './selling/buyers';
import { createConsentRouter, createTokenRouter } from './oauth';
import { createTaxonomyRouter } from './taxonomy';
import { createWwwRouter } from './www';

/**
 * One router per eBay host. Each API module contributes its own router; new APIs are added to
 * the host eBay serves them from (see EBAY_APIS), before the not-found fallback. REST hosts count
 * calls against the daily limits (core/call-quotas.ts) after any injected fault.
 */

/**
 * Every answer's `Date` header is the emulator's clock, as eBay's is eBay's: a client that takes eBay's time
 * from it (order sync's cursor) sees the emulated world's, advanced clock included.
 */
function dateFromClock(context: EmulatorContext): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Date', new Date(context.clock.now()).toUTCString());
    next();
  };
}

/** Before any API call reads them, the auctions whose end has come are closed, as eBay closes them on time. */
function closingDueAuctions(context: EmulatorContext): RequestHandler {
  return (_req, _res, next) => {
    closeDueAuctions(context);
    next();
  };
}

export function createAuthHost(context: EmulatorContext): Router {
  const router = Router();
  router.use(dateFromClock(context));
  router.use(faultMiddleware(context.faults, 'auth', respondWithErrorPage));
  router.use(createConsentRouter(context));
  router.use(pageNotFound);
  return router;
}

export function createApiHost(
  context: EmulatorContext,
  market: MarketAccess,
  quotas: CallQuotas,
): Router {
  const router = Router();
  router.use(dateFromClock(context));
  router.use(closingDueAuctions(context));
  router.use(faultMiddleware(context.faults, 'api', respondWithErrorEnvelope));
  router.use(quotas.middleware());
  router.use(createTokenRouter(context));
  router.use(createPublicKeyRouter(context));
  router.use(createBrowseRouter(context));
  router.use(createItemRouter(context));
  router.use(createInsightsRouter(context, market));
  router.use(createTaxonomyRouter(context));
  router.use(createMetadataRouter(context));
  router.use(createAccountRouter(context));
  router.use(createInventoryRouter(context));
  router.use(createFulfillmentRouter(context));
  router.use(createFeedRouter(context));
  router.use(createDeveloperAnalyticsRouter(context, quotas));
  router.use(restNotFound, restErrorHandler);
  return router;
}

export function createApizHost(context: EmulatorContext, quotas: CallQuotas): Router {
  const router = Router();
  router.use(dateFromClock(context));
  router.use(faultMiddleware(context.faults, 'apiz', respondWithErrorEnvelope));
  router.use(quotas.middleware());
  router.use(createIdentityRouter(context));
  router.use(createFinancesRouter(context));
  router.use(restNotFound, restErrorHandler);
  return router;
}

/** apim.ebay.com: the Media API, and the pictures it hosts. */
export function createApimHost(
  context: EmulatorContext,
  quotas: CallQuotas,
  images: ImageStore,
): Router {
  const router = Router();
  router.use(dateFromClock(context));
  router.use(faultMiddleware(context.faults, 'apim', respondWithErrorEnvelope));
  router.use(quotas.middleware());
  router.use(createMediaRouter(context, images));
  router.use(restNotFound, restErrorHandler);
  return router;
}

/** www.ebay.com: item pages. */
export function createWwwHost(context: EmulatorContext): Router {
  const router = Router();
  router.use(dateFromClock(context));
  router.use(faultMiddleware(context.faults, 'www', respondWithErrorPage));
  router.use(createWwwRouter(context));
  router.use(pageNotFound);
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
