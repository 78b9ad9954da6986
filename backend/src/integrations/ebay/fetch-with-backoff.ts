export interface BackoffOptions {
  /** Retries after the first attempt. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Each attempt is abandoned (and retried like a network failure) after this long; default 30 s. */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { retries: 4, baseDelayMs: 500, maxDelayMs: 15_000 };

export type FetchLike = (input: Request) => Promise<Response>;

/** 429 (rate limit) and 5xx are worth another try; everything else is final. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Wraps fetch so 429 and 5xx answers (and network failures) are retried with exponential backoff
 * and full jitter, honouring Retry-After when eBay sends it.
 */
export function fetchWithBackoff(
  fetchImpl: FetchLike,
  options: BackoffOptions = DEFAULT_BACKOFF,
): FetchLike {
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  return async (request: Request) => {
    for (let attempt = 0; ; attempt++) {
      const isLast = attempt >= options.retries;
      let response: Response;
      try {
        response = await fetchImpl(withTimeout(request.clone(), options.timeoutMs ?? 30_000));
      } catch (error) {
        if (isLast) throw error;
        await sleep(delayFor(attempt, undefined, options, random));
        continue;
      }
      if (isLast || !isRetryableStatus(response.status)) return response;
      const retryAfter = response.headers.get('retry-after');
      await response.body?.cancel().catch(() => undefined);
      await sleep(delayFor(attempt, retryAfter, options, random));
    }
  };
}

/** The same request, abandoned after `ms` (eBay calls must not hang a job forever). */
function withTimeout(request: Request, ms: number): Request {
  const signal = request.signal
    ? AbortSignal.any([request.signal, AbortSignal.timeout(ms)])
    : AbortSignal.timeout(ms);
  return new Request(request, { signal });
}

function delayFor(
  attempt: number,
  retryAfter: string | null | undefined,
  options: BackoffOptions,
  random: () => number,
): number {
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, options.maxDelayMs);
  const ceiling = Math.min(options.baseDelayMs * 2 ** attempt, options.maxDelayMs);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
