import { reactRouter } from '@react-router/dev/vite';

// No `defineConfig` import on purpose: React Router's CLI runs the workspace root's Vite (8),
// while storefront/node_modules holds Vite 7, and their config types do not mix.
export default {
  plugins: [reactRouter()],
  environments: {
    // The server build's entry is our Express app (server/app.ts), which mounts React Router.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
};
