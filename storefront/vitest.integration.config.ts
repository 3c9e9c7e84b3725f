import { defineProject } from 'vitest/config';

// The storefront as a built product: real server processes over real HTTP (faults, shutdown,
// fuzz). Run by the root `vitest run` after one production build (test/integration/global-setup).
export default defineProject({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['test/integration/**/*.test.ts'],
    globalSetup: ['test/integration/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // The tests start servers of their own; one file at a time keeps the 2-core machine usable.
    fileParallelism: false,
  },
});
