import { SHOPIFY_S, SHOPIFY_Y } from '@shopify/hydrogen-react';

/**
 * Shopify's analytics cookies, set only where the visitor's consent allows analytics: the
 * platform's `_shopify_analytics`, and the unique (`_shopify_y`, a year) and visit
 * (`_shopify_s`, 30 minutes from the last event) tokens hydrogen-react's events carry.
 */
export const SHOPIFY_ANALYTICS_COOKIE = '_shopify_analytics';
export const SHOPIFY_UNIQUE_COOKIE = SHOPIFY_Y;
export const SHOPIFY_SESSION_COOKIE = SHOPIFY_S;
