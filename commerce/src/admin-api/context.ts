import { responsePathAsArray, type GraphQLResolveInfo } from 'graphql';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { ImageSources } from '../cdn/image-sources';
import type { ContentStores } from '../content/content-stores';
import type { CollectionRepository } from '../catalogue/collection-repository';
import type { CommerceDatabase } from '../db/connection';
import type { CustomerRepository } from '../db/customer-repository';
import type { OrderRepository } from '../db/order-repository';
import type { SubscriptionRepository } from '../db/subscription-repository';
import type { Outbox } from '../outbox/outbox';
import type { SearchWarning } from './search';

/** What every resolver of one Admin API request can reach. */
export interface AdminContext {
  /** For one transaction per mutation. */
  db: CommerceDatabase;
  orders: OrderRepository;
  customers: CustomerRepository;
  subscriptions: SubscriptionRepository;
  /** Where the emails the platform sends land (the welcome discount). */
  outbox: Outbox;
  /** The catalogue as of the start of this request (a line item's variant and product today). */
  catalogue: CatalogueSnapshot;
  /** The collections as they are now (the snapshot is as of the request's start). */
  collections: CollectionRepository;
  /** Pages, policies, menus, metafields and metaobjects. */
  content: ContentStores;
  imageSources: ImageSources;
  /** Public origin of this server, for image URLs. */
  origin: string;
  /** The storefront, the shop's online store: where pages, policies and menu links lead. */
  storefrontUrl: string;
  /** Search queries that had parts the server ignored, answered under `extensions.search`. */
  searchReports: { path: (string | number)[]; query: string; warnings: SearchWarning[] }[];
}

/** Reports the parts of a search query the server ignored, under `extensions.search`. */
export function reportIgnoredSearch(
  context: AdminContext,
  info: GraphQLResolveInfo,
  query: string,
  warnings: SearchWarning[],
): void {
  if (warnings.length === 0) return;
  context.searchReports.push({ path: responsePathAsArray(info.path), query, warnings });
}
