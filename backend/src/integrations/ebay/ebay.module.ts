import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { EbayOAuthClient } from './ebay-oauth.client';
import type { EbayEndpoints } from './ebay-endpoints';

export const EBAY_ENDPOINTS = Symbol('EBAY_ENDPOINTS');

function endpointsFrom(config: AppConfig): EbayEndpoints {
  return {
    authBaseUrl: config.ebay.authBaseUrl,
    apiBaseUrl: config.ebay.apiBaseUrl,
    apizBaseUrl: config.ebay.apizBaseUrl,
    apimBaseUrl: config.ebay.apimBaseUrl,
    wwwBaseUrl: config.ebay.wwwBaseUrl,
  };
}

/** eBay's OAuth client and endpoints, configured once; the same code talks to the emulator or real eBay. */
@Global()
@Module({
  providers: [
    { provide: EBAY_ENDPOINTS, inject: [APP_CONFIG], useFactory: endpointsFrom },
    {
      provide: EbayOAuthClient,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new EbayOAuthClient(endpointsFrom(config), {
          clientId: config.ebay.clientId,
          clientSecret: config.ebay.clientSecret,
          ruName: config.ebay.ruName,
        }),
    },
  ],
  exports: [EBAY_ENDPOINTS, EbayOAuthClient],
})
export class EbayModule {}
