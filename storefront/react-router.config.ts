import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Several builds can coexist (e.g. parallel browser-test runs); server.ts reads the same variable.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
  // Opt in to React Router 8's behaviour now, so later issues build on it.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
