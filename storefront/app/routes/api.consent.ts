import { z } from 'zod';
import type { Route } from './+types/api.consent';
import { crossSiteRefusal, publicOrigin } from '../lib/auth/request-guards.server';
import { isSafeReturnPath, safeReturnPath } from '../lib/auth/return-path';
import { getConfig } from '../lib/config.server';
import {
  recordConsentChoice,
  visitorCountry,
  type VisitorChoice,
} from '../lib/consent/consent.server';
import { TRACKING_CONSENT_COOKIE } from '../lib/consent/tracking-consent';
import { clientIpContext } from '../lib/context';
import { apiError, methodNotAllowed, NO_STORE, readBody } from '../lib/http/json-request.server';
import { checkRateLimits } from '../lib/http/rate-limit.server';
import { errorFields, logger } from '../lib/log.server';
import {
  SHOPIFY_ANALYTICS_COOKIE,
  SHOPIFY_SESSION_COOKIE,
  SHOPIFY_UNIQUE_COOKIE,
} from '../lib/analytics/cookie-names';

/**
 * POST /api/consent: the consent banner's and the cookie preferences page's form (no script).
 * `choice` is accept (every purpose), reject (none) or custom (the ticked boxes). The choice goes
 * to the platform (consentManagement.cookies), whose cookies are set here: `_tracking_consent`,
 * and `_shopify_analytics` only where analytics is allowed; where it is not, the analytics
 * cookies are removed. Then back to the page the form was on (303), or JSON for a script.
 * 400 for a bad form, 403 cross-site, 429 past the limit, 502 when the platform cannot be reached.
 */

const MAX_BODY_BYTES = 1024;
/** A visitor chooses once or twice; more from one address is a script. */
export const CONSENT_RATE_LIMIT = { name: 'consent:ip', limit: 30, windowMs: 10 * 60_000 };
/** Shopify keeps the choice a year. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

const ticked = z.literal('on').optional();
const ConsentForm = z.object({
  choice: z.enum(['accept', 'reject', 'custom'], { error: 'Choose accept, reject or custom' }),
  analytics: ticked,
  marketing: ticked,
  preferences: ticked,
  returnTo: z.string().max(2000).optional(),
});

function visitorChoice(form: z.output<typeof ConsentForm>): VisitorChoice {
  if (form.choice !== 'custom') {
    const all = form.choice === 'accept';
    return { analytics: all, marketing: all, preferences: all };
  }
  return {
    analytics: form.analytics === 'on',
    marketing: form.marketing === 'on',
    preferences: form.preferences === 'on',
  };
}

/** A readable-by-script cookie (the analytics code reads these), Lax, for the whole site. */
function setCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = getConfig().secureCookies ? '; Secure' : '';
  return `${name}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * Back to the page the form was sent from: the form's own `returnTo`, else the Referer (the
 * banner's HTML is the same on every page), if it is a path on this site; else home.
 */
function returnPath(request: Request, returnTo: string | undefined): string {
  let path = returnTo;
  const referer = request.headers.get('referer');
  if (path === undefined && referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin || url.origin === publicOrigin(request)) {
        path = `${url.pathname}${url.search}`;
      }
    } catch {
      // Not a URL: home.
    }
  }
  return path && isSafeReturnPath(path) ? safeReturnPath(path) : '/';
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const refusal = crossSiteRefusal(request, { requireBrowserMarks: false });
  if (refusal) return refusal;
  const buyerIp = context.get(clientIpContext);
  const limited = await checkRateLimits([{ rule: CONSENT_RATE_LIMIT, key: buyerIp }]);
  if (limited) return limited;

  const body = await readBody(request, ConsentForm, { maxBytes: MAX_BODY_BYTES, form: true });
  if (!body.ok) return apiError(body.status, body.error);

  let cookies;
  try {
    cookies = await recordConsentChoice(visitorChoice(body.data), {
      cookie: request.headers.get('cookie') ?? '',
      buyerIp,
      country: visitorCountry(request),
    });
  } catch (error) {
    logger.error(errorFields(error), 'recording a consent choice failed');
    return apiError(502, 'The shop could not be reached. Please try again later.');
  }

  const headers = new Headers(NO_STORE);
  headers.append(
    'Set-Cookie',
    setCookie(TRACKING_CONSENT_COOKIE, cookies.trackingConsent, CHOICE_MAX_AGE_S),
  );
  if (cookies.shopifyAnalytics) {
    headers.append(
      'Set-Cookie',
      setCookie(
        SHOPIFY_ANALYTICS_COOKIE,
        encodeURIComponent(cookies.shopifyAnalytics),
        CHOICE_MAX_AGE_S,
      ),
    );
  } else {
    for (const name of [SHOPIFY_ANALYTICS_COOKIE, SHOPIFY_UNIQUE_COOKIE, SHOPIFY_SESSION_COOKIE]) {
      headers.append('Set-Cookie', setCookie(name, '', 0));
    }
  }
  if (request.headers.get('accept')?.includes('application/json')) {
    return Response.json({ purposes: cookies.purposes }, { headers });
  }
  headers.set('Location', returnPath(request, body.data.returnTo));
  return new Response(null, { status: 303, headers });
}

export function loader() {
  return methodNotAllowed('POST');
}
