import { createPublicKey } from 'node:crypto';
import { pemFromOneLine } from '../testing/deletion-endpoint';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import { appToken, createTestEmulator, MOUNT, signIn } from '../testing/test-emulator';

const SPEC = 'commerce_notification_v1_oas3.json';
const keyUrl = (kid: string) => `${MOUNT.api}/commerce/notification/v1/public_key/${kid}`;

async function signingKeyId(http: ReturnType<typeof createTestEmulator>['http']): Promise<string> {
  return (await http.get(`${MOUNT.control}/state`)).body.signingKeyId;
}

describe('Notification getPublicKey', () => {
  it('serves the P-256 key as one-line PEM with ECDSA/SHA1, shaped as the contract’s PublicKey', async () => {
    const { http } = createTestEmulator();
    const kid = await signingKeyId(http);
    const response = await http
      .get(keyUrl(kid))
      .set('Authorization', `Bearer ${await appToken(http)}`);
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'PublicKey', response.body);
    expect(response.body.algorithm).toBe('ECDSA');
    expect(response.body.digest).toBe('SHA1');
    expect(response.body.key).toMatch(
      /^-----BEGIN PUBLIC KEY-----MFkw[A-Za-z0-9+/=]+-----END PUBLIC KEY-----$/,
    );
    const key = createPublicKey(pemFromOneLine(response.body.key));
    expect(key.asymmetricKeyType).toBe('ec');
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('answers 404 errorId 195001 for an unknown key id', async () => {
    const { http } = createTestEmulator();
    const response = await http
      .get(keyUrl('00000000-0000-0000-0000-000000000000'))
      .set('Authorization', `Bearer ${await appToken(http)}`);
    expect(response.status).toBe(404);
    assertErrorEnvelope(SPEC, response.body);
    expect(response.body.errors[0]).toMatchObject({
      errorId: 195001,
      domain: 'API_NOTIFICATION',
      message: 'The specified key id is invalid.',
    });
  });

  it('wants an application token with api_scope', async () => {
    const { http } = createTestEmulator();
    const kid = await signingKeyId(http);
    expect((await http.get(keyUrl(kid))).status).toBe(401);
    const { accessToken } = await signIn(http);
    const withUserToken = await http.get(keyUrl(kid)).set('Authorization', `Bearer ${accessToken}`);
    expect(withUserToken.status).toBe(403);
  });
});
