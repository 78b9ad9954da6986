import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { DeletionEndpoint, startDeletionEndpoint } from '../testing/deletion-endpoint';
import {
  appToken,
  createTestEmulator,
  MOUNT,
  signIn,
  TestEmulator,
} from '../testing/test-emulator';
import { challengeResponseFor } from './account-deletion';

const VERIFICATION_TOKEN = 'pennant_verification_token_0123456789-abcdef';

interface Harness {
  test: TestEmulator;
  endpoint: DeletionEndpoint;
  userId: string;
}

async function harness(endpointToken = VERIFICATION_TOKEN): Promise<Harness> {
  // The endpoint needs the emulator (for the public key) and the emulator needs the endpoint's URL.
  const emulatorRef: { current?: TestEmulator } = {};
  const endpoint = await startDeletionEndpoint({
    verificationToken: endpointToken,
    fetchPublicKey: async (kid) => {
      const http = emulatorRef.current?.http;
      if (!http) throw new Error('emulator not ready');
      const token = await appToken(http, EBAY_SCOPES.api);
      const response = await http
        .get(`${MOUNT.api}/commerce/notification/v1/public_key/${kid}`)
        .set('Authorization', `Bearer ${token}`);
      return response.body.key;
    },
  });
  const test = createTestEmulator({
    accountDeletion: { endpointUrl: endpoint.url, verificationToken: VERIFICATION_TOKEN },
  });
  emulatorRef.current = test;
  const { accessToken } = await signIn(test.http, 'leaving_dealer');
  const user = await test.http
    .get(`${MOUNT.apiz}/commerce/identity/v1/user/`)
    .set('Authorization', `Bearer ${accessToken}`);
  return { test, endpoint, userId: user.body.userId };
}

describe('account deletion driver', () => {
  const endpoints: DeletionEndpoint[] = [];
  const start = async (token?: string) => {
    const started = await harness(token);
    endpoints.push(started.endpoint);
    return started;
  };
  afterAll(async () => {
    await Promise.all(endpoints.map((endpoint) => endpoint.close()));
  });

  it('passes the challenge, then posts the signed notification', async () => {
    const { test, endpoint, userId } = await start();
    const result = await test.emulator.sendAccountDeletion(userId);
    expect(result).toEqual({ challengeOk: true, status: 204 });
    expect(endpoint.challenges).toHaveLength(1);
    expect(endpoint.received).toHaveLength(1);
    expect(endpoint.received[0].signatureValid).toBe(true);
    expect(endpoint.received[0].body).toEqual({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: expect.stringMatching(/^[0-9a-f-]{36}_[0-9a-f-]{36}$/),
        eventDate: '2026-03-01T12:00:00.000Z',
        publishDate: expect.stringMatching(/^2026-03-01T12:00:00\.\d{3}Z$/),
        publishAttemptCount: 1,
        data: { username: 'leaving_dealer', userId, eiasToken: expect.any(String) },
      },
    });
  });

  it('sends the notice alone when told, as eBay does once the endpoint was checked', async () => {
    const { test, endpoint, userId } = await start();
    const result = await test.http
      .post(`${MOUNT.control}/account-deletion`)
      .send({ userId, challenge: false });
    expect(result.body).toEqual({ challengeOk: true, status: 204 });
    expect(endpoint.challenges).toHaveLength(0);
    expect(endpoint.received).toHaveLength(1);
    expect(endpoint.received[0].signatureValid).toBe(true);
    const refused = await test.http
      .post(`${MOUNT.control}/account-deletion`)
      .send({ userId, challenge: 'no' });
    expect(refused.status).toBe(400);
  });

  it('keeps the account afterwards: eBay does not say it deleted anything', async () => {
    const { test, userId } = await start();
    await test.emulator.sendAccountDeletion(userId);
    const state = await test.http.get(`${MOUNT.control}/state`);
    expect(state.body.accounts).toContainEqual(
      expect.objectContaining({ username: 'leaving_dealer', userId }),
    );
  });

  it('sends nothing when the endpoint answers the challenge wrongly', async () => {
    const { test, endpoint, userId } = await start('some_other_verification_token_0123456789');
    const result = await test.emulator.sendAccountDeletion(userId);
    expect(result).toEqual({ challengeOk: false, status: 200 });
    expect(endpoint.received).toHaveLength(0);
  });

  it('is also driven by POST /account-deletion on the control router', async () => {
    const { test, endpoint, userId } = await start();
    const response = await test.http.post(`${MOUNT.control}/account-deletion`).send({ userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ challengeOk: true, status: 204 });
    expect(endpoint.received[0].signatureValid).toBe(true);
    const unknown = await test.http
      .post(`${MOUNT.control}/account-deletion`)
      .send({ userId: 'nobody12345' });
    expect(unknown.status).toBe(404);
  });

  it('uses the fetch it was given', async () => {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      const url = new URL(String(input));
      const code = url.searchParams.get('challenge_code');
      if (!code) return new Response(null, { status: 204 });
      const endpoint = {
        endpointUrl: 'https://pennant.test/ebay/deletion',
        verificationToken: 'token',
      };
      return Response.json({ challengeResponse: challengeResponseFor(code, endpoint) });
    };
    const { emulator, http } = createTestEmulator({
      fetchImpl,
      accountDeletion: {
        endpointUrl: 'https://pennant.test/ebay/deletion',
        verificationToken: 'token',
      },
    });
    await signIn(http, 'fetch_dealer');
    const { accounts } = (await http.get(`${MOUNT.control}/state`)).body;
    const result = await emulator.sendAccountDeletion(accounts[0].userId);
    expect(result).toEqual({ challengeOk: true, status: 204 });
    expect(calls).toEqual([
      expect.stringMatching(
        /^GET https:\/\/pennant\.test\/ebay\/deletion\?challenge_code=[0-9a-f]{64}$/,
      ),
      'POST https://pennant.test/ebay/deletion',
    ]);
  });

  it('reports an unreachable endpoint as 502 on the control router', async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const { http } = createTestEmulator({
      fetchImpl,
      accountDeletion: { endpointUrl: 'https://down.test/deletion', verificationToken: 'token' },
    });
    await signIn(http, 'unreachable_dealer');
    const { accounts } = (await http.get(`${MOUNT.control}/state`)).body;
    const response = await http
      .post(`${MOUNT.control}/account-deletion`)
      .send({ userId: accounts[0].userId });
    expect(response.status).toBe(502);
    expect(response.body.error).toContain('fetch failed');
  });

  it('refuses when no endpoint is configured', async () => {
    const { emulator, http } = createTestEmulator();
    await expect(emulator.sendAccountDeletion('ma8vp1jySJC')).rejects.toThrow(/no accountDeletion/);
    const response = await http.post(`${MOUNT.control}/account-deletion`).send({ userId: 'x' });
    expect(response.status).toBe(409);
  });
});

describe('challengeResponseFor', () => {
  it('hashes challenge code, verification token and endpoint, in that order', () => {
    const endpoint = { verificationToken: 'token', endpointUrl: 'https://e.test/x' };
    expect(challengeResponseFor('abc', endpoint)).toBe(
      '51bd9ff827fc32d98fa215170aa96d48789ab8945c773444999a43529ec7ff71',
    );
  });
});
