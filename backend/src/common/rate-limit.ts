import { SetMetadata } from '@nestjs/common';

/**
 * Named request budgets (counts per minute are configuration, see config `rateLimits`):
 * - `signIn`: per IP address, /api/login and the OAuth callback together;
 * - `webhook`: per IP address, webhook requests: eBay's endpoint challenge, and the notifications
 *   (eBay's account deletion, Stripe's events) that were refused (see `RateLimitRefusals` in http/);
 * - `uploads`: per signed-in dealer, upload URLs and multipart uploads together;
 * - `identify`: per signed-in dealer, every call that starts identification jobs.
 */
export type RateLimitName = 'signIn' | 'webhook' | 'uploads' | 'identify';

export const RATE_LIMIT_METADATA = 'pennant:rateLimit';

/** Counts the route against a named budget; past it the route answers 429 with Retry-After. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_METADATA, name);
