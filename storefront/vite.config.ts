import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { reactRouterProductionBuild } from './scripts/react-router-production';

/** The modules of the shared `shell` chunk (paths under app/). */
const SHELL_MODULES = [
  /\/app\/components\/layout\//,
  /\/app\/components\/ui\/(Button|Toast|icons|keyboard)\./,
  // Not the drawer's parts: they load when the cart is first opened (CartDrawerOnDemand).
  /\/app\/components\/cart\/(AddToCartButton|CartButton|CartDrawerOnDemand)\./,
  // Cards, and the rating the home page and the product page both show.
  /\/app\/components\/product\/(ProductGrid|ProductCard|RatingStars)\./,
  /\/app\/lib\/(meta|page-url|json-ld|auth\/client)\./,
];

export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter(), precompress()],
  build: {
    rollupOptions: {
      output: {
        // The components every page shows (layout, cart, toasts, buttons, product cards) and
        // the helpers every page's meta and sign-in state use, as one chunk, and so one
        // stylesheet, instead of several small ones: on a slow mobile link each extra
        // render-blocking stylesheet costs a round trip, and each small script its headers.
        manualChunks(id) {
          return SHELL_MODULES.some((pattern) => pattern.test(id)) ? 'shell' : undefined;
        },
      },
    },
  },
  environments: {
    // The server build's entry is our Express app (server/app.ts), which mounts React Router.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
});
