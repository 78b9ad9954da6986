/**
 * Thrown by a processor for a failure that retrying cannot fix (the card was deleted, its images are
 * unreadable): the job fails at once and is reported, without further attempts.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
