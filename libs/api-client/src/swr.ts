import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiPage, apiRequest, type ApiPage } from './request';
import { ApiError } from './api-error';
import { isStale, startRead } from './stale-keys';

export type On401 = 'throw' | 'returnNull';

/** Reads for SWR: GET the key; with `returnNull` a 401 yields null instead of an error. */
export function getFetcher(on401: On401 = 'throw') {
  return async <T>(path: string): Promise<T | null> => {
    const answered = startRead(path);
    try {
      const data = await apiRequest<T>('GET', path);
      answered();
      return data;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** A page of a paged list (`X-Total-Count`), as SWR's fetcher. */
async function pageFetcher<T>(path: string): Promise<ApiPage<T>> {
  const answered = startRead(path);
  const page = await apiPage<T>(path);
  answered();
  return page;
}

/** The read's options, made to read again on showing when a write has happened since its answer. */
function withFreshness(path: string | null, config: SWRConfiguration): SWRConfiguration {
  return isStale(path) ? { ...config, revalidateIfStale: true } : config;
}

/** The spec's read defaults: cached, no refetch on focus or reconnect, no polling, no retry. */
export const swrDefaults: SWRConfiguration = {
  fetcher: getFetcher('throw'),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
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
    withFreshness(path, config),
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
  return useSWR<ApiPage<T>, ApiError>(
    path,
    (key: string) => pageFetcher<T>(key),
    withFreshness(path, { keepPreviousData: true, ...config }),
  );
}
