import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';
import { answerConsent, openConsent, signIn } from './support/sign-in';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('Sessions: stored only for what a signed-in dealer needs', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sessionRows = () =>
    app.query<{ sid: string; expire: Date; sess: Record<string, unknown> }>(
      `SELECT sid, expire, sess FROM session ORDER BY expire`,
    );
  const expiresIn = (row: { expire: Date }) => new Date(row.expire).getTime() - Date.now();

  it('keeps no session for signed-out calls that hold nothing', async () => {
    const before = (await sessionRows()).length;
    await app.http.get('/api/auth/user').expect(401);
    await app.http.get('/api/public/metrics').expect(200);
    await app.http.post('/api/logout').expect(204);
    await app.http.get('/api/health').expect(200);
    expect(await sessionRows()).toHaveLength(before);
  });

  it('lets an unfinished sign-in expire within minutes, and gives the dealer a long one after', async () => {
    await app.query(`DELETE FROM session`);
    const { agent, login, fields } = await openConsent(app);
    const [pending] = await sessionRows();
    expect(await sessionRows()).toHaveLength(1);
    expect(pending.sess.oauth).toBeDefined();
    expect(expiresIn(pending)).toBeGreaterThan(10 * MINUTE);
    expect(expiresIn(pending)).toBeLessThanOrEqual(15 * MINUTE + 2000);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join(';');
    const cookieExpires = Date.parse(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? '');
    // Expires is written to the second.
    expect(cookieExpires - Date.now()).toBeLessThanOrEqual(15 * MINUTE + 1000);

    await agent.get(await answerConsent(agent, fields, 'long_session_after')).expect(302);
    const rows = await sessionRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].sid).not.toBe(pending.sid);
    expect(rows[0].sess.oauth).toBeUndefined();
    expect(rows[0].sess.passport).toEqual({ user: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(expiresIn(rows[0])).toBeGreaterThan(29 * DAY);
  });

  it('keeps a signed-in dealer’s session long while they reconnect eBay', async () => {
    const agent = await signIn(app, 'reconnect_keeps_session');
    await agent.post('/api/ebay/connect/start').expect(200);
    const [row] = await app.query<{ expire: Date }>(
      `SELECT expire FROM session WHERE sess->'oauth' IS NOT NULL AND sess->'passport'->>'user' IS NOT NULL`,
    );
    expect(expiresIn(row)).toBeGreaterThan(29 * DAY);
  });

  it('uses a state only once, and only in the browser that started it', async () => {
    const { agent, fields } = await openConsent(app);
    const callback = await answerConsent(agent, fields, 'single_use_state');
    expect((await agent.get(callback).expect(302)).headers.location).toMatch(/ebay_auth=success/);
    const again = await request(app.baseUrl).get(callback).expect(302);
    expect(again.headers.location).toBe('/?ebay_auth=error&reason=state');
  });

  it('ends the session on the server at logout', async () => {
    const agent = await signIn(app, 'logout_removes_row');
    const [{ id }] = await app.query<{ id: string }>(
      `SELECT id FROM dealer WHERE username = 'logout_removes_row'`,
    );
    const count = async () =>
      (await app.query(`SELECT 1 FROM session WHERE sess->'passport'->>'user' = $1`, [id])).length;
    expect(await count()).toBe(1);
    await agent.post('/api/logout').expect(204);
    expect(await count()).toBe(0);
  });

  it("ends every one of the dealer's sessions at log out everywhere, and no other dealer's", async () => {
    const laptop = await signIn(app, 'everywhere_dealer');
    const phone = await signIn(app, 'everywhere_dealer');
    const other = await signIn(app, 'another_everywhere_dealer');
    await phone.get('/api/auth/user').expect(200);
    await laptop.post('/api/logout/everywhere').expect(204);
    await laptop.get('/api/auth/user').expect(401);
    await phone.get('/api/auth/user').expect(401);
    await other.get('/api/auth/user').expect(200);
    await app.http.post('/api/logout/everywhere').expect(401);
  });
});
