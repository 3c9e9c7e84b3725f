import { callApi, storeToken } from '../api-client';
import type { CustomerOrder, CustomerProfile } from './customer';

/** The browser side of sign-in, through the /api client (which sends the stored token). */

const reason = (result: { status: number; error?: string | undefined }) =>
  result.status === 0 ? `failed: ${result.error}` : `answered ${result.status}`;

/**
 * The signed-in customer, or null. A refused or failed profile fetch signs the browser out:
 * the stored token goes.
 */
export async function fetchSignedInProfile(): Promise<CustomerProfile | null> {
  const result = await callApi<{ customer?: CustomerProfile }>('/api/auth/profile');
  if (result.ok && result.data?.customer) return result.data.customer;
  if (result.status === 0) console.error(`[auth] profile fetch ${reason(result)}`);
  storeToken(null);
  return null;
}

/** The signed-in customer's recent orders; a failure is logged and reads as none. */
export async function fetchOrders(): Promise<CustomerOrder[]> {
  const result = await callApi<{ orders?: CustomerOrder[] }>('/api/customer/orders');
  if (result.ok && result.data?.orders) return result.data.orders;
  console.error(`[auth] orders fetch ${reason(result)}`);
  return [];
}

export type AuthOutcome =
  | { ok: true }
  | { ok: false; status: number; message: string | undefined; field?: string | undefined }
  /**
   * Registration for an address the shop already knows: no account yet, and nothing failed.
   * The platform emailed the address an activation link; `activationMessage` says so.
   */
  | { ok: false; status: 202; activationMessage: string };

type TokenAnswer = { token?: string; activationEmailSent?: boolean; message?: string };

/** POSTs the JSON; a token in the answer is stored at once. */
async function postForToken(path: string, payload: object): Promise<AuthOutcome> {
  const result = await callApi<TokenAnswer | null>(path, { method: 'POST', body: payload });
  if (!result.ok) {
    return { ok: false, status: result.status, message: result.error, field: result.field };
  }
  if (result.data?.token) {
    storeToken(result.data.token);
    return { ok: true };
  }
  if (result.status === 202 && result.data?.activationEmailSent && result.data.message) {
    return { ok: false, status: 202, activationMessage: result.data.message };
  }
  return { ok: false, status: result.status, message: undefined };
}

export const signInWithPassword = (email: string, password: string) =>
  postForToken('/api/auth/login', { email, password });

export const registerCustomer = (input: { name: string; email: string; password: string }) =>
  postForToken('/api/auth/register', input);

/** PATCH /api/auth/profile; the updated profile, or null (a failure is only logged). */
export async function updateProfile(changes: {
  firstName: string;
  lastName: string;
}): Promise<CustomerProfile | null> {
  const result = await callApi<{ customer: CustomerProfile }>('/api/auth/profile', {
    method: 'PATCH',
    body: changes,
  });
  if (result.ok) return result.data.customer;
  console.error(`[auth] profile update ${reason(result)}`);
  return null;
}
