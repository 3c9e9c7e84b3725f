import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    // The server build's entry is our Express app (server/app.ts), which mounts React Router.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
});
