import { GraphQLError } from 'graphql';

/** Shopify global ids: gid://shopify/{Resource}/{id}[?{params}]. */
export type GidResource =
  | 'AppliedGiftCard'
  | 'Article'
  | 'ArticleImage'
  | 'Blog'
  | 'Cart'
  | 'CartLine'
  | 'Collection'
  | 'CollectionImage'
  | 'Customer'
  | 'CustomerAddress'
  | 'ImageSource'
  | 'LineItem'
  | 'MailingAddress'
  | 'MediaImage'
  | 'Menu'
  | 'MenuItem'
  | 'Metafield'
  | 'Metaobject'
  | 'Order'
  | 'Page'
  | 'Product'
  | 'ProductImage'
  | 'ProductOption'
  | 'ProductOptionValue'
  | 'ProductVariant'
  | 'SellingPlan'
  | 'Shop'
  | 'ShopPolicy'
  | 'SubscriptionBillingAttempt'
  | 'SubscriptionContract'
  | 'SubscriptionLine'
  | 'UrlRedirect';

const GID_PATTERN = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)(?:\?([^#]*))?$/;

export function gid(
  resource: GidResource,
  id: number | string,
  params?: Record<string, string>,
): string {
  const query = params ? `?${new URLSearchParams(params).toString()}` : '';
  return `gid://shopify/${resource}/${id}${query}`;
}

/** A global id's resource, id and params; null when the value is not one. */
export function parseGid(value: string) {
  const match = GID_PATTERN.exec(value);
  if (!match) return null;
  return {
    resource: match[1] ?? '',
    id: decodeURIComponent(match[2] ?? ''),
    params: new URLSearchParams(match[3] ?? ''),
  };
}

/** The numeric id of a gid of the given resource, or null for any other id. */
export function numericIdOf(value: string, resource: GidResource): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.resource !== resource || !/^\d{1,15}$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

/** Parses an ID argument, throwing Shopify's coercion error if it is not a global id at all. */
export function requireGid(value: string) {
  const parsed = parseGid(value);
  if (!parsed) {
    throw new GraphQLError(`Invalid global id '${value}'`, {
      extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
    });
  }
  return parsed;
}

/** The numeric id of an ID argument of the given resource (null for another), as requireGid. */
export function requireNumericId(value: string, resource: GidResource): number | null {
  requireGid(value);
  return numericIdOf(value, resource);
}
