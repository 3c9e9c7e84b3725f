import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rollupOptions: {
      output: {
        // The components every page shows (layout, cart drawer, toasts, buttons, product
        // cards) as one chunk, and so one stylesheet, instead of several small ones: on a slow
        // mobile link each extra render-blocking stylesheet costs a round trip.
        manualChunks(id) {
          if (/[\\/]app[\\/]components[\\/](ui|layout|cart)[\\/]/.test(id)) return 'shell';
          if (/[\\/]app[\\/]components[\\/]product[\\/]Product(Grid|Card)\./.test(id))
            return 'shell';
          return undefined;
        },
      },
    },
  },
  environments: {
    // The server build's entry is our Express app (server/app.ts), which mounts React Router.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
});
