import { readFileSync } from 'node:fs';

interface SeedProduct {
  handle: string;
  title: string;
  variants: { price: string }[];
  images: { file: string; altText: string }[];
}

/** The seed catalogue the commerce server loads, so tests follow the data instead of copying it. */
export const seedProducts: SeedProduct[] = JSON.parse(
  readFileSync(new URL('../../commerce/seed/catalogue.json', import.meta.url), 'utf8'),
).products;

/** `$44.00`: the storefront's price format for a seed price. */
export function dollars(amount: string): string {
  return `$${Number(amount).toFixed(2)}`;
}
