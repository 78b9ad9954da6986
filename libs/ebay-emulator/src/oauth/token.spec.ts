import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import {
  basicAuth,
  createTestEmulator,
  exchangeCode,
  MOUNT,
  obtainCode,
  OTHER_APP,
  PENNANT_APP,
  signIn,
  USER_SCOPES,
} from '../testing/test-emulator';

const TOKEN_URL = `${MOUNT.api}/identity/v1/oauth2/token`;
const INVALID_CODE = {
  error: 'invalid_grant',
  error_description:
    'the provided authorization grant code is invalid or was issued to another client',
};
const INVALID_REFRESH = {
  error: 'invalid_grant',
  error_description:
    'the provided authorization refresh token is invalid or was issued to another client',
};
const INVALID_SCOPE = {
  error: 'invalid_scope',
  error_description:
    'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
};

describe('token endpoint: authorization_code grant', () => {
  it('exchanges a code for a user token and a refresh token', async () => {
    const { http } = createTestEmulator();
    const response = await exchangeCode(http, await obtainCode(http));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(response.body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'refresh_token_expires_in',
      'token_type',
    ]);
    expect(response.body).toMatchObject({
      expires_in: 7200,
      refresh_token_expires_in: 47304000,
      token_type: 'User Access Token',
    });
    expect(response.body.access_token).toMatch(/^v\^1\.1#i\^1#/);
    expect(response.body.refresh_token).toMatch(/^v\^1\.1#i\^1#/);
  });

  it('accepts a code only once', async () => {
    const { http } = createTestEmulator();
    const code = await obtainCode(http);
    expect((await exchangeCode(http, code)).status).toBe(200);
    const second = await exchangeCode(http, code);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(INVALID_CODE);
  });

  it('accepts a code for 299 seconds and refuses it after', async () => {
    const { http, emulator } = createTestEmulator();
    const fresh = await obtainCode(http);
    emulator.clock.advance(299);
    expect((await exchangeCode(http, fresh)).status).toBe(200);
    const stale = await obtainCode(http);
    emulator.clock.advance(300);
    const response = await exchangeCode(http, stale);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_CODE);
  });

  it('refuses a code issued to another client', async () => {
    const { http } = createTestEmulator();
    const othersCode = await obtainCode(http, 'card_dealer_1', {}, OTHER_APP);
    const response = await exchangeCode(http, othersCode, PENNANT_APP);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_CODE);
    expect((await exchangeCode(http, othersCode, OTHER_APP)).status).toBe(200);
  });

  it('refuses a redirect_uri other than the RuName the code was issued for', async () => {
    const { http } = createTestEmulator();
    const code = await obtainCode(http);
    const response = await exchangeCode(http, code, PENNANT_APP, PENNANT_APP.acceptUrl);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_CODE);
  });

  it('refuses an unknown or still URL-encoded code', async () => {
    const { http } = createTestEmulator();
    const code = await obtainCode(http);
    const encoded = await exchangeCode(http, encodeURIComponent(code));
    expect(encoded.body).toEqual(INVALID_CODE);
    expect((await exchangeCode(http, 'v^1.1#i^1#nothing')).body).toEqual(INVALID_CODE);
  });

  it('asks for code and redirect_uri', async () => {
    const { http } = createTestEmulator();
    const response = await http
      .post(TOKEN_URL)
      .set('Authorization', basicAuth(PENNANT_APP))
      .type('form')
      .send({ grant_type: 'authorization_code', redirect_uri: PENNANT_APP.ruName });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      error_description: 'request is missing a required parameter or malformed.',
    });
  });
});

describe('token endpoint: client authentication and request checks', () => {
  const { http } = createTestEmulator();
  const post = (authorization: string | undefined, form: Record<string, string>) => {
    const call = http.post(TOKEN_URL).type('form');
    return (authorization ? call.set('Authorization', authorization) : call).send(form);
  };
  const invalidClient = {
    error: 'invalid_client',
    error_description: 'client authentication failed',
  };

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const code = await obtainCode(http);
    const response = await post(basicAuth({ ...PENNANT_APP, clientSecret: 'wrong' }), {
      grant_type: 'authorization_code',
      code,
      redirect_uri: PENNANT_APP.ruName,
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(invalidClient);
  });

  it('refuses a missing, malformed or unknown client', async () => {
    const form = { grant_type: 'client_credentials', scope: EBAY_SCOPES.api };
    expect((await post(undefined, form)).body).toEqual(invalidClient);
    expect((await post('Basic !!!', form)).status).toBe(401);
    expect((await post(basicAuth({ clientId: 'x', clientSecret: 'y' }), form)).status).toBe(401);
  });

  it('answers invalid_request without grant_type and unsupported_grant_type for others', async () => {
    const auth = basicAuth(PENNANT_APP);
    expect((await post(auth, {})).body.error).toBe('invalid_request');
    const password = await post(auth, { grant_type: 'password' });
    expect(password.status).toBe(400);
    expect(password.body.error).toBe('unsupported_grant_type');
  });

  it('only reads form bodies', async () => {
    const response = await http
      .post(TOKEN_URL)
      .set('Authorization', basicAuth(PENNANT_APP))
      .send({ grant_type: 'client_credentials', scope: EBAY_SCOPES.api });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_request');
  });
});

describe('token endpoint: refresh_token grant', () => {
  const refresh = (
    http: ReturnType<typeof createTestEmulator>['http'],
    refreshToken: string,
    scope?: string,
    app = PENNANT_APP,
  ) =>
    http
      .post(TOKEN_URL)
      .set('Authorization', basicAuth(app))
      .type('form')
      .send({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        ...(scope ? { scope } : {}),
      });

  it('mints a new access token and no new refresh token', async () => {
    const { http } = createTestEmulator();
    const { accessToken, refreshToken } = await signIn(http);
    const response = await refresh(http, refreshToken, USER_SCOPES.join(' '));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^v\^1\.1#/),
      expires_in: 7200,
      token_type: 'User Access Token',
    });
    expect(response.body.access_token).not.toBe(accessToken);
  });

  it('keeps the granted scopes when no scope is sent and narrows them to a subset', async () => {
    const { http } = createTestEmulator();
    const { refreshToken } = await signIn(http);
    expect((await refresh(http, refreshToken)).status).toBe(200);
    const narrow = await refresh(http, refreshToken, EBAY_SCOPES.sellInventory);
    expect(narrow.status).toBe(200);
    const identity = await http
      .get(`${MOUNT.apiz}/commerce/identity/v1/user/`)
      .set('Authorization', `Bearer ${narrow.body.access_token}`);
    expect(identity.status).toBe(403);
  });

  it('refuses scopes beyond the consented ones with invalid_scope', async () => {
    const { http } = createTestEmulator();
    const { refreshToken } = await signIn(http, 'card_dealer_1', [EBAY_SCOPES.sellInventory]);
    const response = await refresh(
      http,
      refreshToken,
      `${EBAY_SCOPES.sellInventory} ${EBAY_SCOPES.sellAccount}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_SCOPE);
  });

  it('refuses an unknown, another client’s, or expired refresh token', async () => {
    const { http, emulator } = createTestEmulator();
    const { refreshToken } = await signIn(http);
    expect((await refresh(http, 'v^1.1#i^1#unknown')).body).toEqual(INVALID_REFRESH);
    const other = await refresh(http, refreshToken, undefined, OTHER_APP);
    expect(other.status).toBe(400);
    expect(other.body).toEqual(INVALID_REFRESH);
    emulator.clock.advance(47_304_000 + 1);
    expect((await refresh(http, refreshToken)).body).toEqual(INVALID_REFRESH);
  });
});

describe('token endpoint: client_credentials grant', () => {
  const { http } = createTestEmulator();
  const clientCredentials = (scope?: string) =>
    http
      .post(TOKEN_URL)
      .set('Authorization', basicAuth(PENNANT_APP))
      .type('form')
      .send({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });

  it('mints an application token for api_scope', async () => {
    const response = await clientCredentials(EBAY_SCOPES.api);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^v\^1\.1#i\^1#p\^1#/),
      expires_in: 7200,
      token_type: 'Application Access Token',
    });
  });

  it('accepts the Marketplace Insights app scope', async () => {
    const response = await clientCredentials(
      `${EBAY_SCOPES.api} ${EBAY_SCOPES.marketplaceInsights}`,
    );
    expect(response.status).toBe(200);
  });

  it('refuses user scopes, unknown scopes and a missing scope with invalid_scope', async () => {
    for (const scope of [EBAY_SCOPES.sellInventory, `${EBAY_SCOPES.api}/nope`, undefined]) {
      const response = await clientCredentials(scope);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(INVALID_SCOPE);
    }
  });
});
