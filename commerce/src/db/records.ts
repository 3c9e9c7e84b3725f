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

export interface ProductImageRecord {
  id: number;
  productId: number;
  position: number;
  /** SVG source base name without extension, e.g. "powder-pack". */
  fileName: string;
  altText: string | null;
  width: number;
  height: number;
}

export interface ProductOptionRecord {
  id: number;
  productId: number;
  position: number;
  name: string;
  values: { id: number; name: string }[];
}

export interface VariantRecord {
  id: number;
  productId: number;
  position: number;
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

export interface SellingPlanGroupRecord {
  id: number;
  productId: number;
  position: number;
  name: string;
  appName: string | null;
  options: { name: string; values: string[] }[];
}

/** orderCount: the adjustment applies to this many orders, then the next one (null = forever). */
export type PriceAdjustment =
  | { kind: 'percentage'; percentage: number; orderCount: number | null }
  | { kind: 'fixedAmount'; amountCents: number; orderCount: number | null }
  | { kind: 'price'; priceCents: number; orderCount: number | null };

export interface SellingPlanRecord {
  id: number;
  groupId: number;
  productId: number;
  position: number;
  name: string;
  description: string | null;
  recurringDeliveries: boolean;
  options: SelectedOption[];
  priceAdjustments: PriceAdjustment[];
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
