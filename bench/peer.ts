// `PEER_URL=http://localhost:3810 npm run bench peer`: our storefront side by side with a second
// storefront on the same catalogue (Shopify's Hydrogen skeleton is the reference peer), measured
// alternately (ours, peer, ours, peer…) so both see the same machine load:
// - Lighthouse (the preset and runner of lighthouse.ts) on the pages of lighthouse.ts, BENCH_ROUNDS
//   rounds (default 5), after one unreported warm-up run of each page on each storefront;
// - uncached server rendering of the product page: autocannon, BENCH_CONNECTIONS (default 32)
//   connections for BENCH_DURATION_SECONDS (default 10), the same rounds, after a short warm-up. The
//   requests carry a cookie, which skips our page cache (server/page-cache.ts), so every answer is
//   a fresh render from the cached catalogue, as each of the skeleton's answers is.
// Ours runs one worker process per core, as a deployment on this machine would set WEB_CONCURRENCY
// (which overrides it here too). Medians of the rounds, with the machine's load average at the start and the end.
// The peer's pages are ours, except the list of all products: the skeleton has no /products and
// lists them at /collections/all. PEER_PAGES=/,/collections/all,/products/… (in the order of
// lighthouse.ts's pages) names them for another peer.
//
// The shared catalogue: this bench builds and starts ours as lighthouse.ts does, with a fresh
// seeded commerce server on BENCH_COMMERCE_PORT (default 4300), and the peer must use that one:
//   ALLOW_LOCAL_IMAGES=1 ../shared/peers/run-hydrogen-skeleton.sh http://localhost:4300 3810
// before the bench (the skeleton reaches the store only per request, so it may start first).
// Or COMMERCE_URL=http://localhost:4001 uses a commerce server already running (e.g. `npm start`'s)
// for ours, and the peer is pointed at that. The bench checks that the peer serves every page.
// A measurement, never a pass/fail test: on a busy 2-core machine the figures move.
import { loadavg } from 'node:os';
import { printTable, runLoad, type LoadResult } from './lib/load';
import {
  benchWorkers,
  median,
  openLighthouse,
  PAGES,
  preset,
  reportSlug,
  startBenchStorefront,
  summarise,
  tableColumns,
  type LighthouseRow,
  type RunFigures,
} from './lighthouse';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const PRODUCT_PAGE = '/products/bath-and-plunge-powder-4-pack';
// Any cookie but the platform's analytics ones makes a page uncacheable for our page cache.
const UNCACHED = { cookie: 'bench=uncached' };

type Side = 'ours' | 'peer';
const SIDES: Side[] = ['ours', 'peer'];
const PEER_PAGES =
  process.env.PEER_PAGES?.split(',') ??
  PAGES.map((page) => (page === '/products' ? '/collections/all' : page));
/** The page the peer shows for one of ours. */
const pageOf = (side: Side, page: string) =>
  side === 'ours' ? page : PEER_PAGES[PAGES.indexOf(page)]!;

function printLoadAverage(when: string) {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(`Load average ${when}: ${one} ${five} ${fifteen} (1, 5, 15 min)`);
}

/** Fails early, with the reason, when the peer is down or does not serve this catalogue. */
async function checkPeer(peerUrl: string) {
  if (PEER_PAGES.length !== PAGES.length)
    throw new Error(`PEER_PAGES must name ${PAGES.length} pages.`);
  for (const page of PEER_PAGES) {
    const response = await fetch(`${peerUrl}${page}`).catch((error: Error) => error);
    if (response instanceof Error || response.status !== 200) {
      const answer = response instanceof Error ? response.message : `HTTP ${response.status}`;
      throw new Error(
        `The peer answered ${page} with ${answer}: is it running, on the same commerce server?`,
      );
    }
  }
}

/** The cookie must really bypass our page cache, or the comparison is cached vs rendered. */
async function checkOursUncached(url: string) {
  const answer = await fetch(url, { headers: UNCACHED });
  if (answer.headers.get('x-page-cache') === 'hit') {
    throw new Error(`${url} came from the page cache despite the cookie.`);
  }
}

export async function benchPeer(): Promise<void> {
  const peerUrl = process.env.PEER_URL?.replace(/\/$/, '');
  if (!peerUrl)
    throw new Error('Set PEER_URL to the second storefront, e.g. http://localhost:3810');
  printLoadAverage('at the start');
  const storefront = await startBenchStorefront();
  try {
    await checkPeer(peerUrl);
    console.log(
      `Ours on ${storefront.storefrontUrl} (${benchWorkers} worker processes), the peer on ${peerUrl}, both on the`,
    );
    console.log(`catalogue of ${storefront.commerceUrl}; ${rounds} alternating rounds.`);
    const origin: Record<Side, string> = { ours: storefront.storefrontUrl, peer: peerUrl };

    const runs = new Map<string, RunFigures[]>();
    const lighthouseRunner = await openLighthouse();
    try {
      // Warm-up: the commerce server renders each image size on first request, and each
      // storefront asks for its own sizes.
      for (const page of PAGES) {
        for (const side of SIDES) {
          await lighthouseRunner.audit(
            `${origin[side]}${pageOf(side, page)}`,
            `${side}-${reportSlug(page)}-warm-up`,
          );
        }
      }
      for (let round = 1; round <= rounds; round += 1) {
        for (const page of PAGES) {
          for (const side of SIDES) {
            const figures = await lighthouseRunner.audit(
              `${origin[side]}${pageOf(side, page)}`,
              `${side}-${reportSlug(page)}-${round}`,
            );
            runs.set(`${side} ${page}`, [...(runs.get(`${side} ${page}`) ?? []), figures]);
          }
        }
        console.log(`  Lighthouse round ${round}/${rounds}`);
      }
    } finally {
      await lighthouseRunner.close();
    }
    const rows = PAGES.flatMap((page) =>
      SIDES.map(
        (side) => [side, summarise(pageOf(side, page), runs.get(`${side} ${page}`)!)] as const,
      ),
    );
    printLighthouseSideBySide(rows);

    const productUrl = (side: Side) => `${origin[side]}${PRODUCT_PAGE}`;
    await checkOursUncached(productUrl('ours'));
    const load = (side: Side, seconds: number) =>
      runLoad({
        name: side,
        url: productUrl(side),
        headers: UNCACHED,
        connections,
        durationSeconds: seconds,
      });
    // Warm-up: JIT compilation and the catalogue caches of both servers.
    for (const side of SIDES) await load(side, 3);
    const loads: Record<Side, LoadResult[]> = { ours: [], peer: [] };
    for (let round = 1; round <= rounds; round += 1) {
      for (const side of SIDES) loads[side].push(await load(side, durationSeconds));
      console.log(`  load round ${round}/${rounds}`);
    }
    printTable(
      `Uncached GET ${PRODUCT_PAGE} (with a cookie): ${connections} connections, ${durationSeconds} s, median of ${rounds} rounds (errors and non-2xx summed)`,
      SIDES.map((side) => medianLoad(side, loads[side])),
    );
  } finally {
    await storefront.stop();
    printLoadAverage('at the end');
  }
}

function medianLoad(name: string, results: LoadResult[]): LoadResult {
  const of = (pick: (result: LoadResult) => number) => median(results.map(pick));
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    name,
    requestsPerSecond: Math.round(of((result) => result.requestsPerSecond)),
    p50Ms: of((result) => result.p50Ms),
    p99Ms: of((result) => result.p99Ms),
    errors: sum((result) => result.errors),
    non2xx: sum((result) => result.non2xx),
  };
}

function printLighthouseSideBySide(rows: (readonly [Side, LighthouseRow])[]) {
  console.log(
    `\nLighthouse, ${preset} preset, side by side: median of ${rounds} alternating rounds`,
  );
  console.table(rows.map(([side, row]) => ({ storefront: side, ...tableColumns(row) })));
}
