import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyState } from '../core/state';
import {
  agree,
  consentQuery,
  createTestEmulator,
  MOUNT,
  OTHER_APP,
  passwordFor,
  PENNANT_APP,
  USER_SCOPES,
} from '../testing/test-emulator';

describe('consent page GET /oauth2/authorize', () => {
  const { http } = createTestEmulator();
  const authorize = (query: Record<string, string>) =>
    http.get(`${MOUNT.auth}/oauth2/authorize`).query(query);

  it('refuses an unknown client_id with a 400 page and no redirect', async () => {
    const response = await authorize(consentQuery({ client_id: 'Nobody-App-PRD-000' }));
    expect(response.status).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('is not a registered application');
  });

  it('refuses a redirect_uri that is not the app RuName', async () => {
    const response = await authorize(consentQuery({ redirect_uri: OTHER_APP.ruName }));
    expect(response.status).toBe(400);
    expect(response.text).toContain('redirect_uri must be the RuName');
  });

  it('refuses a URL as redirect_uri: eBay wants the RuName', async () => {
    const response = await authorize(consentQuery({ redirect_uri: PENNANT_APP.acceptUrl }));
    expect(response.status).toBe(400);
  });

  it('refuses an unknown scope and names it', async () => {
    const bad = 'https://api.ebay.com/oauth/api_scope/sell.everything';
    const response = await authorize(consentQuery({ scope: `${USER_SCOPES.join(' ')} ${bad}` }));
    expect(response.status).toBe(400);
    expect(response.text).toContain('sell.everything');
  });

  it('refuses a missing scope and a response_type other than code', async () => {
    expect((await authorize(consentQuery({ scope: undefined }))).status).toBe(400);
    const token = await authorize(consentQuery({ response_type: 'token' }));
    expect(token.status).toBe(400);
    expect(token.text).toContain('response_type');
  });

  it('shows a sign-in form with a labelled Username field and Agree/Decline buttons', async () => {
    const response = await authorize(consentQuery({ locale: 'de-DE', prompt: 'login' }));
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Sign in or Register | eBay</title>');
    expect(response.text).toContain('<html lang="de-DE">');
    expect(response.text).toMatch(/<label for="username">Username<\/label>/);
    expect(response.text).toMatch(/<input type="text" id="username" name="username"/);
    expect(response.text).toMatch(/<label for="password">Password<\/label>/);
    expect(response.text).toMatch(
      /<input type="password" id="password" name="password" autocomplete="current-password">/,
    );
    expect(response.text).toMatch(
      /<button type="submit" name="action" value="agree"[^>]*>Agree<\/button>/,
    );
    expect(response.text).toMatch(
      /<button type="submit" name="action" value="decline"[^>]*>Decline<\/button>/,
    );
    expect(response.text).toContain(`<form method="post" action="${MOUNT.auth}/oauth2/authorize">`);
    expect(response.text).toContain('<input type="hidden" name="state" value="xyz-123">');
    expect(response.text).toContain('<input type="hidden" name="prompt" value="login">');
  });

  it('escapes what it echoes', async () => {
    const response = await authorize(consentQuery({ state: '"><script>alert(1)</script>' }));
    expect(response.text).not.toContain('<script>alert(1)</script>');
    expect(response.text).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('consent page POST /oauth2/authorize', () => {
  const { http } = createTestEmulator();

  it('on Agree redirects to the accept URL with an encoded code, expires_in=299 and state', async () => {
    const response = await agree(http, '  card_dealer_1  ');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(PENNANT_APP.acceptUrl);
    expect(location.searchParams.get('state')).toBe('xyz-123');
    expect(location.searchParams.get('expires_in')).toBe('299');
    expect(location.searchParams.get('code')).toMatch(
      /^v\^1\.1#i\^1#p\^3#r\^1#I\^3#f\^0#t\^[\w-]+$/,
    );
    expect(response.headers.location).toContain('code=v%5E1.1%23i%5E1');
  });

  it('leaves state out when the app sent none', async () => {
    const response = await agree(http, 'card_dealer_1', { state: undefined });
    expect(new URL(response.headers.location).searchParams.has('state')).toBe(false);
  });

  it('re-renders the form with an error when the username is blank', async () => {
    const response = await agree(http, '   ');
    expect(response.status).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.text).toContain('Enter your username');
    expect(response.text).toContain('<label for="username">Username</label>');
  });

  it('on Decline redirects to the decline URL with error=access_denied and state', async () => {
    const response = await http
      .post(`${MOUNT.auth}/oauth2/authorize`)
      .type('form')
      .send({ ...consentQuery(), action: 'decline' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location);
    expect(location.pathname).toBe('/api/auth/ebay/declined');
    expect(location.searchParams.get('from')).toBe('ebay');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('xyz-123');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('checks the carried parameters again', async () => {
    const response = await agree(http, 'card_dealer_1', { client_id: 'forged' });
    expect(response.status).toBe(400);
  });

  it('reuses the account of a returning username, case-insensitively', async () => {
    await agree(http, 'ReturningDealer');
    await agree(http, 'returningdealer');
    const state = await http.get(`${MOUNT.control}/state`);
    const matches = state.body.accounts.filter(
      (account: { username: string }) => account.username.toLowerCase() === 'returningdealer',
    );
    expect(matches).toHaveLength(1);
    expect(matches[0].userId).toMatch(/^[A-Za-z0-9]{11}$/);
  });
});

describe('consent page passwords', () => {
  const NOW = Date.parse('2026-03-01T12:00:00.000Z');

  it('sets the password at the first sign-in and wants it at the next', async () => {
    const { http } = createTestEmulator();
    expect((await agree(http, 'pw_dealer', {}, undefined, 'first-password')).status).toBe(302);
    const wrong = await agree(http, 'PW_Dealer', {}, undefined, 'second-password');
    expect(wrong.status).toBe(401);
    expect(wrong.type).toBe('text/html');
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.text).toContain('The username or password is incorrect.');
    expect((await agree(http, 'PW_Dealer', {}, undefined, 'first-password')).status).toBe(302);
  });

  it('asks again for a missing password, and for one of at least 8 characters at the first sign-in', async () => {
    const { http } = createTestEmulator();
    const missing = await agree(http, 'pw_dealer', {}, undefined, '');
    expect(missing.status).toBe(200);
    expect(missing.text).toContain('Enter your password to continue.');
    expect(missing.text).toContain('value="pw_dealer"');
    const short = await agree(http, 'pw_dealer', {}, undefined, 'short');
    expect(short.text).toContain('Choose a password of at least 8 characters.');
    const state = await http.get(`${MOUNT.control}/state`);
    expect(state.body.accounts).toEqual([]);
  });

  it('limits wrong passwords to 5 a minute per username: then 429, even with the right one', async () => {
    const { http, emulator } = createTestEmulator();
    await agree(http, 'target_dealer');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await agree(http, 'target_dealer', {}, undefined, `guess-${attempt}-xx`)).status,
      ).toBe(401);
    }
    const limited = await agree(http, 'target_dealer');
    expect(limited.status).toBe(429);
    expect(limited.type).toBe('text/html');
    expect(limited.headers['retry-after']).toBe('60');
    emulator.clock.advance(61);
    expect((await agree(http, 'target_dealer')).status).toBe(302);
  });

  it('limits wrong passwords per address too, across usernames', async () => {
    const { http } = createTestEmulator();
    const names = ['a_dealer', 'b_dealer', 'c_dealer', 'd_dealer', 'e_dealer', 'f_dealer'];
    for (const name of names) await agree(http, name);
    for (const name of names.slice(0, 5)) {
      expect((await agree(http, name, {}, undefined, 'not-the-password')).status).toBe(401);
    }
    expect((await agree(http, 'f_dealer')).status).toBe(429);
  });

  it('gives an account from an older state file (no password) the one used at its next sign-in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ebay-consent-'));
    try {
      const stateFile = join(dir, 'state.json');
      const state = emptyState();
      state.accounts.old_dealer = {
        userId: 'OldDealer01',
        username: 'old_dealer',
        firstName: 'Avery',
        lastName: 'Mays',
        email: 'old_dealer@example.com',
        eiasToken: 'nY+sHZ2PrBmdj6wVold',
        createdAt: new Date(NOW).toISOString(),
      };
      writeFileSync(stateFile, JSON.stringify(state));
      const { http } = createTestEmulator({ stateFile });
      expect(
        (await agree(http, 'old_dealer', {}, undefined, passwordFor('old_dealer'))).status,
      ).toBe(302);
      const accounts = (await http.get(`${MOUNT.control}/state`)).body.accounts;
      expect(accounts).toEqual([
        expect.objectContaining({ userId: 'OldDealer01', hasPassword: true }),
      ]);
      expect((await agree(http, 'old_dealer', {}, undefined, 'another-password')).status).toBe(401);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
