import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Answer<T> {
  data: T;
  headers: Headers;
}

async function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/**
 * One call to Pennant's API: credentials always sent, JSON body when given, never retried.
 * Resolves with the parsed JSON (or undefined for an empty answer); rejects with ApiError.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  return (await send<T>(method, path, body)).data;
}

/** One page of a list whose total is in the `X-Total-Count` header (GET /api/listings). */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/** GETs a paged list: the body is the page's items, `X-Total-Count` how many there are in all. */
export async function apiPage<T>(path: string): Promise<ApiPage<T>> {
  const { data, headers } = await send<T[]>('GET', path);
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}
