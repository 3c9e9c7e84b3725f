// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the production storefront
// build against the seeded local commerce server: 3 runs per page, medians reported.
// Budgets: performance ≥ 95; accessibility, best practices and SEO 100; LCP < 1.5 s; CLS < 0.02.
// A measurement, never a pass/fail test: on a busy 2-core machine the figures move.
// The storefront set-up and the Lighthouse runner below are shared with the side-by-side bench
// (peer.ts).
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { productionNode } from './lib/production-node';
import { repoRoot, startWorkspace } from './lib/process';

const storefrontPort = Number(process.env.BENCH_STOREFRONT_PORT ?? 3300);
const commercePort = Number(process.env.BENCH_COMMERCE_PORT ?? 4300);
// A build of its own (handed to the build and the server as STOREFRONT_BUILD_DIR), so a run
// never races `npm start`'s or a browser-test run's build. It is deleted before each build. Inside
// the storefront workspace, so the server build finds its dependencies (some live only in
// storefront/node_modules) the way Node looks for them: in node_modules folders above it.
const buildDirectory = resolve(
  repoRoot,
  'storefront',
  process.env.BENCH_STOREFRONT_BUILD_DIR ?? 'build/bench-lighthouse',
);
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Storefront worker processes: WEB_CONCURRENCY, else one per core (as a deployment would set it). */
export const benchWorkers = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
// Lighthouse's default is the mobile preset (simulated slow 4G, 4x CPU); `desktop` for comparison.
export const preset = process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportsDirectory = join(repoRoot, 'bench/results/lighthouse'); // git-ignored

const ALL_PAGES = ['/', '/products', '/products/bath-and-plunge-powder-4-pack'];
// BENCH_LIGHTHOUSE_PAGES=/products,/ measures a subset while working on one page.
export const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// The flags this machine's Chromium needs (DEVELOPERS.md), headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  longestTaskMs: number;
  /** Scored audits below a perfect score, with in how many runs, so a lost point can be traced. */
  failing: string[];
}

export interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** The longest main-thread task after the first paint, under the preset's CPU slowdown; 0 if none reaches 50 ms. */
  longestTaskMs: number;
  failing: string[];
}

function figures(lhr: Result): RunFigures {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // resource-summary's "script" row: every JavaScript response, compressed size on the wire.
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const scriptBytes = summary?.items.find((item) => item.resourceType === 'script')?.transferSize;
  // long-tasks lists the top-level tasks of 50 ms or more with their simulated start and duration
  // (the 4x CPU slowdown applied). A task still running at the simulated first paint counts: the
  // shopper's first input can land in it.
  const longTasks = lhr.audits['long-tasks']?.details as
    { items?: { startTime: number; duration: number }[] } | undefined;
  const firstPaintMs = numeric('first-contentful-paint');
  const longestTaskMs = Math.max(
    0,
    ...(longTasks?.items ?? [])
      .filter((task) => task.startTime + task.duration > firstPaintMs)
      .map((task) => task.duration),
  );
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit!.id),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scriptBytes ?? 0,
    longestTaskMs,
    failing,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarise(page: string, runs: RunFigures[]): LighthouseRow {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  return {
    page,
    performance: of((run) => run.scores.performance),
    accessibility: of((run) => run.scores.accessibility),
    bestPractices: of((run) => run.scores['best-practices']),
    seo: of((run) => run.scores.seo),
    lcpMs: Math.round(of((run) => run.lcpMs)),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    cls: Number(of((run) => run.cls).toFixed(3)),
    scriptKb: Number((of((run) => run.scriptBytes) / 1024).toFixed(1)),
    longestTaskMs: Math.round(of((run) => run.longestTaskMs)),
    failing: [...new Set(runs.flatMap((run) => run.failing))].map((id) => {
      const count = runs.filter((run) => run.failing.includes(id)).length;
      return `${id} (${count}/${runs.length} runs)`;
    }),
  };
}

function buildStorefront() {
  console.log(`Building the storefront into ${buildDirectory}…`);
  // A fresh directory, so assets of earlier builds cannot be served or counted.
  rmSync(buildDirectory, { recursive: true, force: true });
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', 'storefront'], {
    cwd: repoRoot,
    env: { ...process.env, STOREFRONT_BUILD_DIR: buildDirectory },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The storefront build failed.');
}

export interface BenchStorefront {
  storefrontUrl: string;
  commerceUrl: string;
  stop(): Promise<void>;
}

/**
 * Builds our storefront and starts it in production mode against a commerce server: the one at
 * COMMERCE_URL if set (so a second storefront can share its catalogue), else a fresh seeded one
 * on BENCH_COMMERCE_PORT.
 */
export async function startBenchStorefront(): Promise<BenchStorefront> {
  buildStorefront();
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops) await stopOne();
  };
  try {
    let commerceUrl = process.env.COMMERCE_URL?.replace(/\/$/, '');
    if (!commerceUrl) {
      commerceUrl = `http://localhost:${commercePort}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
      stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      // An empty database seeds itself with the catalogue when the commerce server starts.
      const commerce = await startWorkspace(
        'commerce',
        {
          COMMERCE_PORT: String(commercePort),
          COMMERCE_DB_PATH: join(dataDir, 'commerce.sqlite'),
          STOREFRONT_URL: storefrontUrl,
        },
        `${commerceUrl}/`,
      );
      stops.unshift(commerce.stop);
    }
    const storefront = await startWorkspace(
      'storefront',
      {
        PORT: String(storefrontPort),
        STOREFRONT_BUILD_DIR: buildDirectory,
        PUBLIC_STORE_DOMAIN: commerceUrl,
        PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
        WEB_CONCURRENCY: String(benchWorkers),
        // npm start runs the server with the first node on the PATH.
        PATH: `${dirname(productionNode().binary)}:${process.env.PATH ?? ''}`,
      },
      `${storefrontUrl}/`,
    );
    stops.unshift(storefront.stop);
    return { storefrontUrl, commerceUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface LighthouseRunner {
  /** One Lighthouse run; the full report is kept under bench/results/lighthouse/<reportName>.json. */
  audit(url: string, reportName: string): Promise<RunFigures>;
  close(): Promise<void>;
}

/** One headless Chromium that every run of a bench goes through, with the preset chosen above. */
export async function openLighthouse(): Promise<LighthouseRunner> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  mkdirSync(reportsDirectory, { recursive: true });
  const audit = async (url: string, reportName: string, attempt = 1): Promise<RunFigures> => {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      // Trace recording fails now and then on a busy machine (NO_NAVSTART): run again.
      if (attempt < 3) return audit(url, reportName, attempt + 1);
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    // The full reports, to see why a figure moved (open in https://googlechrome.github.io/lighthouse/viewer/).
    writeFileSync(join(reportsDirectory, `${reportName}.json`), JSON.stringify(result.lhr));
    return figures(result.lhr);
  };
  return { audit, close: async () => chrome.kill() };
}

/** A report file name for a page: `mobile-products-bath-and-plunge-powder-4-pack`. */
export function reportSlug(page: string): string {
  return `${preset}-${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;
}

export async function benchLighthouse(): Promise<LighthouseRow[]> {
  const storefront = await startBenchStorefront();
  try {
    const lighthouseRunner = await openLighthouse();
    try {
      const rows: LighthouseRow[] = [];
      for (const page of PAGES) {
        const url = `${storefront.storefrontUrl}${page}`;
        // One unreported run first: the commerce server renders each image size on first request,
        // and that one-off cost would otherwise land in the first measured run.
        await lighthouseRunner.audit(url, `${reportSlug(page)}-warm-up`);
        const runs: RunFigures[] = [];
        for (let run = 1; run <= runsPerPage; run += 1) {
          runs.push(await lighthouseRunner.audit(url, `${reportSlug(page)}-${run}`));
          console.log(`  ${page} run ${run}/${runsPerPage}`);
        }
        rows.push(summarise(page, runs));
      }
      printLighthouseTable(rows);
      return rows;
    } finally {
      await lighthouseRunner.close();
    }
  } finally {
    await storefront.stop();
  }
}

function printLighthouseTable(rows: LighthouseRow[]) {
  console.log(`\nLighthouse, ${preset} preset, median of ${runsPerPage} runs`);
  console.table(rows.map(tableColumns));
  for (const row of rows) {
    if (row.failing.length) console.log(`${row.page}: below 100 in ${row.failing.join(', ')}`);
  }
}

/** One row of the printed tables (this one's and the side-by-side one's). */
export function tableColumns(row: LighthouseRow) {
  return {
    page: row.page,
    perf: row.performance,
    a11y: row.accessibility,
    'best pr.': row.bestPractices,
    seo: row.seo,
    'LCP ms': row.lcpMs,
    'TBT ms': row.tbtMs,
    CLS: row.cls,
    'JS kB': row.scriptKb,
    'longest task ms': row.longestTaskMs || '< 50',
  };
}
