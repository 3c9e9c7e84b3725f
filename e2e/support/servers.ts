import { existsSync } from 'node:fs';

/** Ports of the servers the browser tests start, away from the ones `npm start` uses. */
export const ports = {
  commerce: Number(process.env.E2E_COMMERCE_PORT ?? 4101),
  storefront: Number(process.env.E2E_STOREFRONT_PORT ?? 3101),
};

export const commerceUrl = `http://localhost:${ports.commerce}`;
export const storefrontUrl = `http://localhost:${ports.storefront}`;

/**
 * Debian's Chromium, the browser shoppers run (`chromium`), and its headless shell
 * (`chromium-headless-shell`): the same Chromium release built without the desktop browser around
 * it, which is what Playwright itself runs headless tests in. Measured on the 2-core CI machine,
 * the whole suite takes 5.0 minutes in the shell and 10.6 in the full browser, which spends twice
 * the CPU per page, so the suite runs in the shell and its complete journeys in both
 * (playwright.config.ts). Without the shell installed, everything runs in the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_HEADLESS_SHELL_PATH = existsSync(headlessShell)
  ? headlessShell
  : CHROMIUM_PATH;

/** The flags this workplace's Chromium needs (no sandbox as root, no network chatter). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
