import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import {
  ports,
  commerceUrl,
  storefrontUrl,
  CHROMIUM_ARGS,
  CHROMIUM_HEADLESS_SHELL_PATH,
  CHROMIUM_PATH,
} from './support/servers';

const root = fileURLToPath(new URL('..', import.meta.url));
// A database of its own, re-seeded on every run, so tests never see a developer's data. One per
// port, so that runs on different ports (E2E_COMMERCE_PORT) can go on side by side.
const e2eDatabase = join(root, '.data', `e2e-${ports.commerce}`, 'commerce.sqlite');

export default defineConfig({
  testDir: './tests',
  // Per port too: runs side by side must not delete each other's traces.
  outputDir: `test-results/${ports.storefront}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: storefrontUrl,
    // Recording a trace costs about a fifth of the suite's time, so only a retried test records
    // one (CI retries each failure once).
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
      },
    },
    // The complete journeys, from the product page to the paid order and the theme shoppers
    // keep, in the full browser too (support/servers.ts says why the rest runs in the shell).
    {
      name: 'chromium-full',
      testMatch: ['purchase.spec.ts', 'theme.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: 'npm run --silent seed -w commerce && npm run --silent start -w commerce',
      cwd: root,
      url: `${commerceUrl}/`,
      env: {
        COMMERCE_PORT: String(ports.commerce),
        COMMERCE_DB_PATH: e2eDatabase,
        STOREFRONT_URL: storefrontUrl,
        PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
        // E2E_COMMERCE_LATENCY_MS=800 runs every spec against a slow platform.
        COMMERCE_LATENCY_MS: process.env.E2E_COMMERCE_LATENCY_MS ?? '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run --silent start -w storefront',
      cwd: root,
      url: `${storefrontUrl}/`,
      env: {
        PORT: String(ports.storefront),
        NODE_ENV: 'production',
        PUBLIC_STORE_DOMAIN: commerceUrl,
        PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
        // Sessions sealed with a fixed key, as in production (not the per-process fallback).
        SESSION_SECRET: 'e2e-session-secret-not-for-production-0123456789',
        // An owner's edit shows within a second or two (owner-content.spec.ts), not 30 s: the
        // platform's answers and the rendered pages are kept for a second each.
        CATALOGUE_FRESH_MS: '1000',
        PAGE_CACHE_MS: '1000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
