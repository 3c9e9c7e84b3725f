/**
 * Renders the default share image (public/images/og-default.png) from the brand's SVG art:
 * Open Graph and Twitter cards need a raster image, and 1200×630 is the size both crop least.
 * Run it after changing the hero or logo art: `npx tsx storefront/scripts/og-image.ts`.
 */
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SHARE_IMAGE } from '../app/lib/meta';

const publicDir = (path: string) => fileURLToPath(new URL(`../public${path}`, import.meta.url));

const { width, height } = DEFAULT_SHARE_IMAGE;
/** The wordmark sits in the art's calm top-left corner, clear of the powder and leaves. */
const LOGO_WIDTH = 430;
const LOGO_INSET = 72;

// The dark-theme art and the logo drawn for it: the site's default theme is dark.
const heroArt = fileURLToPath(new URL('../app/components/home/hero.svg', import.meta.url));
const art = await sharp(heroArt, { density: 144 })
  .resize(width, height, { fit: 'cover' })
  .toBuffer();
const logo = await sharp(publicDir('/brand/logo-dark.svg'), { density: 144 })
  .resize({ width: LOGO_WIDTH })
  .toBuffer();

await sharp(art)
  .composite([{ input: logo, left: LOGO_INSET, top: LOGO_INSET }])
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(publicDir(DEFAULT_SHARE_IMAGE.path));

console.log(`Wrote ${DEFAULT_SHARE_IMAGE.path} (${width}×${height}).`);
