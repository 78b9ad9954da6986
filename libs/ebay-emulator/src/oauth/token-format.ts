import { randomBase64, randomBase64Url } from '../core/ids';

/**
 * Token and code strings shaped like eBay's: `v^1.1#i^1#...#t^` then an opaque payload.
 * Tokens use standard base64 (with `+`, `/`, `=`) as eBay's do, so clients must URL-encode them.
 */

export function newAuthorizationCode(): string {
  return `v^1.1#i^1#p^3#r^1#I^3#f^0#t^${randomBase64Url(96)}`;
}

export function newUserAccessToken(): string {
  return `v^1.1#i^1#p^3#r^0#I^3#f^0#t^H4sI${randomBase64(270)}`;
}

export function newAppAccessToken(): string {
  return `v^1.1#i^1#p^1#r^0#I^3#f^0#t^H4sI${randomBase64(270)}`;
}

export function newRefreshToken(): string {
  return `v^1.1#i^1#p^3#r^1#I^3#f^0#t^Ul4x${randomBase64(60)}`;
}
