import { mergeResolvers } from '../../graphql/schema';
import type { ResolverMap } from '../context';
import { cartMutationResolvers } from './cart-mutations';
import { cartResolvers } from './cart';
import { customerMutationResolvers } from './customer-mutations';
import { customerResolvers } from './customers';
import { imageResolvers } from './images';
import { productResolvers } from './products';
import { queryRootResolvers } from './query-root';
import { sellingPlanResolvers } from './selling-plans';
import { shopResolvers } from './shop';

/** Every resolver of the Storefront API, by GraphQL type. */
export const storefrontResolvers: ResolverMap = mergeResolvers([
  queryRootResolvers,
  shopResolvers,
  productResolvers,
  imageResolvers,
  sellingPlanResolvers,
  cartResolvers,
  cartMutationResolvers,
  customerResolvers,
  customerMutationResolvers,
]);
