import { getDirectiveValues, type GraphQLResolveInfo } from 'graphql';
import type { ResolverMap as GenericResolverMap } from '../graphql/schema';
import type { CartRepository } from '../db/cart-repository';
import type { CommerceDatabase } from '../db/connection';
import type { ImageSources } from '../cdn/image-sources';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { ContentStores } from '../content/content-stores';
import type { ConsentRepository } from '../db/consent-repository';

/** What every resolver of one GraphQL request can reach. */
export interface RequestContext {
  db: CommerceDatabase;
  /** The catalogue as of the start of this request. */
  catalogue: CatalogueSnapshot;
  carts: CartRepository;
  /** Pages, policies, menus, metafields, metaobjects and the shop's brand. */
  content: ContentStores;
  /** The shop's customer privacy settings and the visitors' consent choices. */
  consent: ConsentRepository;
  imageSources: ImageSources;
  /** Public origin of this server, e.g. http://localhost:4001 (no trailing slash). */
  origin: string;
  /** The storefront: the shop's online store, whose origin is its primary domain. */
  storefrontUrl: string;
  /**
   * The buyer's IP address, for per-buyer limits (Storefront API requests only): the one a
   * server holding the private token names in Shopify-Storefront-Buyer-IP, else the caller's.
   */
  buyerIp?: string;
}

export type ResolverMap = GenericResolverMap<RequestContext>;

interface InContext {
  country?: string;
  language?: string;
  /** @inContext(buyer: {customerAccessToken}): the signed-in Storefront API customer. */
  buyer?: { customerAccessToken: string };
}

/**
 * The operation's @inContext(country:, language:, buyer:) values, with variables applied; the
 * schema has already checked their types.
 */
export function inContextOf(info: GraphQLResolveInfo): InContext {
  const directive = info.schema.getDirective('inContext');
  return (directive && getDirectiveValues(directive, info.operation, info.variableValues)) ?? {};
}

/** The cursor of a row listed in position order. */
export const positionCursor = ({ id, position }: { id: number | string; position: number }) => ({
  last_id: id,
  last_value: position,
});
