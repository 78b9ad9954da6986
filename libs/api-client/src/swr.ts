import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiPage, apiRequest, type ApiPage } from './request';
import { ApiError } from './api-error';

export type On401 = 'throw' | 'returnNull';

/** Reads for SWR: GET the key; with `returnNull` a 401 yields null instead of an error. */
export function getFetcher(on401: On401 = 'throw') {
  return async <T>(path: string): Promise<T | null> => {
    try {
      return await apiRequest<T>('GET', path);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * The spec's read defaults (no refetch on focus or reconnect, no polling, no retry), but a screen
 * that opens reads again, showing the cached answer meanwhile: what it shows may have changed off
 * screen (a write on another page, a job, an eBay sale), and a write re-reads only what is shown.
 */
export const swrDefaults: SWRConfiguration = {
  fetcher: getFetcher('throw'),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: true,
  shouldRetryOnError: false,
  refreshInterval: 0,
  dedupingInterval: 2000,
};

/** GET `path` through SWR (pass null to skip). */
export function useApi<T>(
  path: string | null,
  options: { on401?: On401 } & SWRConfiguration = {},
): SWRResponse<T | null, ApiError> {
  const { on401 = 'throw', ...config } = options;
  return useSWR<T | null, ApiError>(
    path,
    getFetcher(on401) as (p: string) => Promise<T | null>,
    config,
  );
}

/**
 * GET one page of a list whose total comes in `X-Total-Count` (pass null to skip). The previous
 * page stays on screen while the next one loads, so a table does not flash empty.
 */
export function useApiPage<T>(
  path: string | null,
  config: SWRConfiguration = {},
): SWRResponse<ApiPage<T>, ApiError> {
  return useSWR<ApiPage<T>, ApiError>(path, (key: string) => apiPage<T>(key), {
    keepPreviousData: true,
    ...config,
  });
}
