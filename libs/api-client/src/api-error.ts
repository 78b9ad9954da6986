/**
 * A non-OK answer. The message follows the spec: "<status>: <body text or status text>".
 * When the body is Pennant's JSON error, `serverMessage` holds its `message` for toasts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (Array.isArray(parsed.message)) return parsed.message.join('; ');
    } catch {
      // not JSON: fall through to the raw text
    }
    return this.bodyText || this.message;
  }
}

/** True for the error that means the session has ended (spec section 7: starts with 401, contains Unauthorized). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}
