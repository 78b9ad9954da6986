/** One item of the `errors` list in Pennant's error body: which field, and what is wrong. */
export interface ApiErrorDetail {
  field?: string;
  message: string;
}

/**
 * A non-OK answer. The message follows the spec: "<status>: <body text or status text>".
 * When the body is Pennant's JSON error (`{ statusCode, code, message, errors? }`), `serverMessage`
 * holds its `message` for toasts, `code` its error code and `details` its `errors` list.
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

  private get body(): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  get serverMessage(): string {
    const message = this.body?.message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('; ');
    return this.bodyText || this.message;
  }

  /** The server's error code, e.g. "SELLING_SETUP_INCOMPLETE"; null when the body has none. */
  get code(): string | null {
    const code = this.body?.code;
    return typeof code === 'string' ? code : null;
  }

  /** The body's `errors` list (one entry per field or per missing piece); empty when absent. */
  get details(): ApiErrorDetail[] {
    const errors = this.body?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { field, message } = item as { field?: unknown; message?: unknown };
      if (typeof message !== 'string') return [];
      return [typeof field === 'string' ? { field, message } : { message }];
    });
  }
}

/** True for the error that means the session has ended (spec section 7: starts with 401, contains Unauthorized). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

/** What browsers' fetch throws when no answer came (Chrome, Firefox, Safari): the network or the server is down. */
const NO_ANSWER =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

export const UNREACHABLE =
  'Pennant could not be reached: check your connection, then try again in a moment.';

/**
 * The server's own message for a failed call (a 400 names the bad field); a call that got no answer says so in
 * words; else the error's text.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof TypeError && NO_ANSWER.test(error.message)) return UNREACHABLE;
  return error instanceof Error ? error.message : String(error);
}
