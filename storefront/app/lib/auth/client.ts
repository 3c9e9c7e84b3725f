import { AUTH_TOKEN_STORAGE_KEY } from '../constants';
import type { CustomerOrder, CustomerProfile } from './customer';

/**
 * The browser side of sign-in (spec section 4): the password family's token is kept in local
 * storage under `token` and sent as a Bearer header; the session cookie rides along on every
 * same-origin call, so both families are asked the same way.
 */

export function storedToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); the cookie session still works.
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    // See storedToken.
  }
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // See storedToken.
  }
}

function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function getJson<T>(path: string): Promise<{ status: number; body: T | null }> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', ...authHeaders() },
    credentials: 'same-origin',
  });
  const body = response.ok ? ((await response.json()) as T) : null;
  return { status: response.status, body };
}

/**
 * The signed-in customer, or null. A refused or failed profile fetch signs the browser out:
 * the stored token goes (spec sections 4 and 8).
 */
export async function fetchSignedInProfile(): Promise<CustomerProfile | null> {
  try {
    const { body } = await getJson<{ customer: CustomerProfile }>('/api/auth/profile');
    if (body?.customer) return body.customer;
  } catch (error) {
    console.error('[auth] profile fetch failed:', error instanceof Error ? error.message : error);
  }
  clearStoredToken();
  return null;
}

/** The signed-in customer's recent orders; a failure is logged and reads as none (section 8). */
export async function fetchOrders(): Promise<CustomerOrder[]> {
  try {
    const { status, body } = await getJson<{ orders: CustomerOrder[] }>('/api/customer/orders');
    if (body) return body.orders;
    console.error(`[auth] orders fetch answered ${status}`);
  } catch (error) {
    console.error('[auth] orders fetch failed:', error instanceof Error ? error.message : error);
  }
  return [];
}

export type AuthOutcome = { ok: true } | { ok: false; status: number; message: string | undefined };

/**
 * Registration for an address the shop already knows: no account yet, and nothing failed. The
 * platform emailed the address an activation link; `message` says so.
 */
export type ActivationSent = { ok: false; status: 202; activationMessage: string };

interface TokenAnswer {
  token?: string;
  error?: string;
  activationEmailSent?: boolean;
  message?: string;
}

/** POSTs the JSON; a token in the answer is stored at once. Throws when the server is unreachable. */
async function postForToken(path: string, payload: object) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(payload),
  });
  const body = (await response.json().catch(() => null)) as TokenAnswer | null;
  if (response.ok && body?.token) storeToken(body.token);
  return { status: response.status, ok: response.ok && Boolean(body?.token), body };
}

const unreachable = (error: unknown): AuthOutcome => ({
  ok: false,
  status: 0,
  message: error instanceof Error ? error.message : undefined,
});

export async function signInWithPassword(email: string, password: string): Promise<AuthOutcome> {
  try {
    const { ok, status, body } = await postForToken('/api/auth/login', { email, password });
    return ok ? { ok } : { ok, status, message: body?.error };
  } catch (error) {
    return unreachable(error);
  }
}

export async function registerCustomer(input: {
  name: string;
  email: string;
  password: string;
}): Promise<AuthOutcome | ActivationSent> {
  try {
    const { ok, status, body } = await postForToken('/api/auth/register', input);
    if (ok) return { ok };
    if (status === 202 && body?.activationEmailSent && body.message) {
      return { ok, status, activationMessage: body.message };
    }
    return { ok, status, message: body?.error };
  } catch (error) {
    return unreachable(error);
  }
}

/** PATCH /api/auth/profile; the updated profile, or null (a failure is only logged, section 8). */
export async function updateProfile(changes: {
  firstName: string;
  lastName: string;
}): Promise<CustomerProfile | null> {
  try {
    const response = await fetch('/api/auth/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders() },
      credentials: 'same-origin',
      body: JSON.stringify(changes),
    });
    if (response.ok) return ((await response.json()) as { customer: CustomerProfile }).customer;
    console.error(`[auth] profile update answered ${response.status}`);
  } catch (error) {
    console.error('[auth] profile update failed:', error instanceof Error ? error.message : error);
  }
  return null;
}
