import { createCallQuotas } from './core/call-quotas';
import { createClock } from './core/clock';
import type { EmulatorContext } from './core/context';
import { createFaultQueue } from './core/faults';
import { createHostDispatcher } from './core/host-dispatch';
import { createStateStore } from './core/state-store';
import { createControlRouter } from './control';
import {
  createApiHost,
  createApimHost,
  createApizHost,
  createAuthHost,
  createWwwHost,
} from './hosts';
import { createMarketAccess } from './market';
import { createImageStore } from './media';
import { ensureSigningKey, sendAccountDeletion } from './notification';
import { advanceWithBuyers } from './selling/buyers';
import type { EbayEmulator, EbayEmulatorOptions, EmulatorApp } from './types';

/** Builds the emulator: loads (or starts) its state, then wires one router per eBay host. */
export function createEbayEmulator(options: EbayEmulatorOptions): EbayEmulator {
  assertApps(options.apps);
  const store = createStateStore(options.stateFile);
  const context: EmulatorContext = {
    apps: options.apps.map((app) => ({ ...app })),
    store,
    clock: createClock(options.now ?? Date.now, store),
    faults: createFaultQueue(),
    options,
  };
  ensureSigningKey(store);
  const quotas = createCallQuotas(context);
  const auth = createAuthHost(context);
  const market = createMarketAccess(options.marketplaceInsights ?? true);
  const api = createApiHost(context, market, quotas);
  const apiz = createApizHost(context, quotas);
  const apim = createApimHost(context, quotas, createImageStore(options.stateFile));
  const www = createWwwHost(context);
  return {
    auth,
    api,
    apiz,
    apim,
    www,
    control: createControlRouter(context),
    byHostname: createHostDispatcher({ auth, api, apiz, apim, www }),
    faults: {
      inject: (fault) => context.faults.inject(fault),
      clear: () => context.faults.clear(),
    },
    market: { setInsightsAccess: (granted) => market.setInsightsAccess(granted) },
    clock: {
      advance: (seconds) => {
        advanceWithBuyers(context, seconds);
      },
      now: () => context.clock.now(),
    },
    sendAccountDeletion: (userId, options) => sendAccountDeletion(context, userId, options),
    close: async () => store.flush(),
  };
}

const APP_FIELDS = ['clientId', 'clientSecret', 'ruName', 'acceptUrl', 'declineUrl'] as const;

function assertApps(apps: readonly EmulatorApp[]): void {
  const seen = new Set<string>();
  for (const app of apps) {
    const missing = APP_FIELDS.filter((field) => typeof app[field] !== 'string' || !app[field]);
    if (missing.length > 0) {
      throw new Error(`eBay emulator app ${app.clientId ?? '?'} lacks ${missing.join(', ')}`);
    }
    if (seen.has(app.clientId))
      throw new Error(`eBay emulator app ${app.clientId} is registered twice`);
    seen.add(app.clientId);
  }
}
