import express, { Express } from 'express';
import request from 'supertest';
import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { createEbayEmulator } from '../emulator';
import type { EbayEmulator, EbayEmulatorOptions, EmulatorApp } from '../types';

/** Test wiring: the emulator mounted as the backend mounts it, under /__ebay/*. */

export const PENNANT_APP: EmulatorApp = {
  clientId: 'Pennant-Pennant-SBX-4a2f1c9e7-3b8d2a61',
  clientSecret: 'SBX-4a2f1c9e7b3d-5c1e-4f7a-9d2b-8e6f',
  ruName: 'Pennant_Inc-PennantI-Pennan-abcdefghi',
  acceptUrl: 'https://pennant.test/api/auth/ebay/callback',
  declineUrl: 'https://pennant.test/api/auth/ebay/declined?from=ebay',
};

export const OTHER_APP: EmulatorApp = {
  clientId: 'Other-Other-SBX-11111111-22222222',
  clientSecret: 'SBX-other-secret',
  ruName: 'Other_Inc-OtherInc-Other-zyxwvutsr',
  acceptUrl: 'https://other.test/accepted',
  declineUrl: 'https://other.test/declined',
};

export const USER_SCOPES = [
  EBAY_SCOPES.api,
  EBAY_SCOPES.identityReadonly,
  EBAY_SCOPES.sellInventory,
  EBAY_SCOPES.sellAccount,
  EBAY_SCOPES.sellFulfillment,
  EBAY_SCOPES.sellFinances,
];

export const MOUNT = {
  auth: '/__ebay/auth',
  api: '/__ebay/api',
  apiz: '/__ebay/apiz',
  apim: '/__ebay/apim',
  www: '/__ebay/www',
  control: '/__ebay/_control',
} as const;

export interface TestEmulator {
  emulator: EbayEmulator;
  app: Express;
  http: ReturnType<typeof request>;
}

export function createTestEmulator(overrides: Partial<EbayEmulatorOptions> = {}): TestEmulator {
  const emulator = createEbayEmulator({
    apps: [PENNANT_APP, OTHER_APP],
    now: () => Date.parse('2026-03-01T12:00:00.000Z'),
    ...overrides,
  });
  const app = mountEmulator(emulator);
  return { emulator, app, http: request(app) };
}

export function mountEmulator(emulator: EbayEmulator): Express {
  const app = express();
  app.use(MOUNT.auth, emulator.auth);
  app.use(MOUNT.api, emulator.api);
  app.use(MOUNT.apiz, emulator.apiz);
  app.use(MOUNT.apim, emulator.apim);
  app.use(MOUNT.www, emulator.www);
  app.use(MOUNT.control, emulator.control);
  return app;
}

export function basicAuth(app: Pick<EmulatorApp, 'clientId' | 'clientSecret'>): string {
  return `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
}

export function consentQuery(
  overrides: Record<string, string | undefined> = {},
  app: EmulatorApp = PENNANT_APP,
): Record<string, string> {
  const query: Record<string, string | undefined> = {
    client_id: app.clientId,
    redirect_uri: app.ruName,
    response_type: 'code',
    scope: USER_SCOPES.join(' '),
    state: 'xyz-123',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The password tests use for a username: each account's password is set at its first sign-in. */
export function passwordFor(username: string): string {
  return `secret-${username.trim().toLowerCase()}`;
}

/** Posts the consent form as the browser would after the user pressed Agree. */
export async function agree(
  http: TestEmulator['http'],
  username: string,
  overrides: Record<string, string | undefined> = {},
  app: EmulatorApp = PENNANT_APP,
  password: string = passwordFor(username),
) {
  return http
    .post(`${MOUNT.auth}/oauth2/authorize`)
    .type('form')
    .send({ ...consentQuery(overrides, app), username, password, action: 'agree' });
}

/** Signs in and returns the URL-decoded authorization code from the accept redirect. */
export async function obtainCode(
  http: TestEmulator['http'],
  username = 'card_dealer_1',
  overrides: Record<string, string | undefined> = {},
  app: EmulatorApp = PENNANT_APP,
): Promise<string> {
  const response = await agree(http, username, overrides, app);
  const code = new URL(response.headers.location).searchParams.get('code');
  if (response.status !== 302 || !code) throw new Error(`consent failed: ${response.status}`);
  return code;
}

export function exchangeCode(
  http: TestEmulator['http'],
  code: string,
  app: EmulatorApp = PENNANT_APP,
  ruName = app.ruName,
) {
  return http
    .post(`${MOUNT.api}/identity/v1/oauth2/token`)
    .set('Authorization', basicAuth(app))
    .type('form')
    .send({ grant_type: 'authorization_code', code, redirect_uri: ruName });
}

export interface UserTokens {
  accessToken: string;
  refreshToken: string;
}

export async function signIn(
  http: TestEmulator['http'],
  username = 'card_dealer_1',
  scopes: readonly string[] = USER_SCOPES,
): Promise<UserTokens> {
  const code = await obtainCode(http, username, { scope: scopes.join(' ') });
  const response = await exchangeCode(http, code);
  if (response.status !== 200) throw new Error(`code exchange failed: ${response.text}`);
  return { accessToken: response.body.access_token, refreshToken: response.body.refresh_token };
}

export async function appToken(
  http: TestEmulator['http'],
  scope: string = EBAY_SCOPES.api,
): Promise<string> {
  const response = await http
    .post(`${MOUNT.api}/identity/v1/oauth2/token`)
    .set('Authorization', basicAuth(PENNANT_APP))
    .type('form')
    .send({ grant_type: 'client_credentials', scope });
  if (response.status !== 200) throw new Error(`client credentials failed: ${response.text}`);
  return response.body.access_token;
}
