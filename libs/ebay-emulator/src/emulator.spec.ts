import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { createEbayEmulator } from './emulator';
import { STATE_WRITE_DELAY_MS } from './core/state-store';
import {
  basicAuth,
  createTestEmulator,
  MOUNT,
  mountEmulator,
  obtainCode,
  OTHER_APP,
  PENNANT_APP,
  signIn,
} from './testing/test-emulator';

const USER_URL = `${MOUNT.apiz}/commerce/identity/v1/user/`;

describe('state persistence', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ebay-emulator-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a second emulator on the same file accept what the first issued', async () => {
    const stateFile = join(dir, 'nested', 'ebay-state.json');
    const first = createTestEmulator({ stateFile });
    const { accessToken, refreshToken } = await signIn(first.http, 'persistent_dealer');
    const pendingCode = await obtainCode(first.http, 'persistent_dealer');
    const firstUser = await first.http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    const firstKid = (await first.http.get(`${MOUNT.control}/state`)).body.signingKeyId;
    await first.emulator.close();

    const second = createTestEmulator({ stateFile });
    const user = await second.http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    expect(user.status).toBe(200);
    expect(user.body).toEqual(firstUser.body);
    const refreshed = await second.http
      .post(`${MOUNT.api}/identity/v1/oauth2/token`)
      .set('Authorization', basicAuth(PENNANT_APP))
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(refreshed.status).toBe(200);
    const exchanged = await second.http
      .post(`${MOUNT.api}/identity/v1/oauth2/token`)
      .set('Authorization', basicAuth(PENNANT_APP))
      .type('form')
      .send({
        grant_type: 'authorization_code',
        code: pendingCode,
        redirect_uri: PENNANT_APP.ruName,
      });
    expect(exchanged.status).toBe(200);
    const again = await signIn(second.http, 'persistent_dealer');
    const sameUser = await second.http
      .get(USER_URL)
      .set('Authorization', `Bearer ${again.accessToken}`);
    expect(sameUser.body.userId).toBe(firstUser.body.userId);
    expect((await second.http.get(`${MOUNT.control}/state`)).body.signingKeyId).toBe(firstKid);
  });

  it('keeps the clock offset, so expired tokens stay expired', async () => {
    const stateFile = join(dir, 'state.json');
    const first = createTestEmulator({ stateFile });
    const { accessToken } = await signIn(first.http);
    first.emulator.clock.advance(7201);
    await first.emulator.close();
    const second = createTestEmulator({ stateFile });
    expect(
      (await second.http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`)).status,
    ).toBe(401);
  });

  it('writes atomically, soon after a change, leaving only the state file behind', async () => {
    const stateFile = join(dir, 'state.json');
    const { http } = createTestEmulator({ stateFile });
    await signIn(http);
    await new Promise((resolve) => setTimeout(resolve, STATE_WRITE_DELAY_MS + 100));
    expect(readdirSync(dir)).toEqual(['state.json']);
    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(Object.keys(saved.accounts)).toEqual(['card_dealer_1']);
    expect(saved.signingKey.privateKeyPem).toContain('PRIVATE KEY');
  });

  it('stays in memory without a state file', async () => {
    const { http } = createTestEmulator();
    await signIn(http);
    expect(existsSync(join(dir, 'state.json'))).toBe(false);
  });
});

describe('createEbayEmulator options', () => {
  it('refuses an incomplete or duplicate app', () => {
    expect(() => createEbayEmulator({ apps: [{ ...PENNANT_APP, ruName: '' }] })).toThrow(/ruName/);
    expect(() => createEbayEmulator({ apps: [OTHER_APP, OTHER_APP] })).toThrow(/twice/);
  });

  it('mounts anywhere: links and form actions follow the mount point', async () => {
    const emulator = createEbayEmulator({ apps: [PENNANT_APP] });
    const app = express();
    app.use('/deep/mount/auth', emulator.auth);
    const page = await request(app).get('/deep/mount/auth/oauth2/authorize').query({
      client_id: PENNANT_APP.clientId,
      redirect_uri: PENNANT_APP.ruName,
      response_type: 'code',
      scope: 'https://api.ebay.com/oauth/api_scope',
    });
    expect(page.text).toContain('action="/deep/mount/auth/oauth2/authorize"');
  });
});

describe('byHostname', () => {
  const emulator = createEbayEmulator({ apps: [PENNANT_APP] });
  const app = express();
  app.use(emulator.byHostname);
  app.use((_req, res) => {
    res.status(418).send('not eBay');
  });
  const http = request(app);

  it('serves the consent page on auth. and auth.sandbox., with root-relative form actions', async () => {
    for (const host of ['auth.ebay.com', 'auth.sandbox.ebay.com', 'auth.localhost:4100']) {
      const page = await http.get('/oauth2/authorize').set('Host', host).query({
        client_id: PENNANT_APP.clientId,
        redirect_uri: PENNANT_APP.ruName,
        response_type: 'code',
        scope: 'https://api.ebay.com/oauth/api_scope',
      });
      expect(page.status).toBe(200);
      expect(page.text).toContain('action="/oauth2/authorize"');
    }
  });

  it('serves the token endpoint on api. and identity on apiz., not the other way round', async () => {
    const token = await http
      .post('/identity/v1/oauth2/token')
      .set('Host', 'api.sandbox.ebay.com')
      .set('Authorization', basicAuth(PENNANT_APP))
      .type('form')
      .send({ grant_type: 'client_credentials', scope: 'https://api.ebay.com/oauth/api_scope' });
    expect(token.status).toBe(200);
    const identity = await http
      .get('/commerce/identity/v1/user/')
      .set('Host', 'apiz.sandbox.ebay.com');
    expect(identity.status).toBe(401);
    const wrongHost = await http.get('/commerce/identity/v1/user/').set('Host', 'api.ebay.com');
    expect(wrongHost.status).toBe(404);
  });

  it('passes other hosts on', async () => {
    const response = await http.get('/oauth2/authorize').set('Host', 'shop.ebay.com');
    expect(response.status).toBe(418);
  });
});

describe('mountEmulator helper', () => {
  it('mounts every router under /__ebay', async () => {
    const { emulator } = createTestEmulator();
    const response = await request(mountEmulator(emulator)).get(`${MOUNT.control}/clock`);
    expect(response.status).toBe(200);
  });
});
