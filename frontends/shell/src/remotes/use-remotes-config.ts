import { useApi } from '@pennant/api-client';
import type { RemoteDescriptor, RemotesConfig } from '@pennant/contracts';

export const REMOTES_CONFIG_KEY = '/api/config/remotes';

/** Where each remote's manifest lives, read at run time so remotes deploy on their own. */
export function useRemotesConfig() {
  const { data, error, isLoading, mutate } = useApi<RemotesConfig>(REMOTES_CONFIG_KEY);
  const find = (name: string): RemoteDescriptor | undefined =>
    data?.remotes.find((remote) => remote.name === name);
  return { config: data ?? null, find, error, isLoading, reload: mutate };
}
