import { SetMetadata } from '@nestjs/common';

/**
 * Named request budgets (counts per minute are configuration, see config `rateLimits`):
 * - `signIn`: per IP address, /api/login and the OAuth callback together;
 * - `webhook`: per IP address, webhook requests: eBay's endpoint challenge, and the notifications
 *   (eBay's account deletion, Stripe's events) that were refused (see `RateLimitRefusals`);
 * - `uploads`: per signed-in dealer, upload URLs and multipart uploads together;
 * - `identify`: per signed-in dealer, every call that starts identification jobs.
 */
export type RateLimitName = 'signIn' | 'webhook' | 'uploads' | 'identify';

export const RATE_LIMIT_METADATA = 'pennant:rateLimit';

export const RATE_LIMIT_REFUSALS_METADATA = 'pennant:rateLimitRefusals';

/** Counts the route against a named budget; past it the route answers 429 with Retry-After. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_METADATA, name);

/**
 * Counts only the route's refused requests (answered 4xx: a signature that does not verify, a body
 * that is not one) against a named budget, per IP address; past it every request from that address
 * answers 429 until the minute is over. For webhooks whose sender is entitled to any volume: eBay
 * sends account-deletion notices for every eBay user, so a busy day must never be turned away.
 */
export const RateLimitRefusals = (name: RateLimitName) =>
  SetMetadata(RATE_LIMIT_REFUSALS_METADATA, name);
