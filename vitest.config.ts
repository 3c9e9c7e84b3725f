import { defineConfig } from 'vitest/config';

// CI runs the integration tests (real server processes, where the runtime matters) once, on
// Node 24, the production runtime (.ci/node24-tests), and sets this to leave them out of the
// whole suite's run on the machine's Node.
const integrationProjects =
  process.env.SKIP_INTEGRATION_TESTS === '1' ? [] : ['storefront/vitest.integration.config.ts'];

// One `vitest run` at the root runs every workspace's unit and integration tests.
export default defineConfig({
  test: {
    projects: ['commerce', 'storefront', ...integrationProjects],
    // Both cores of the CI machine (Vitest would leave one idle): the suite's longest stretch
    // is importing modules and waiting on spawned servers, which overlap well.
    maxWorkers: 2,
  },
});
