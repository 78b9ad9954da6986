import { EBAY_APIS, type EbayApiName } from '@pennant/ebay-openapi';

export interface EbayEndpoints {
  authBaseUrl: string;
  apiBaseUrl: string;
  apizBaseUrl: string;
  /** Media API (pictures). */
  apimBaseUrl: string;
  /** The site with item pages. */
  wwwBaseUrl: string;
}

export interface EbayCredentials {
  clientId: string;
  clientSecret: string;
  ruName: string;
}

/** The base URL of one eBay API, e.g. https://apiz.ebay.com/commerce/identity/v1 */
export function apiBaseUrl(endpoints: EbayEndpoints, api: EbayApiName): string {
  const { host, basePath } = EBAY_APIS[api];
  const base =
    host === 'apiz'
      ? endpoints.apizBaseUrl
      : host === 'apim'
        ? endpoints.apimBaseUrl
        : endpoints.apiBaseUrl;
  return `${base}${basePath}`;
}
