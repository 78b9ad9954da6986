import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EBAY_SCOPES, PENNANT_USER_SCOPES } from '@pennant/ebay-openapi';
import {
  APP_GRANT_SCOPES,
  areAppGrantScopes,
  isSubsetOf,
  KNOWN_SCOPES,
  parseScopes,
  unknownScopes,
} from './scopes';

const OPENAPI_DIR = join(__dirname, '../../../ebay-openapi/openapi');

interface OAuthFlows {
  components: {
    securitySchemes: { api_auth: { flows: Record<string, { scopes: Record<string, string> }> } };
  };
}

function contractScopes(flow: string): string[] {
  return readdirSync(OPENAPI_DIR).flatMap((file) => {
    const spec = JSON.parse(readFileSync(join(OPENAPI_DIR, file), 'utf8')) as OAuthFlows;
    return Object.keys(spec.components.securitySchemes.api_auth.flows[flow]?.scopes ?? {});
  });
}

describe('scopes', () => {
  it('knows every scope eBay’s contracts declare, and Pennant’s with their .readonly variants', () => {
    expect(unknownScopes(contractScopes('authorizationCode'))).toEqual([]);
    expect(unknownScopes(contractScopes('clientCredentials'))).toEqual([]);
    expect(unknownScopes([...PENNANT_USER_SCOPES])).toEqual([]);
    expect(KNOWN_SCOPES.has(`${EBAY_SCOPES.identityReadonly}`)).toBe(true);
    expect(KNOWN_SCOPES.has(`${EBAY_SCOPES.sellInventory}.readonly`)).toBe(true);
    expect(KNOWN_SCOPES.has(`${EBAY_SCOPES.api}.readonly`)).toBe(false);
  });

  it('lets application tokens carry exactly the contracts’ client-credentials scopes', () => {
    expect([...APP_GRANT_SCOPES].sort()).toEqual(
      [...new Set(contractScopes('clientCredentials'))].sort(),
    );
    expect(areAppGrantScopes([EBAY_SCOPES.api, EBAY_SCOPES.marketplaceInsights])).toBe(true);
    expect(areAppGrantScopes([EBAY_SCOPES.sellInventory])).toBe(false);
  });

  it('parses space-separated lists, dropping repeats and blanks', () => {
    expect(
      parseScopes(` ${EBAY_SCOPES.api}  ${EBAY_SCOPES.api}\t${EBAY_SCOPES.sellAccount} `),
    ).toEqual([EBAY_SCOPES.api, EBAY_SCOPES.sellAccount]);
    expect(parseScopes('   ')).toBeUndefined();
    expect(parseScopes(['a', 'b'])).toBeUndefined();
  });

  it('checks subsets', () => {
    expect(isSubsetOf([EBAY_SCOPES.api], [EBAY_SCOPES.api, EBAY_SCOPES.sellAccount])).toBe(true);
    expect(isSubsetOf([EBAY_SCOPES.sellFulfillment], [EBAY_SCOPES.api])).toBe(false);
  });
});
