import { onlineStoreOrigin } from '../../content/online-store';
import { DEFAULT_POLICY_TITLES, policyUrl } from '../../content/shop-policies';
import type { ShopPolicyRecord, ShopPolicyType } from '../../db/shop-policy-repository';
import type { ResolverMap } from '../../graphql/schema';
import { gid } from '../../lib/ids';
import type { AdminContext } from '../context';

/** Shopify's limit on a policy's body. */
const MAX_POLICY_BYTES = 512 * 1024;

export const shopResolvers: ResolverMap<AdminContext> = {
  QueryRoot: {
    shop: (_root: unknown, _args: unknown, context: AdminContext) => ({
      id: gid('Shop', 1),
      name: context.catalogue.shop().name,
      description: context.content.shopProfile.get().description,
    }),
  },

  Shop: {
    shopPolicies: (_shop: unknown, _args: unknown, context: AdminContext) =>
      context.content.policies.all(),
  },

  Mutation: {
    shopPolicyUpdate: (
      _root: unknown,
      { shopPolicy }: { shopPolicy: { type: ShopPolicyType; body: string } },
      context: AdminContext,
    ) =>
      context.db.transaction(() => {
        if (Buffer.byteLength(shopPolicy.body) > MAX_POLICY_BYTES) {
          return {
            shopPolicy: null,
            userErrors: [
              {
                code: 'TOO_BIG',
                field: ['shopPolicy', 'body'],
                message: `Body is too big (maximum is ${MAX_POLICY_BYTES / 1024} KB)`,
              },
            ],
          };
        }
        // An empty body unsets the policy: the storefront no longer shows it.
        if (shopPolicy.body.trim() === '') {
          context.content.policies.remove(shopPolicy.type);
          return { shopPolicy: null, userErrors: [] };
        }
        return {
          shopPolicy: context.content.policies.setBody(
            shopPolicy.type,
            shopPolicy.body,
            DEFAULT_POLICY_TITLES[shopPolicy.type],
          ),
          userErrors: [],
        };
      })(),
  },

  ShopPolicy: {
    id: (policy: ShopPolicyRecord) => gid('ShopPolicy', policy.id),
    body: (policy: ShopPolicyRecord) => policy.bodyHtml,
    url: (policy: ShopPolicyRecord, _args: unknown, context: AdminContext) =>
      policyUrl(onlineStoreOrigin(context), policy.type),
  },
};
