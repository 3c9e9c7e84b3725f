import { AUTH_TOKEN_STORAGE_KEY } from './constants';
import { readLocal, writeLocal } from './local-storage';

/**
 * The one way the browser calls the product's own /api. The password family's sign-in token is
 * kept in local storage under `token` and sent as a Bearer header; the session cookie rides
 * along on every same-origin call, so both sign-in families are asked the same way.
 */

/** The stored token; none when storage is blocked (the cookie session still works). */
export const storedToken = () => readLocal(AUTH_TOKEN_STORAGE_KEY);

/** Stores the token, or with null forgets it. */
export const storeToken = (token: string | null) => writeLocal(AUTH_TOKEN_STORAGE_KEY, token);

/**
 * An /api answer: its JSON on success, else the `{ error, code?, field? }` it sent. Status 0
 * means the server could not be reached; `error` is then the browser's reason.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      error?: string | undefined;
      code?: string | undefined;
      /** The request field the error is about, when it names one. */
      field?: string | undefined;
    };

export async function callApi<T>(
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: JSON.stringify(body) });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : undefined };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    ok: false,
    status: response.status,
    error: text(json?.error),
    code: text(json?.code),
    field: text(json?.field),
  };
}
