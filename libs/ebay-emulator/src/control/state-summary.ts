import type { EmulatorContext } from '../core/context';
import type { PendingFault } from '../core/faults';
import { getEntry } from '../core/state';

/** An account and what it sells: counts, so a test can see a duplicate on eBay's side. */
export interface AccountSummary {
  username: string;
  userId: string;
  hasPassword: boolean;
  inventoryItems: number;
  offers: number;
  activeListings: number;
  orders: number;
}

/** A debugging view of the emulator: counts and ids, never token values or secrets. */
export interface StateSummary {
  now: string;
  clockOffsetSeconds: number;
  apps: Array<{ clientId: string; ruName: string }>;
  accounts: Array<AccountSummary>;
  activeAuthorizationCodes: number;
  activeAccessTokens: { user: number; app: number };
  activeRefreshTokens: number;
  signingKeyId: string | null;
  pendingFaults: readonly PendingFault[];
}

export function summarizeState(context: EmulatorContext): StateSummary {
  const { state } = context.store;
  const now = context.clock.now();
  const accessTokens = Object.values(state.accessTokens).filter(
    ({ expiresAt }) => expiresAt >= now,
  );
  return {
    now: new Date(now).toISOString(),
    clockOffsetSeconds: context.clock.offsetSeconds(),
    apps: context.apps.map(({ clientId, ruName }) => ({ clientId, ruName })),
    accounts: Object.values(state.accounts).map((account) => {
      const seller = getEntry(state.sellers, account.userId);
      return {
        username: account.username,
        userId: account.userId,
        hasPassword: account.passwordHash !== undefined,
        inventoryItems: Object.keys(seller?.inventoryItems ?? {}).length,
        offers: Object.keys(seller?.offers ?? {}).length,
        activeListings: Object.values(seller?.listings ?? {}).filter(
          ({ status }) => status === 'ACTIVE',
        ).length,
        orders: Object.keys(seller?.orders ?? {}).length,
      };
    }),
    activeAuthorizationCodes: countActive(state.authorizationCodes, now),
    activeAccessTokens: {
      user: accessTokens.filter(({ grant }) => grant === 'user').length,
      app: accessTokens.filter(({ grant }) => grant === 'app').length,
    },
    activeRefreshTokens: countActive(state.refreshTokens, now),
    signingKeyId: state.signingKey?.kid ?? null,
    pendingFaults: context.faults.pending(),
  };
}

function countActive(section: Record<string, { expiresAt: number }>, now: number): number {
  return Object.values(section).filter(({ expiresAt }) => expiresAt >= now).length;
}
