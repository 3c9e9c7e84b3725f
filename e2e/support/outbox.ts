import { expect, type APIRequestContext } from '@playwright/test';
import { commerceUrl } from './servers';

/** A message the local commerce server "sent" (GET /__outbox?to=…, newest first). */
export interface OutboxMessage {
  id: string | number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  code: string | null;
  /** The link the message asks its reader to follow (an activation link), if any. */
  link: string | null;
  createdAt: string;
}

export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${commerceUrl}/__outbox?to=${encodeURIComponent(to)}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest 6-digit sign-in code emailed to `to`, waiting for it to arrive. */
export async function latestSignInCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      code = (await outboxFor(request, to)).find(
        (message) => message.kind === 'sign_in_code',
      )?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The link of the newest message of this kind to `to`, waiting for it to arrive. */
export async function latestLink(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<string> {
  let link: string | null | undefined;
  await expect
    .poll(async () => {
      link = (await outboxFor(request, to)).find((message) => message.kind === kind)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}
