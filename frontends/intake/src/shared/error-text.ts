import { ApiError } from '@pennant/api-client';

/** The server's own message for a failed call, else the error's text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
