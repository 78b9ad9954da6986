import { createTestEmulator, MOUNT, signIn } from '../testing/test-emulator';

const USER_URL = `${MOUNT.apiz}/commerce/identity/v1/user/`;

describe('control API', () => {
  it('injects faults from JSON, lists them, and clears them', async () => {
    const { http } = createTestEmulator();
    const { accessToken } = await signIn(http);
    const injected = await http
      .post(`${MOUNT.control}/faults`)
      .send({ status: 500, errorId: 25025, count: 3, pathPrefix: '/commerce/identity' });
    expect(injected.status).toBe(201);
    expect(injected.body.faults).toEqual([
      { status: 500, errorId: 25025, remaining: 3, pathPrefix: '/commerce/identity' },
    ]);
    const failed = await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`);
    expect(failed.status).toBe(500);
    expect(failed.body.errors[0].errorId).toBe(25025);
    expect((await http.get(`${MOUNT.control}/faults`)).body.faults[0].remaining).toBe(2);
    expect((await http.delete(`${MOUNT.control}/faults`)).status).toBe(204);
    expect((await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`)).status).toBe(
      200,
    );
  });

  it('refuses a malformed fault', async () => {
    const { http } = createTestEmulator();
    for (const body of [
      { status: 418 },
      { status: 429, count: 0 },
      { status: 429, host: 'nowhere' },
    ]) {
      const response = await http.post(`${MOUNT.control}/faults`).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    }
    const notJson = await http
      .post(`${MOUNT.control}/faults`)
      .set('Content-Type', 'application/json')
      .send('{nope');
    expect(notJson.status).toBe(400);
  });

  it('can fault the consent page when asked for the auth host', async () => {
    const { http, emulator } = createTestEmulator();
    emulator.faults.inject({ status: 429, host: 'auth' });
    const limited = await http.get(`${MOUNT.auth}/oauth2/authorize`);
    expect(limited.status).toBe(429);
    expect(limited.type).toBe('text/html');
    expect(limited.headers['retry-after']).toBe('1');
  });

  it('advances the clock, which expires tokens', async () => {
    const { http } = createTestEmulator();
    const { accessToken } = await signIn(http);
    const advanced = await http.post(`${MOUNT.control}/clock`).send({ advanceSeconds: 7201 });
    expect(advanced.status).toBe(200);
    expect(advanced.body).toEqual({
      now: '2026-03-01T14:00:01.000Z',
      nowMs: Date.parse('2026-03-01T14:00:01.000Z'),
      offsetSeconds: 7201,
      orders: [],
    });
    expect((await http.get(USER_URL).set('Authorization', `Bearer ${accessToken}`)).status).toBe(
      401,
    );
    expect((await http.post(`${MOUNT.control}/clock`).send({ advanceSeconds: -5 })).status).toBe(
      400,
    );
    expect((await http.post(`${MOUNT.control}/clock`).send({})).status).toBe(400);
  });

  it('summarizes state without giving away tokens or secrets', async () => {
    const { http } = createTestEmulator();
    const { accessToken, refreshToken } = await signIn(http, 'summary_dealer');
    const response = await http.get(`${MOUNT.control}/state`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      now: '2026-03-01T12:00:00.000Z',
      clockOffsetSeconds: 0,
      accounts: [{ username: 'summary_dealer', userId: expect.any(String) }],
      activeAuthorizationCodes: 0,
      activeAccessTokens: { user: 1, app: 0 },
      activeRefreshTokens: 1,
      signingKeyId: expect.any(String),
      pendingFaults: [],
    });
    expect(response.text).not.toContain(accessToken);
    expect(response.text).not.toContain(refreshToken);
    expect(response.text).not.toContain('clientSecret');
  });
});
