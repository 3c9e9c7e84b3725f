// `npm start` (scripts/start.mjs) on other ports than 3000 and 4001: the commerce server has to
// know where the storefront is, or a paid checkout, the hosted pages' links and passwordless
// sign-in all lead to :3000.
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillTexasAddress, payWith, TEST_CARD_APPROVED } from '../support/checkout';
import { ports } from '../support/servers';
import { uniqueEmail } from './accounts.helpers';
import { addFromCard, drawer, gotoHydrated, hero } from './cart.helpers';

// Ports of their own, next to the shared ones, so parallel runs on other ports never meet.
const storefrontPort = ports.storefront + 20;
const commercePort = ports.commerce + 20;
const storefront = `http://localhost:${storefrontPort}`;
const commerce = `http://localhost:${commercePort}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: storefront });

let started: ChildProcess;
let dataDir: string;

/** Runs `npm start` as a developer would, with only the ports and the database changed. */
test.beforeAll(async () => {
  // Generous: `npm start` builds the storefront first when its sources are newer than the build.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-npm-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(storefrontPort),
    COMMERCE_PORT: String(commercePort),
    COMMERCE_DB_PATH: join(dataDir, 'commerce.sqlite'),
  };
  // Nothing may tell the servers where the other one is but start.mjs itself.
  for (const name of ['PUBLIC_STORE_DOMAIN', 'STOREFRONT_URL', 'PUBLIC_SITE_URL']) {
    delete env[name];
  }
  started = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('Press Ctrl-C to stop.')) resolve();
    };
    started.stdout!.on('data', onOutput);
    started.stderr!.on('data', onOutput);
    started.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  // start.mjs stops both servers on SIGTERM, then exits.
  if (started?.exitCode === null) {
    const exited = new Promise((resolve) => started.once('exit', resolve));
    started.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The newest sign-in code this commerce server emailed to `to`. */
async function signInCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${commerce}/__outbox?to=${encodeURIComponent(to)}`, {
        headers: { Accept: 'application/json' },
      });
      const { messages } = (await response.json()) as {
        messages: { kind: string; code: string | null }[];
      };
      code = messages.find((message) => message.kind === 'sign_in_code')?.code ?? undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

test('a paid checkout returns to this storefront, and its links lead here', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/products');
  await addFromCard(page, hero.title);
  const newTab = context.waitForEvent('page', { timeout: 5_000 }).catch(() => page);
  await drawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = await newTab;
  await checkout.waitForURL((url) => url.href.startsWith(`${commerce}/cart/c/`));

  await expect(checkout.getByRole('link', { name: 'Clearwell', exact: true })).toHaveAttribute(
    'href',
    `${storefront}/`,
  );
  await fillTexasAddress(checkout);
  await payWith(checkout, TEST_CARD_APPROVED);
  await checkout.waitForURL((url) => url.href.startsWith(`${storefront}/success?checkout_id=`));
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
});

test('passwordless sign-in goes through the hosted page and back to this storefront', async ({
  page,
}) => {
  const email = uniqueEmail('npm-start');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in / Create account' }).click();
  // The platform accepted this storefront's redirect URI: its sign-in page shows.
  await page.waitForURL((url) => url.href.startsWith(commerce));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code').fill(await signInCode(page, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${storefront}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
});
