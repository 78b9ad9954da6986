import createClient, { type Client } from 'openapi-fetch';
import type { EbayApiName } from '@pennant/ebay-openapi';
import { apiBaseUrl, type EbayEndpoints } from './ebay-endpoints';
import {
  DEFAULT_BACKOFF,
  fetchWithBackoff,
  type BackoffOptions,
  type FetchLike,
} from './fetch-with-backoff';

/** Supplies the bearer token for a call; `refresh` is asked once when eBay says the token is invalid. */
export interface AccessTokenSource {
  current(): Promise<string>;
  refresh(): Promise<string>;
}

/** eBay's "Invalid access token" (errorId 1001) answer. */
async function isInvalidTokenAnswer(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return text.includes('"errorId":1001') || text.includes('Invalid access token');
}

/** Adds the bearer token and eBay's headers; on an invalid-token answer, refreshes once and retries. */
function authorizedFetch(
  inner: FetchLike,
  tokens: AccessTokenSource,
  marketplaceId: string,
): FetchLike {
  const send = (request: Request, token: string) => {
    const authorized = new Request(request.clone(), { headers: new Headers(request.headers) });
    authorized.headers.set('Authorization', `Bearer ${token}`);
    authorized.headers.set('Accept-Language', 'en-US');
    authorized.headers.set('X-EBAY-C-MARKETPLACE-ID', marketplaceId);
    if (
      request.method !== 'GET' &&
      request.method !== 'DELETE' &&
      !authorized.headers.has('Content-Language')
    ) {
      authorized.headers.set('Content-Language', 'en-US');
    }
    return inner(authorized);
  };
  return async (request) => {
    const response = await send(request, await tokens.current());
    if (!(await isInvalidTokenAnswer(response))) return response;
    return send(request, await tokens.refresh());
  };
}

export interface EbayApiClientOptions {
  endpoints: EbayEndpoints;
  fetchImpl?: FetchLike;
  backoff?: BackoffOptions;
  marketplaceId?: string;
}

/**
 * A typed client for one eBay REST API, its paths and shapes generated from eBay's OpenAPI contract.
 * Backs off on 429 and 5xx; refreshes the token once on 401 "Invalid access token".
 */
export function createEbayApiClient<Paths extends object>(
  api: EbayApiName,
  tokens: AccessTokenSource,
  options: EbayApiClientOptions,
): Client<Paths> {
  const base = options.fetchImpl ?? ((request: Request) => fetch(request));
  const withBackoff = fetchWithBackoff(base, options.backoff ?? DEFAULT_BACKOFF);
  return createClient<Paths>({
    baseUrl: apiBaseUrl(options.endpoints, api),
    fetch: authorizedFetch(withBackoff, tokens, options.marketplaceId ?? 'EBAY_US'),
  });
}
