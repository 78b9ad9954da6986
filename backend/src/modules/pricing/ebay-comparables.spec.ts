import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createEbayEmulator, type EbayEmulator } from '@pennant/ebay-emulator';
import {
  EbayApiError,
  EbayOAuthClient,
  type EbayEndpoints,
  type FetchLike,
} from '../../integrations/ebay';
import { centsOf, EbayComparables } from './ebay-comparables';

/** EbayComparables against the eBay emulator on a local port, through the real typed clients. */
describe('EbayComparables', () => {
  const app = {
    clientId: 'Pricing-Test-PRD',
    clientSecret: 'PRD-secret',
    ruName: 'Pricing-Test-RuName',
    acceptUrl: 'http://127.0.0.1/cb',
    declineUrl: 'http://127.0.0.1/cb',
  };
  const search = { q: '2011 Topps Update Mike Trout #US175', graded: false };
  let server: Server;
  let emulator: EbayEmulator;
  let endpoints: EbayEndpoints;
  let requestedPaths: string[];

  beforeEach(async () => {
    emulator = createEbayEmulator({ apps: [app] });
    requestedPaths = [];
    const web = express();
    web.use((req, _res, next) => {
      requestedPaths.push(req.path);
      next();
    });
    web.use('/api', emulator.api);
    server = await new Promise<Server>((resolve) => {
      const listening = web.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    endpoints = {
      authBaseUrl: `${base}/auth`,
      apiBaseUrl: `${base}/api`,
      apizBaseUrl: `${base}/apiz`,
      apimBaseUrl: `${base}/apim`,
      wwwBaseUrl: `${base}/www`,
    };
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await emulator.close();
  });

  const comparables = (fetchImpl?: FetchLike) =>
    new EbayComparables(
      endpoints,
      new EbayOAuthClient(endpoints, app, fetchImpl, { retries: 0, baseDelayMs: 1, maxDelayMs: 1 }),
    );
  const insightsCalls = () =>
    requestedPaths.filter((path) => path.includes('marketplace_insights')).length;

  it('reads sales from Marketplace Insights while the app has access', async () => {
    const found = await comparables().soldOrActive(search);
    expect(found.source).toBe('sold');
    expect(found.pricesCents.length).toBeGreaterThan(5);
    expect(found.pricesCents.every((cents) => Number.isInteger(cents) && cents >= 99)).toBe(true);
  });

  it('falls back to Browse listings when eBay answers 100017, and stops asking Insights', async () => {
    emulator.market.setInsightsAccess(false);
    const source = comparables();
    expect((await source.soldOrActive(search)).source).toBe('active');
    expect((await source.soldOrActive(search)).source).toBe('active');
    expect(insightsCalls()).toBe(1);
  });

  it('falls back to Browse when the token is refused the Insights scope (invalid_scope)', async () => {
    const refuseInsightsScope: FetchLike = async (request) => {
      const body = await request.clone().text();
      if (request.url.endsWith('/oauth2/token') && body.includes('buy.marketplace.insights')) {
        return Response.json(
          { error: 'invalid_scope', error_description: 'The requested scope is invalid' },
          { status: 400 },
        );
      }
      return fetch(request);
    };
    const found = await comparables(refuseInsightsScope).soldOrActive(search);
    expect(found.source).toBe('active');
    expect(found.pricesCents.length).toBeGreaterThan(0);
    expect(insightsCalls()).toBe(0);
  });

  it('throws eBay’s error when Browse keeps failing', async () => {
    emulator.faults.inject({ status: 503, pathPrefix: '/buy/browse', count: 5 });
    const failure = await comparables()
      .active(search)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EbayApiError);
    expect(failure).toMatchObject({ status: 503, firstErrorId: 25001 });
  });
});

describe('the prices eBay gives', () => {
  it('keeps real prices in cents and leaves out what is no price or more than any card is worth', () => {
    expect(centsOf(['12.50', undefined, 'abc', '99999999.99', '5000000000.00'])).toEqual([
      1250, 9999999999,
    ]);
  });
});
