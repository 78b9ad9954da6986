import type { RemoteDescriptor } from '@pennant/contracts';
import type { RouteAvailability } from '@pennant/ui';
import { useCallback } from 'react';
import useSWR from 'swr';
import { matchRemoteRoute } from './registry';
import { useRemotesConfig } from './use-remotes-config';

/** Asks each configured remote's manifest once; a remote that answers is deployed. */
async function answeringRemotes(remotes: RemoteDescriptor[]): Promise<Set<string>> {
  const answers = await Promise.all(
    remotes.map(async ({ name, manifestUrl }) => {
      try {
        const response = await fetch(manifestUrl, { cache: 'no-cache' });
        return response.ok ? name : null;
      } catch {
        return null;
      }
    }),
  );
  return new Set(answers.filter((name): name is string => name !== null));
}

/**
 * Which addresses have a page: the shell's own, and those of remotes that are configured and whose
 * manifest answered. Until that is known, remote addresses count as absent, so a link to a page that
 * is not deployed never shows (not even for a moment).
 */
export function useDeployedRoutes(): RouteAvailability {
  const { config } = useRemotesConfig();
  const remotes = config?.remotes ?? [];
  const { data: answered } = useSWR(
    config ? ['remote-manifests', ...remotes.map((remote) => remote.manifestUrl)] : null,
    () => answeringRemotes(remotes),
  );
  return useCallback(
    (path: string) => {
      const match = matchRemoteRoute(path);
      return !match || Boolean(answered?.has(match.remote));
    },
    [answered],
  );
}
