import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/servers';
import { peersPresent, skeletonScript, skeletonUrl } from './servers';

/**
 * `npm run test:fidelity`: Shopify's Hydrogen skeleton, unmodified, against the local commerce
 * server, page by page in Chromium. It needs the peers folder beside the checkout
 * (../shared/peers); without it there is nothing to run, and the run says so and passes.
 */
if (!peersPresent) {
  console.log(
    `Fidelity test skipped: ${skeletonScript} not found (../shared/peers/ is not beside the checkout).`,
  );
}

export default defineConfig({
  testDir: '.',
  testIgnore: peersPresent ? [] : ['**'],
  // The skeleton's first install takes minutes; starting both servers is the setup's job (it
  // starts nothing without the peers folder).
  globalSetup: './global-setup.ts',
  outputDir: '../test-results/fidelity',
  // One skeleton, one cart per test: nothing to gain from parallel workers on 2 cores.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: skeletonUrl,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
