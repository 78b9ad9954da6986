import { useApi } from '@pennant/api-client';
import type { CurrentUser, EbayAccount } from '@pennant/contracts';

export const CURRENT_USER_KEY = '/api/auth/user';
export const EBAY_ACCOUNT_KEY = '/api/ebay/account';

/**
 * The signed-in dealer, or null for a visitor. A failed call never invents a user
 * (the spec's placeholder-user fallback is a defect we do not copy).
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useApi<CurrentUser>(CURRENT_USER_KEY, {
    on401: 'returnNull',
  });
  return { user: data ?? null, error, isLoading, refresh: mutate };
}

/** The connected eBay account, or null when none is connected (the call answers 404). */
export function useEbayAccount(enabled: boolean) {
  const { data, error, isLoading, mutate } = useApi<EbayAccount>(
    enabled ? EBAY_ACCOUNT_KEY : null,
    { on401: 'returnNull' },
  );
  const account = error && error.status === 404 ? null : (data ?? null);
  return {
    account,
    error: error && error.status !== 404 ? error : undefined,
    isLoading,
    refresh: mutate,
  };
}
