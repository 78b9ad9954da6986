import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createEbayEmulator, type EbayEmulator } from '@pennant/ebay-emulator';
import { EBAY_SCOPES, type IdentityApi } from '@pennant/ebay-openapi';
import { EbayApiError } from './ebay-api-error';
import { EbayOAuthClient } from './ebay-oauth.client';
import { createEbayApiClient, type AccessTokenSource } from './ebay-api.factory';
import type { EbayEndpoints } from './ebay-endpoints';

/** Pennant's eBay clients against the emulator on a local port: the same code that talks to real eBay. */
describe('eBay OAuth and API clients', () => {
  let server: Server;
  let emulator: EbayEmulator;
  let endpoints: EbayEndpoints;
  const app = {
    clientId: 'Test-App-PRD',
    clientSecret: 'PRD-secret',
    ruName: 'Test-App-RuName',
    acceptUrl: 'http://127.0.0.1/cb',
    declineUrl: 'http://127.0.0.1/cb',
  };
  const noWait = { retries: 3, baseDelayMs: 1, maxDelayMs: 5 };

  beforeAll(async () => {
    emulator = createEbayEmulator({ apps: [app] });
    const web = express();
    web.use('/auth', emulator.auth);
    web.use('/api', emulator.api);
    web.use('/apiz', emulator.apiz);
    server = await new Promise<Server>((resolve) => {
      const s = web.listen(0, '127.0.0.1', () => resolve(s));
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
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await emulator.close();
  });

  async function consent(username: string): Promise<string> {
    const oauth = new EbayOAuthClient(endpoints, app);
    const url = new URL(
      oauth.consentUrl([EBAY_SCOPES.api, EBAY_SCOPES.identityReadonly], 'state-1'),
    );
    const form = new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      username,
      // The emulator's account password is the one given at its first sign-in.
      password: 'client-test-password',
      action: 'agree',
    });
    const answer = await fetch(`${endpoints.authBaseUrl}/oauth2/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location')!).searchParams.get('code');
    if (!code) throw new Error('no code');
    return code;
  }

  it('exchanges a code for tokens with the lifetimes eBay gives', async () => {
    const oauth = new EbayOAuthClient(endpoints, app);
    const tokens = await oauth.exchangeCode(await consent('client_test'));
    expect(tokens.accessTokenExpiresAt.getTime() - Date.now()).toBeGreaterThan(7190_000);
    expect(tokens.refreshTokenExpiresAt.getTime() - Date.now()).toBeGreaterThan(47_303_000_000);
  });

  it('refreshes an access token with the refresh token', async () => {
    const oauth = new EbayOAuthClient(endpoints, app);
    const tokens = await oauth.exchangeCode(await consent('refresher'));
    const refreshed = await oauth.refresh(tokens.refreshToken, [
      EBAY_SCOPES.api,
      EBAY_SCOPES.identityReadonly,
    ]);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await expect(oauth.refresh('v^1.1#not-a-token', [EBAY_SCOPES.api])).rejects.toThrow(
      /invalid_grant/,
    );
  });

  it('reuses the application token until it nears expiry', async () => {
    const oauth = new EbayOAuthClient(endpoints, app);
    const one = await oauth.applicationToken();
    expect(await oauth.applicationToken()).toBe(one);
    expect(await oauth.applicationToken(undefined, true)).not.toBe(one);
  });

  it("refuses wrong client credentials with eBay's OAuth error", async () => {
    const oauth = new EbayOAuthClient(
      endpoints,
      { ...app, clientSecret: 'wrong' },
      undefined,
      noWait,
    );
    await expect(oauth.applicationToken()).rejects.toThrow(/invalid_client/);
  });

  it('calls a typed API, refreshing once when eBay says the token is invalid', async () => {
    const oauth = new EbayOAuthClient(endpoints, app);
    const tokens = await oauth.exchangeCode(await consent('typed_client'));
    let refreshes = 0;
    const source: AccessTokenSource = {
      current: async () => 'v^1.1#expired-or-unknown',
      refresh: async () => {
        refreshes++;
        return (
          await oauth.refresh(tokens.refreshToken, [EBAY_SCOPES.api, EBAY_SCOPES.identityReadonly])
        ).accessToken;
      },
    };
    const identity = createEbayApiClient<IdentityApi.paths>('identity', source, {
      endpoints,
      backoff: noWait,
    });
    const { data, response } = await identity.GET('/user/');
    expect(response.status).toBe(200);
    expect(data?.username).toBe('typed_client');
    expect(refreshes).toBe(1);
  });

  it("backs off through injected 429 and 500 faults, and keeps eBay's reasons when they last", async () => {
    const oauth = new EbayOAuthClient(endpoints, app);
    const tokens = await oauth.exchangeCode(await consent('patient_client'));
    const source: AccessTokenSource = {
      current: async () => tokens.accessToken,
      refresh: async () => tokens.accessToken,
    };
    const identity = createEbayApiClient<IdentityApi.paths>('identity', source, {
      endpoints,
      backoff: { retries: 3, baseDelayMs: 1, maxDelayMs: 5, sleep: async () => undefined },
    });
    emulator.faults.inject({ status: 429, count: 1, host: 'apiz' });
    emulator.faults.inject({ status: 500, count: 1, host: 'apiz' });
    const { data, response } = await identity.GET('/user/');
    expect(response.status).toBe(200);
    expect(data?.username).toBe('patient_client');

    emulator.faults.inject({ status: 500, count: 10, host: 'apiz' });
    const failed = await identity.GET('/user/');
    expect(failed.response.status).toBe(500);
    expect(failed.error).toMatchObject({ errors: [expect.objectContaining({ errorId: 25001 })] });
    // The client has read the body: the error is made from what it read.
    expect(failed.response.bodyUsed).toBe(true);
    expect(EbayApiError.fromAnswer(failed.response, failed.error)).toMatchObject({
      status: 500,
      firstErrorId: 25001,
      message: expect.stringMatching(/^eBay 500 \(25001\): /),
    });
    emulator.faults.clear();
  });
});
