import type { CartLineAddInput } from '../cart/types';
import type { ProductCardData } from '../shopify';

type CardVariant = ProductCardData['variants']['nodes'][number];

/**
 * What an Add to Cart button outside the product page adds: a listed product's variant, with
 * what the drawer shows of its line (image, title, what the pack holds) before the platform
 * answers.
 */
export function cardMerchandise(
  product: ProductCardData,
  variant: CardVariant,
): CartLineAddInput['merchandise'] {
  return {
    ...variant,
    image: variant.image ?? product.featuredImage,
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      packSize: product.packSize,
      packUnit: product.packUnit,
      usesPerPack: product.usesPerPack,
    },
  };
}

/**
 * The name of the variant a card sells when the product has choices ("Brushed Steel"); a
 * single-variant product's title is its name alone.
 */
export function cardVariantTitle(product: ProductCardData, variant: CardVariant | undefined) {
  return (product.variantsCount?.count ?? 1) > 1 ? variant?.title : undefined;
}
