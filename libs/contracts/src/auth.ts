/** GET /api/auth/user */
export interface CurrentUser {
  id: string;
  username: string;
  isEbayConnected: boolean;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  onboardingStep: number;
  onboardingComplete: boolean;
  ebayConnected: boolean;
  settingsConfigured: boolean;
  paymentSetup: boolean;
}

/** GET /api/ebay/account */
export interface EbayAccount {
  username: string;
  ebayUserId: string;
  /** ISO timestamp: when the connection's refresh token expires and the dealer must reconnect. */
  expiresAt: string;
}

/** POST /api/ebay/connect/start */
export interface ConnectStartResponse {
  redirectUrl: string;
}

/** Query parameters the sign-in and connect flows return with. */
export type EbayAuthOutcome = 'success' | 'cancelled' | 'error';
