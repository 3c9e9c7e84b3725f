// Load on the built product, on loopback: the storefront's home and a (cached) product page,
// POST /api/checkout, and a cart mutation through the commerce server; then the storefront
// process's resident memory. Targets on a 2-core machine: ≥ 500 product pages/s with p99 under
// 100 ms, zero errors and non-2xx answers, and under 250 MB resident after the run.
import { build } from 'esbuild';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTable, runLoad, type LoadResult } from './lib/load';
import { productionNode } from './lib/production-node';
import { repoRoot, startWorkspace } from './lib/process';

const commercePort = Number(process.env.BENCH_LOAD_COMMERCE_PORT ?? 4401);
const storefrontPort = Number(process.env.BENCH_LOAD_STOREFRONT_PORT ?? 3401);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
// Inside the repo, so the server build finds its dependencies in node_modules.
const buildDirectory = 'build/bench-load';
const HERO_HANDLE = 'bath-and-plunge-powder-4-pack';
const token = 'local-storefront-token';

function buildStorefront() {
  console.log(`Building the storefront into storefront/${buildDirectory}…`);
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', 'storefront'], {
    cwd: repoRoot,
    env: { ...process.env, STOREFRONT_BUILD_DIR: buildDirectory },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The storefront build failed.');
}

/**
 * server.ts compiled to plain JavaScript, as a deployment runs it: `npm start` runs it through
 * tsx, whose loader thread alone holds about 80 MB, which is the tool's and not the product's.
 */
async function compileServer(): Promise<string> {
  const outfile = join(repoRoot, 'storefront', buildDirectory, 'server.mjs');
  await build({
    entryPoints: [join(repoRoot, 'storefront/server.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

/** The storefront server as one Node process (no npm/tsx wrappers), so its memory is its own. */
async function startStorefront(commerceUrl: string): Promise<ChildProcess> {
  const server = await compileServer();
  const child = spawn(productionNode().binary, [server], {
    cwd: join(repoRoot, 'storefront'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(storefrontPort),
      // Absolute: the compiled server resolves a relative one from its own folder.
      STOREFRONT_BUILD_DIR: join(repoRoot, 'storefront', buildDirectory),
      PUBLIC_STORE_DOMAIN: commerceUrl,
      PUBLIC_STOREFRONT_API_TOKEN: token,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(`http://localhost:${storefrontPort}/healthz`, {
        signal: AbortSignal.timeout(1_000),
      });
      return child;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('The storefront did not start.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMegabytes(pid: number): number {
  const kilobytes = Number(
    /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1],
  );
  return Math.round(kilobytes / 1024);
}

async function graphql<T>(commerceUrl: string, query: string, variables?: object): Promise<T> {
  const response = await fetch(`${commerceUrl}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

export async function benchLoad(): Promise<{ rows: LoadResult[]; rssMb: number }> {
  buildStorefront();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const commerceUrl = `http://localhost:${commercePort}`;
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  const commerce = await startWorkspace(
    'commerce',
    {
      COMMERCE_PORT: String(commercePort),
      COMMERCE_DB_PATH: join(dataDir, 'commerce.sqlite'),
      LOG_LEVEL: 'warn',
    },
    `${commerceUrl}/healthz`,
  );
  let storefront: ChildProcess | undefined;
  try {
    storefront = await startStorefront(commerceUrl);
    const { product } = await graphql<{ product: { variants: { nodes: { id: string }[] } } }>(
      commerceUrl,
      'query P($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }',
      { handle: HERO_HANDLE },
    );
    const { cartCreate } = await graphql<{
      cartCreate: { cart: { id: string; checkoutUrl: string } };
    }>(commerceUrl, 'mutation { cartCreate(input: {}) { cart { id checkoutUrl } } }');
    const common = { connections, durationSeconds };
    // Pages are asked for as a browser asks (every browser accepts Brotli), so the figures
    // include compressing them, which costs more than serving a page from the page cache.
    const asABrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // Warm the catalogue cache, as a running shop's would be.
    await fetch(`${storefrontUrl}/products/${HERO_HANDLE}`);
    await fetch(`${storefrontUrl}/`);

    const rows: LoadResult[] = [];
    rows.push(
      await runLoad({
        ...common,
        name: 'GET / (home)',
        url: `${storefrontUrl}/`,
        headers: asABrowser,
      }),
    );
    rows.push(
      await runLoad({
        ...common,
        name: `GET /products/${HERO_HANDLE}`,
        url: `${storefrontUrl}/products/${HERO_HANDLE}`,
        headers: asABrowser,
      }),
    );
    rows.push(
      await runLoad({
        ...common,
        name: 'POST /api/checkout',
        url: `${storefrontUrl}/api/checkout`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ checkoutUrl: cartCreate.cart.checkoutUrl }),
      }),
    );
    rows.push(
      await runLoad({
        ...common,
        name: 'cartLinesAdd (commerce Storefront API)',
        url: `${commerceUrl}/api/2026-04/graphql.json`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': token },
        body: JSON.stringify({
          query:
            'mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { totalQuantity } userErrors { message } } }',
          variables: {
            cartId: cartCreate.cart.id,
            lines: [{ merchandiseId: product.variants.nodes[0]!.id, quantity: 1 }],
          },
        }),
      }),
    );
    const rssMb = residentMegabytes(storefront.pid!);
    printTable(`Load: ${connections} connections, ${durationSeconds} s per scenario`, rows);
    console.log(`Storefront resident memory after the run: ${rssMb} MB (target < 250 MB)`);
    return { rows, rssMb };
  } finally {
    if (storefront && storefront.exitCode === null) {
      const exited = new Promise((resolve) => storefront!.once('exit', resolve));
      storefront.kill('SIGTERM');
      await exited;
    }
    await commerce.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
