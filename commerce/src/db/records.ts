/** Rows as the rest of the server sees them: camelCase, booleans, parsed JSON, money in cents. */

export interface SelectedOption {
  name: string;
  value: string;
}

export interface Attribute {
  key: string;
  value: string;
}

export interface ShopRecord {
  name: string;
  currencyCode: string;
}

export interface ProductRecord {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A row of a product's list (images, options, variants, selling plans) and its place in it. */
interface ProductRow {
  id: number;
  productId: number;
  position: number;
}

export interface ProductImageRecord extends ProductRow {
  /** SVG source base name without extension, e.g. "powder-pack". */
  fileName: string;
  altText: string | null;
  width: number;
  height: number;
}

export interface ProductOptionRecord extends ProductRow {
  name: string;
  /** swatchColor: a hex colour such as "#4B4E50", or null for a value shown in words only. */
  values: { id: number; name: string; swatchColor: string | null }[];
}

export interface VariantRecord extends ProductRow {
  title: string;
  sku: string | null;
  priceCents: number;
  compareAtPriceCents: number | null;
  availableForSale: boolean;
  requiresShipping: boolean;
  /** null when inventory is not tracked. */
  quantityAvailable: number | null;
  selectedOptions: SelectedOption[];
  imageId: number | null;
}

export interface SellingPlanGroupRecord extends ProductRow {
  name: string;
  appName: string | null;
  options: { name: string; values: string[] }[];
}

/** orderCount: the adjustment applies to this many orders, then the next one (null = forever). */
export type PriceAdjustment =
  | { kind: 'percentage'; percentage: number; orderCount: number | null }
  | { kind: 'fixedAmount'; amountCents: number; orderCount: number | null }
  | { kind: 'price'; priceCents: number; orderCount: number | null };

/** Shopify's SellingPlanInterval. */
export type SellingPlanInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** Every `intervalCount` days, weeks, months or years. */
export interface IntervalPolicy {
  interval: SellingPlanInterval;
  intervalCount: number;
}

export interface SellingPlanRecord extends ProductRow {
  groupId: number;
  name: string;
  description: string | null;
  recurringDeliveries: boolean;
  options: SelectedOption[];
  priceAdjustments: PriceAdjustment[];
  /** null only in a database seeded before plans had policies, until the server fills them in. */
  billingPolicy: IntervalPolicy | null;
  deliveryPolicy: IntervalPolicy | null;
}

export interface DiscountCodeRecord {
  code: string;
  title: string;
  percentage: number;
  firstOrderOnly: boolean;
}

export interface BuyerIdentityRecord {
  countryCode: string | null;
  email: string | null;
  phone: string | null;
  customerAccessToken: string | null;
}

export interface CartRecord {
  token: string;
  secretKey: string;
  note: string | null;
  attributes: Attribute[];
  /** As the buyer entered them, in order. */
  discountCodes: string[];
  /** The gift cards applied, in the order they were. */
  giftCardIds: number[];
  buyerIdentity: BuyerIdentityRecord;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface CartLineRecord {
  id: string;
  cartToken: string;
  position: number;
  variantId: number;
  sellingPlanId: number | null;
  quantity: number;
  attributes: Attribute[];
  createdAt: string;
  updatedAt: string;
}

type FinancialStatus = 'PENDING' | 'PAID' | 'REFUNDED' | 'VOIDED';

export interface MailingAddressRecord {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  /** Two-letter state code in the United States, else null. */
  provinceCode: string | null;
  zip: string;
  countryCode: string;
}

export interface OrderRecord {
  id: number;
  /** 1001, 1002, …; the order's name is "#1001". */
  number: number;
  checkoutToken: string;
  customerId: number | null;
  email: string;
  currencyCode: string;
  financialStatus: FinancialStatus;
  /** The lines before discounts. */
  lineItemsSubtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  shippingTitle: string;
  shippingCents: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
  shippingAddress: MailingAddressRecord;
  cardLast4: string | null;
  processedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrderLineRecord {
  id: number;
  orderId: number;
  position: number;
  variantId: number;
  productId: number;
  productHandle: string;
  title: string;
  /** null for a product's only, "Default Title" variant, as Shopify does. */
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  unitPriceCents: number;
  /** This line's share of the order discount. */
  discountCents: number;
  sellingPlanId: number | null;
  sellingPlanName: string | null;
  image: { url: string; altText: string | null; width: number; height: number } | null;
}
