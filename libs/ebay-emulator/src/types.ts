import type express from 'express';

/** A developer app registered with the emulator: its keyset and its RuName's accept/decline pages. */
export interface EmulatorApp {
  clientId: string;
  clientSecret: string;
  ruName: string;
  acceptUrl: string;
  declineUrl: string;
}

export interface AccountDeletionEndpoint {
  endpointUrl: string;
  verificationToken: string;
}

export interface EbayEmulatorOptions {
  /** Registered developer apps (client id/secret/RuName -> accept/decline URLs). */
  apps: EmulatorApp[];
  /** JSON file where state persists across restarts; in-memory when absent. */
  stateFile?: string;
  /** Millisecond clock, default Date.now; the control API can also advance an internal offset. */
  now?: () => number;
  /** Where the account-deletion notification driver calls. */
  accountDeletion?: AccountDeletionEndpoint;
  /** Used by the deletion driver to call the endpoint. */
  fetchImpl?: typeof fetch;
  /** Whether the apps have Marketplace Insights access (a limited release); default true. */
  marketplaceInsights?: boolean;
}

export type FaultHost = 'api' | 'apiz' | 'auth';

export interface FaultSpec {
  status: 429 | 500 | 503;
  errorId?: number;
  count?: number;
  pathPrefix?: string;
  host?: FaultHost;
}

export interface AccountDeletionResult {
  challengeOk: boolean;
  status: number;
}

export interface EbayEmulator {
  /** Consent host (auth.ebay.com). */
  auth: express.Router;
  /** api.ebay.com: token endpoint, notification public key, Browse and Marketplace Insights searches. */
  api: express.Router;
  /** apiz.ebay.com: identity. */
  apiz: express.Router;
  /** Test/operator control API (faults, clock, deletion driver). */
  control: express.Router;
  /** Dispatches by Host header: auth./api./apiz. with or without .sandbox. */
  byHostname: express.RequestHandler;
  faults: { inject(f: FaultSpec): void; clear(): void };
  /** The seeded market: withdraw Marketplace Insights access to see clients fall back to Browse. */
  market: { setInsightsAccess(granted: boolean): void };
  clock: { advance(seconds: number): void; now(): number };
  sendAccountDeletion(userId: string): Promise<AccountDeletionResult>;
  /** Flushes state. */
  close(): Promise<void>;
}
