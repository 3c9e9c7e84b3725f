import { getConfig } from '../config.server';
import { apiError } from '../http/json-request.server';
import type { RateLimitRule } from '../http/rate-limit.server';

/** The storefront's public origin: PUBLIC_SITE_URL when set, else where the request arrived. */
export function publicOrigin(request: Request): string {
  return getConfig().siteUrl ?? new URL(request.url).origin;
}

/** Where the platform sends the browser back after sign-in (registered with the client). */
export const callbackUrl = (request: Request) => `${publicOrigin(request)}/api/auth/callback`;

/**
 * Cross-site request forgery guard for state-changing requests that a browser might send with
 * our cookies. Browsers mark every fetch and form POST with Origin and/or Sec-Fetch-Site, so a
 * request that carries neither did not come from a web page: `requireBrowserMarks` decides
 * whether such a request is allowed (yes for sign-in with a password, which sets a cookie but
 * uses none; no for changes authorised by the cookie itself).
 */
export function crossSiteRefusal(
  request: Request,
  { requireBrowserMarks }: { requireBrowserMarks: boolean },
): Response | null {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return forbidden();
  if (origin) {
    const allowed = origin === publicOrigin(request) || origin === new URL(request.url).origin;
    return allowed ? null : forbidden();
  }
  if (fetchSite) return null;
  return requireBrowserMarks ? forbidden() : null;
}

const forbidden = () => apiError(403, 'Cross-site requests are not allowed');

const MINUTE = 60_000;

/**
 * Limits on guessing and abuse, counted per client IP, and per email from one client IP (never
 * per email alone: then anyone could lock an address's owner out by failing in their name).
 * Generous for people, tight for scripts: a family behind one address can still sign in.
 */
export const AUTH_RATE_LIMITS = {
  passwordSignInPerIp: { name: 'auth-login:ip', limit: 30, windowMs: 15 * MINUTE },
  passwordSignInPerEmail: { name: 'auth-login:email-ip', limit: 10, windowMs: 15 * MINUTE },
  registrationPerIp: { name: 'auth-register:ip', limit: 10, windowMs: 60 * MINUTE },
  registrationPerEmail: { name: 'auth-register:email-ip', limit: 5, windowMs: 60 * MINUTE },
  /** Each start of a passwordless sign-in leads to an emailed code. */
  codeSignInPerIp: { name: 'auth-code:ip', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
