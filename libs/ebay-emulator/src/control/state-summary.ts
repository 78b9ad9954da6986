import type { EmulatorContext } from '../core/context';
import type { PendingFault } from '../core/faults';

/** A debugging view of the emulator: counts and ids, never token values or secrets. */
export interface StateSummary {
  now: string;
  clockOffsetSeconds: number;
  apps: Array<{ clientId: string; ruName: string }>;
  accounts: Array<{ username: string; userId: string }>;
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
    accounts: Object.values(state.accounts).map(({ username, userId }) => ({ username, userId })),
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
