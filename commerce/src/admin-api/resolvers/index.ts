import { mergeResolvers, type ResolverMap } from '../../graphql/schema';
import type { AdminContext } from '../context';
import { customerResolvers } from './customers';
import { orderResolvers } from './orders';

/** Every resolver of the Admin API, by GraphQL type; add a domain's map here (customers, …). */
export const adminResolvers: ResolverMap<AdminContext> = mergeResolvers([
  orderResolvers,
  customerResolvers,
]);
