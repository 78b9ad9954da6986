import type express from 'express';
import type { EbayApiName } from '@pennant/ebay-openapi';

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
  /**
   * Where the hosts are mounted for browsers and clients, e.g. `https://pennant.example/__ebay`:
   * image URLs are `<base>/apim/images/...` and item pages `<base>/www/itm/<id>`. Without it they
   * are built from each request (the mount path's last segment swapped for the host name).
   */
  publicBaseUrl?: string;
  /** Who may use the control router; default: loopback callers only, no token. */
  control?: ControlAccessOptions;
  /** The Media API's short-duration limit per user; eBay's is 50 POSTs per 5 s. */
  mediaRateLimit?: { maxCalls: number; windowMs: number };
  /** Daily call limits by API (eBay's defaults otherwise; see README). */
  dailyCallLimits?: Partial<Record<EbayApiName, number>>;
  /** Seed of the simulated buyers: the same seed and clock moves give the same sales. */
  buyerSeed?: string;
}

export interface ControlAccessOptions {
  /** Callers presenting `Authorization: Bearer <token>` or `X-Emulator-Control-Token` get in. */
  token?: string;
  /** Whether callers from a loopback address get in without a token; default true. */
  allowLoopback?: boolean;
}

export type FaultHost = 'api' | 'apiz' | 'apim' | 'auth' | 'www';

export interface FaultSpec {
  /** The status to answer; without one a fault only delays the request, which is then served. */
  status?: 429 | 500 | 503;
  errorId?: number;
  count?: number;
  pathPrefix?: string;
  host?: FaultHost;
  /** Wait this long before answering, e.g. longer than a client's timeout. */
  delayMs?: number;
  /** Hit one matching request in `every` (spreads `count` faults over a run: 5 is 20% of calls). */
  every?: number;
  /**
   * Hit the entries of bulk calls one by one instead of whole requests: the call answers 207 with
   * the entry hit refused (500 or 503, eBay's system error `errorId`, 25001 by default) and the
   * others served. `every` and `count` then count entries.
   */
  entries?: boolean;
}

export interface AccountDeletionResult {
  /** True when the endpoint answered the challenge, or when none was sent. */
  challengeOk: boolean;
  status: number;
}

export interface AccountDeletionOptions {
  /** Check the endpoint with a challenge first (true unless told), as eBay does when it is saved. */
  challenge?: boolean;
  /**
   * When the account was deleted (eventDate), for a notice eBay sends again long after; the emulator's clock when
   * not given.
   */
  deletedAt?: number;
}

export interface EbayEmulator {
  /** Consent host (auth.ebay.com). */
  auth: express.Router;
  /** api.ebay.com: token, Sell (Inventory, Account, Fulfillment, Feed, Metadata), Taxonomy, Buy, Analytics. */
  api: express.Router;
  /** apiz.ebay.com: identity, finances. */
  apiz: express.Router;
  /** apim.ebay.com: Media API images, and the pictures themselves. */
  apim: express.Router;
  /** www.ebay.com: item pages at /itm/{legacyItemId}. */
  www: express.Router;
  /** Test/operator control API (faults, clock, purchases, refunds, deletion driver). */
  control: express.Router;
  /** Dispatches by Host header: auth./api./apiz./apim./www. with or without .sandbox. */
  byHostname: express.RequestHandler;
  faults: { inject(f: FaultSpec): void; clear(): void };
  /** The seeded market: withdraw Marketplace Insights access to see clients fall back to Browse. */
  market: { setInsightsAccess(granted: boolean): void };
  /** Moving the clock forward lets simulated buyers shop (see README). */
  clock: { advance(seconds: number): void; now(): number };
  sendAccountDeletion(
    userId: string,
    options?: AccountDeletionOptions,
  ): Promise<AccountDeletionResult>;
  /** Flushes state. */
  close(): Promise<void>;
}
