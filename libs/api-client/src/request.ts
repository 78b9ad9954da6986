import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Answer<T> {
  data: T;
  headers: Headers;
}

async function sendForText(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<Answer<string>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return { data: text, headers: response.headers };
}

async function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<Answer<T>> {
  const { data: text, headers } = await sendForText(method, path, body);
  return { data: (text ? JSON.parse(text) : undefined) as T, headers };
}

/** A file the API answers (a CSV export): its text, and the name its Content-Disposition gives it. */
export interface ApiFile {
  text: string;
  fileName: string | null;
}

/** GETs a file: rejects with ApiError as the JSON calls do, so a refusal reads as one. */
export async function apiFile(path: string): Promise<ApiFile> {
  const { data, headers } = await sendForText('GET', path);
  const disposition = headers.get('Content-Disposition') ?? '';
  return { text: data, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
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
