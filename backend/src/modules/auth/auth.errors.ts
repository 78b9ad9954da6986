import { DomainError } from '../../common';

export enum AuthErrorCode {
  NotConnected = 'EBAY_NOT_CONNECTED',
  ConnectionExpired = 'EBAY_CONNECTION_EXPIRED',
  InvalidSignature = 'EBAY_SIGNATURE_INVALID',
  MissingChallenge = 'EBAY_CHALLENGE_MISSING',
}

export class AuthError extends DomainError {
  static notConnected(): AuthError {
    return new AuthError(AuthErrorCode.NotConnected, 'No eBay account is connected', 404);
  }

  static connectionExpired(): AuthError {
    return new AuthError(
      AuthErrorCode.ConnectionExpired,
      'The eBay connection has expired; connect your eBay account again from Settings',
      409,
    );
  }

  static invalidSignature(reason: string): AuthError {
    return new AuthError(
      AuthErrorCode.InvalidSignature,
      `The notification signature is not valid: ${reason}`,
      412,
    );
  }

  static missingChallenge(): AuthError {
    return new AuthError(AuthErrorCode.MissingChallenge, 'challenge_code is required', 400);
  }
}

/** Pennant cannot act on the dealer's eBay account until they connect it (again): none connected, or its grant ended. */
export function isEbayConnectionLost(error: unknown): boolean {
  return (
    error instanceof AuthError &&
    (error.code === AuthErrorCode.NotConnected || error.code === AuthErrorCode.ConnectionExpired)
  );
}
