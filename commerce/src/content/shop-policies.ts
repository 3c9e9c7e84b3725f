import { SHOP_POLICY_TYPES, type ShopPolicyType } from '../db/shop-policy-repository';

/** Shopify's shop policies: their handles, titles and URLs. */

/** A policy's handle: its type in lower case with hyphens (TERMS_OF_SERVICE: terms-of-service). */
export const policyHandle = (type: ShopPolicyType) => type.toLowerCase().replaceAll('_', '-');

/** The type of a policy handle, or undefined for a handle no policy has. */
export const policyTypeOfHandle = (handle: string): ShopPolicyType | undefined =>
  SHOP_POLICY_TYPES.find((type) => policyHandle(type) === handle);

/** The title a policy gets when the Admin API sets it for the first time, as Shopify names them. */
export const DEFAULT_POLICY_TITLES: Record<ShopPolicyType, string> = {
  CONTACT_INFORMATION: 'Contact information',
  LEGAL_NOTICE: 'Legal notice',
  PRIVACY_POLICY: 'Privacy policy',
  REFUND_POLICY: 'Refund policy',
  SHIPPING_POLICY: 'Shipping policy',
  SUBSCRIPTION_POLICY: 'Subscription policy',
  TERMS_OF_SALE: 'Terms of sale',
  TERMS_OF_SERVICE: 'Terms of service',
};

/**
 * The subscription policy the Storefront API answers while the shop has not set its own: like
 * Shopify's, a default without an id (ShopPolicyWithDefault).
 */
export const DEFAULT_SUBSCRIPTION_POLICY_BODY =
  '<p>A subscription renews automatically at the delivery frequency you chose, at the price ' +
  'shown when you subscribed, until you cancel it. You can skip a delivery, change its ' +
  'frequency or cancel at any time before the next renewal from your account, or by ' +
  'contacting us.</p>';

/** Shopify's public address of a policy: /policies/{handle} on the online store. */
export const policyUrl = (storefrontOrigin: string, type: ShopPolicyType) =>
  `${storefrontOrigin}/policies/${policyHandle(type)}`;
