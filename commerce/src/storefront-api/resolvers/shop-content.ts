import {
  DEFAULT_POLICY_TITLES,
  DEFAULT_SUBSCRIPTION_POLICY_BODY,
  policyHandle,
  policyUrl,
} from '../../content/shop-policies';
import type { ShopPolicyRecord, ShopPolicyType } from '../../db/shop-policy-repository';
import { gid } from '../../lib/ids';
import { type RequestContext, type ResolverMap } from '../context';
import { onlineStoreOrigin } from '../../content/online-store';

/** A policy the shop set; or, for the subscription policy only, Shopify's default (no id). */
type PolicySource = Omit<ShopPolicyRecord, 'id' | 'createdAt' | 'updatedAt'> & {
  id: number | null;
};

/** Shop.{field}: the policy of one type, null while the shop has not set it. */
const policy =
  (type: ShopPolicyType) =>
  (_shop: unknown, _args: unknown, context: RequestContext): PolicySource | null =>
    context.content.policies.findByType(type) ?? null;

/** The fields ShopPolicy and ShopPolicyWithDefault share. */
const policyFields = {
  id: (source: PolicySource) => (source.id === null ? null : gid('ShopPolicy', source.id)),
  handle: (source: PolicySource) => policyHandle(source.type),
  body: (source: PolicySource) => source.bodyHtml,
  url: (source: PolicySource, _args: unknown, context: RequestContext) =>
    policyUrl(onlineStoreOrigin(context), source.type),
};

/** A media image by id; null for none. */
const mediaImage = (context: RequestContext, id: number | null) =>
  id === null ? null : (context.content.mediaImages.findById(id) ?? null);

export const shopContentResolvers: ResolverMap = {
  Shop: {
    description: (_shop: unknown, _args: unknown, context: RequestContext) =>
      context.content.shopProfile.get().description,
    /** Null while the shop has set no brand at all. */
    brand: (_shop: unknown, _args: unknown, context: RequestContext) => {
      const { brand } = context.content.shopProfile.get();
      const { colors, ...rest } = brand;
      const isSet =
        Object.values(rest).some((value) => value !== null) ||
        colors.primary.length + colors.secondary.length > 0;
      if (!isSet) return null;
      return {
        slogan: brand.slogan,
        shortDescription: brand.shortDescription,
        logo: mediaImage(context, brand.logoId),
        squareLogo: mediaImage(context, brand.squareLogoId),
        coverImage: mediaImage(context, brand.coverImageId),
        colors,
      };
    },
    contactInformation: policy('CONTACT_INFORMATION'),
    legalNotice: policy('LEGAL_NOTICE'),
    privacyPolicy: policy('PRIVACY_POLICY'),
    refundPolicy: policy('REFUND_POLICY'),
    shippingPolicy: policy('SHIPPING_POLICY'),
    termsOfSale: policy('TERMS_OF_SALE'),
    termsOfService: policy('TERMS_OF_SERVICE'),
    // As on Shopify, the subscription policy answers a default until the shop sets its own.
    subscriptionPolicy: (_shop: unknown, args: unknown, context: RequestContext): PolicySource =>
      policy('SUBSCRIPTION_POLICY')(_shop, args, context) ?? {
        id: null,
        type: 'SUBSCRIPTION_POLICY',
        title: DEFAULT_POLICY_TITLES.SUBSCRIPTION_POLICY,
        bodyHtml: DEFAULT_SUBSCRIPTION_POLICY_BODY,
      },
  },

  ShopPolicy: policyFields,
  ShopPolicyWithDefault: policyFields,
};
