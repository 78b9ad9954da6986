import { mutate } from 'swr';

/** `path?a=1&b=2` with the parameters that have a value (empty strings and 0 left out). */
export function queryPath(
  path: string,
  params: Record<string, string | number | null | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value.trim() : value ? String(value) : '';
    if (text) query.set(name, text);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** True for an SWR key that reads `path` itself, a filtered list of it, or one of its items. */
export function isKeyUnder(key: unknown, paths: readonly string[]): boolean {
  return (
    typeof key === 'string' &&
    paths.some((path) => key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`))
  );
}

/** Re-reads every cached read under these paths, so the screens show what the server has. */
export function revalidateUnder(paths: readonly string[]): Promise<unknown> {
  return mutate((key) => isKeyUnder(key, paths));
}

/** Runs a write, then `revalidate`s whether it worked or not (the spec: reads follow writes). */
export async function writeThen<T>(
  call: () => Promise<T>,
  revalidate: () => Promise<unknown>,
): Promise<T> {
  try {
    return await call();
  } finally {
    void revalidate();
  }
}
