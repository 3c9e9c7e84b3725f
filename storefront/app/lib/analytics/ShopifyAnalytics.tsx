import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { onLinesAdded } from '../cart/line-adds';
import type { ShopAnalytics } from './events.client';

/**
 * Sends Shopify's analytics events when `enabled` (the visitor's consent allows analytics, or
 * the shop asks none in their region; the server decides): a page view on every navigation and
 * an add to cart when the platform confirms one. The event code is loaded on the first event,
 * after the page is up; without consent nothing is loaded, set or sent.
 */
export function ShopifyAnalytics({ shop, enabled }: { shop: ShopAnalytics; enabled: boolean }) {
  const location = useLocation();
  const matches = useMatches();
  // Read when an event is sent: a page view is one per navigation, whatever else re-renders.
  // (Kept up to date by the first effect, which runs before the others.)
  const latest = useRef({ shop, matches });
  useEffect(() => {
    latest.current = { shop, matches };
  });

  useEffect(() => {
    if (!enabled) return;
    const { shop, matches } = latest.current;
    void import('./events.client').then((events) => events.sendPageView(shop, matches));
  }, [enabled, location.key]);

  useEffect(() => {
    if (!enabled) return;
    return onLinesAdded((lines, cart) => {
      const { shop } = latest.current;
      void import('./events.client').then((events) => events.sendAddToCart(shop, lines, cart));
    });
  }, [enabled]);
  return null;
}
