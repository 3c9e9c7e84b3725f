import { expect, type APIRequestContext } from '@playwright/test';
import { commerceUrl } from './servers';

/** The local commerce server's Admin API, as the owner's tools reach it (its local token). */
export async function adminGraphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${commerceUrl}/admin/api/2026-04/graphql.json`, {
    headers: { 'x-shopify-access-token': 'local-admin-token' },
    data: { query, variables },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}
