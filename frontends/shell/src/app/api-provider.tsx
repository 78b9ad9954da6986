import { isUnauthorizedError, swrDefaults } from '@pennant/api-client';
import type { CurrentUser } from '@pennant/contracts';
import { useCallback, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { CURRENT_USER_KEY } from '../session/use-current-user';
import { useLoginRedirect } from '../session/login-redirect';

/**
 * SWR for the whole app with the spec's read defaults. A read that answers 401 while a dealer was
 * signed in means the session ended: toast "Unauthorized" and go to sign-in.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const redirectToLogin = useLoginRedirect();
  // No custom cache provider: the cache outside this SWRConfig is the one every read uses.
  const { cache } = useSWRConfig();

  const onError = useCallback<NonNullable<SWRConfiguration['onError']>>(
    (error) => {
      if (!isUnauthorizedError(error)) return;
      const signedIn = cache.get(CURRENT_USER_KEY)?.data as CurrentUser | null | undefined;
      if (signedIn) redirectToLogin();
    },
    [cache, redirectToLogin],
  );

  const value = useMemo<SWRConfiguration>(() => ({ ...swrDefaults, onError }), [onError]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
