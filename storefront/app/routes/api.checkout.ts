import { z } from 'zod';
import type { Route } from './+types/api.checkout';
import { checkoutUrlOnStore } from '../lib/checkout-url';
import { getConfig } from '../lib/config.server';

/**
 * POST /api/checkout {checkoutUrl} → {checkoutUrl} on the store's host (spec section 7): the
 * checkout hand-off. The browser opens the answer in a new tab.
 */

/** A checkout link is a URL of a few hundred bytes; anything near this is not one. */
const MAX_BODY_BYTES = 8 * 1024;
const MAX_URL_LENGTH = 2048;

const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const CheckoutRequest = z.object({
  checkoutUrl: z
    .string({ error: 'checkoutUrl must be a string' })
    .trim()
    .min(1, 'checkoutUrl is required')
    .max(MAX_URL_LENGTH, `checkoutUrl must be at most ${MAX_URL_LENGTH} characters`)
    .refine(isWebUrl, 'checkoutUrl must be an http(s) URL'),
});

const NO_STORE = { 'Cache-Control': 'no-store' };

function fail(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...headers } });
}

/** The body as text, refusing (null) anything over `limit` bytes without reading it all. */
async function readCappedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return fail(405, 'Method not allowed', { Allow: 'POST' });

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    return fail(415, 'Send the request body as application/json');
  }

  const text = await readCappedText(request, MAX_BODY_BYTES);
  if (text === null) return fail(413, `The request body must be at most ${MAX_BODY_BYTES} bytes`);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(400, 'The request body is not valid JSON');
  }

  const parsed = CheckoutRequest.safeParse(json);
  if (!parsed.success) {
    return fail(400, parsed.error.issues[0]?.message ?? 'Invalid request body');
  }

  const checkoutUrl = checkoutUrlOnStore(parsed.data.checkoutUrl, getConfig().storeDomain);
  return Response.json({ checkoutUrl }, { headers: NO_STORE });
}

/** GET and friends: this endpoint only takes POSTs. */
export function loader() {
  return fail(405, 'Method not allowed', { Allow: 'POST' });
}
