import type { ResolverMap } from '../schema';
import { cartMutationResolvers } from './cart-mutations';
import { cartResolvers } from './cart';
import { imageResolvers } from './images';
import { productResolvers } from './products';
import { queryRootResolvers } from './query-root';
import { sellingPlanResolvers } from './selling-plans';
import { shopResolvers } from './shop';

function mergeResolvers(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields)) {
        if (fieldName in target) throw new Error(`Two resolvers for ${typeName}.${fieldName}.`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged;
}

/** Every resolver of the Storefront API, by GraphQL type. */
export const storefrontResolvers: ResolverMap = mergeResolvers([
  queryRootResolvers,
  shopResolvers,
  productResolvers,
  imageResolvers,
  sellingPlanResolvers,
  cartResolvers,
  cartMutationResolvers,
]);
