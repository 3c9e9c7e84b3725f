import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and integration tests.
export default defineConfig({
  test: {
    projects: ['commerce', 'storefront', 'storefront/vitest.integration.config.ts'],
    // Both cores of the CI machine (Vitest would leave one idle): the suite's longest stretch
    // is importing modules and waiting on spawned servers, which overlap well.
    maxWorkers: 2,
  },
});
