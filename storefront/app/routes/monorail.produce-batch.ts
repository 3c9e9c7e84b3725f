import { z } from 'zod';
import type { Route } from './+types/monorail.produce-batch';
import { getConfig } from '../lib/config.server';
import { consentRequired, visitorCountry } from '../lib/consent/consent.server';
import { analyticsAllowed } from '../lib/consent/tracking-consent';
import { clientIpContext } from '../lib/context';
import { apiError, methodNotAllowed, NO_STORE, readBody } from '../lib/http/json-request.server';
import { checkRateLimits } from '../lib/http/rate-limit.server';
import { deadlineSignal } from '../lib/http/timeout';
import { errorFields, logger } from '../lib/log.server';
import { MONORAIL_PATH } from '../lib/analytics/monorail-path';

/**
 * POST /.well-known/shopify/monorail/unstable/produce_batch: the shop's analytics events, sent by
 * the browser to this origin (so the CSP stays 'self' and third-party blockers do not apply) and
 * forwarded to the same path on the store's domain, where Shopify (or the local commerce server)
 * takes them. Only with the visitor's consent to analytics where the shop requires it (403
 * otherwise); the platform's per-event answer is passed back.
 */

/** A batch of a few events is a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024;
/** One batch per page view and add to cart: generous for people, tight for scripts. */
export const ANALYTICS_RATE_LIMIT = { name: 'analytics:ip', limit: 300, windowMs: 10 * 60_000 };

const ProduceBatch = z.object({
  events: z.array(z.record(z.string(), z.unknown())).min(1).max(20),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const ip = context.get(clientIpContext);
  const limited = await checkRateLimits([{ rule: ANALYTICS_RATE_LIMIT, key: ip }]);
  if (limited) return limited;
  const required = await consentRequired(visitorCountry(request));
  if (!analyticsAllowed(request.headers.get('cookie') ?? '', required)) {
    return apiError(403, 'The visitor has not allowed analytics');
  }
  const body = await readBody(request, ProduceBatch, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return apiError(body.status, body.error);

  const config = getConfig();
  const { signal } = deadlineSignal(config.upstreamTimeoutMs);
  try {
    const answer = await fetch(`${config.storeDomain}${MONORAIL_PATH}`, {
      method: 'POST',
      // Monorail's own type for a batch, as hydrogen-react sends it.
      headers: {
        'content-type': 'text/plain',
        'user-agent': request.headers.get('user-agent') ?? '',
      },
      body: JSON.stringify(body.data),
      signal,
    });
    if (answer.status >= 500) throw new Error(`The platform answered ${answer.status}`);
    return new Response(await answer.text(), {
      status: answer.status,
      headers: { ...NO_STORE, 'content-type': 'application/json' },
    });
  } catch (error) {
    logger.warn(errorFields(error), 'forwarding analytics events failed');
    return apiError(502, 'The analytics endpoint could not be reached');
  }
}

export function loader() {
  return methodNotAllowed('POST');
}
