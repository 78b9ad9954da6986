import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import { appToken, createTestEmulator, MOUNT, signIn } from '../testing/test-emulator';

const USER_URL = `${MOUNT.apiz}/commerce/identity/v1/user/`;
const SPEC = 'commerce_identity_v1_oas3.json';
const INVALID_TOKEN = {
  errors: [
    {
      errorId: 1001,
      domain: 'OAuth',
      category: 'REQUEST',
      message: 'Invalid access token',
      longMessage:
        'Invalid access token. Check the value of the Authorization HTTP request header.',
    },
  ],
};
const ACCESS_DENIED = {
  errors: [
    {
      errorId: 1100,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Access denied',
      longMessage: 'Insufficient permissions to fulfill the request.',
    },
  ],
};

describe('Identity getUser', () => {
  it('returns the signed-in account, shaped as the contract’s UserResponse', async () => {
    const { http } = createTestEmulator();
    const { accessToken } = await signIn(http, 'mickey_cards');
    const response = await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'UserResponse', response.body);
    expect(response.body).toEqual({
      userId: expect.stringMatching(/^[A-Za-z0-9]{11}$/),
      username: 'mickey_cards',
      accountType: 'INDIVIDUAL',
      registrationMarketplaceId: 'EBAY_US',
      status: 'CONFIRMED',
      individualAccount: {
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: 'mickey_cards@example.com',
      },
    });
  });

  it('gives the same userId to the same username on every sign-in', async () => {
    const { http } = createTestEmulator();
    const first = await signIn(http, 'mickey_cards');
    const second = await signIn(http, 'mickey_cards');
    const other = await signIn(http, 'willie_cards');
    const userIdOf = async (token: string) =>
      (await http.get(USER_URL).set('Authorization', `Bearer ${token}`)).body.userId;
    expect(await userIdOf(first.accessToken)).toBe(await userIdOf(second.accessToken));
    expect(await userIdOf(other.accessToken)).not.toBe(await userIdOf(first.accessToken));
  });

  it('answers 401 errorId 1001 without a token or with an unknown one', async () => {
    const { http } = createTestEmulator();
    const missing = await http.get(USER_URL);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(INVALID_TOKEN);
    assertErrorEnvelope(SPEC, missing.body);
    const unknown = await http.get(USER_URL).set('Authorization', 'Bearer v^1.1#i^1#made-up');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(INVALID_TOKEN);
  });

  it('answers 401 errorId 1001 once the token is older than 7200 s', async () => {
    const { http, emulator } = createTestEmulator();
    const { accessToken } = await signIn(http);
    emulator.clock.advance(7199);
    expect((await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`)).status).toBe(
      200,
    );
    emulator.clock.advance(2);
    const expired = await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(INVALID_TOKEN);
  });

  it('answers 403 errorId 1100 to a user token without commerce.identity.readonly', async () => {
    const { http } = createTestEmulator();
    const { accessToken } = await signIn(http, 'card_dealer_1', [EBAY_SCOPES.sellInventory]);
    const response = await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(ACCESS_DENIED);
    assertErrorEnvelope(SPEC, response.body);
  });

  it('answers 403 to an application token', async () => {
    const { http } = createTestEmulator();
    const response = await http
      .get(USER_URL)
      .set('Authorization', `Bearer ${await appToken(http)}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(ACCESS_DENIED);
  });

  it('is served on the apiz host only, and only with the trailing slash', async () => {
    const { http } = createTestEmulator();
    const { accessToken } = await signIn(http);
    const withoutSlash = await http
      .get(`${MOUNT.apiz}/commerce/identity/v1/user`)
      .set('Authorization', `Bearer ${accessToken}`);
    expect(withoutSlash.status).toBe(404);
    assertErrorEnvelope(SPEC, withoutSlash.body);
    const onApi = await http
      .get(`${MOUNT.api}/commerce/identity/v1/user/`)
      .set('Authorization', `Bearer ${accessToken}`);
    expect(onApi.status).toBe(404);
  });
});

describe('faults on the REST hosts', () => {
  it('answers the next matching requests 429 with Retry-After, before the bearer check, then recovers', async () => {
    const { http, emulator } = createTestEmulator();
    const { accessToken } = await signIn(http);
    emulator.faults.inject({ status: 429, count: 2, pathPrefix: '/commerce/identity' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const limited = await http.get(USER_URL);
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('1');
      expect(limited.body).toEqual({
        errors: [
          {
            errorId: 2001,
            domain: 'ACCESS',
            category: 'REQUEST',
            message: 'Too many requests. The request limit has been reached for the resource.',
          },
        ],
      });
      assertErrorEnvelope(SPEC, limited.body);
    }
    const recovered = await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    expect(recovered.status).toBe(200);
  });

  it('answers 500 with errorId 25001 by default, in the API’s domain', async () => {
    const { http, emulator } = createTestEmulator();
    const { accessToken } = await signIn(http);
    emulator.faults.inject({ status: 500, host: 'apiz' });
    const failed = await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    expect(failed.status).toBe(500);
    expect(failed.body.errors[0]).toMatchObject({
      errorId: 25001,
      domain: 'API_IDENTITY',
      category: 'APPLICATION',
      message: 'A system error has occurred.',
    });
    expect((await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`)).status).toBe(
      200,
    );
  });

  it('leaves requests on other paths or hosts alone', async () => {
    const { http, emulator } = createTestEmulator();
    const { accessToken } = await signIn(http);
    emulator.faults.inject({ status: 500, errorId: 25025, pathPrefix: '/sell/inventory' });
    emulator.faults.inject({ status: 429, host: 'api' });
    expect((await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`)).status).toBe(
      200,
    );
    emulator.faults.clear();
    expect((await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`)).status).toBe(
      200,
    );
  });
});
