import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './cart.helpers';

/**
 * What each page makes a first-time visitor download, against budgets: its JavaScript, and its
 * document, which must arrive in the connection's first round trip. Bytes are
 * stable where times are not, so this is the test that keeps the pages from growing; the times
 * are measured by `npm run bench lighthouse` and `npm run bench peer`, never asserted.
 *
 * Budgets in KiB (1,024 bytes, as Lighthouse reports "JS transferred"): at most 100 KiB per page,
 * React and React Router included, the goal the storefront is held to. Lower a budget as its page
 * shrinks; never raise one silently: a raise is a decision, stated in the change that makes it.
 */
const BUDGETS_KIB: Record<string, number> = {
  // 2026-11-27, with the consent banner shown (it is HTML only: analytics code loads after a
  // shopper allows it). react-dom as a script of its own (evaluated in a task of its own) added
  // about 0.6 KiB of headers and compression to each page; React Router's production build in
  // the browser took 0.5 KiB off each.
  '/': 100, // 96.6 KiB
  '/products': 100, // 93.4 KiB
  '/products/bath-and-plunge-powder-4-pack': 100, // 98.8 KiB
};

/**
 * A new connection's first round trip carries at most 10 TCP segments of 1,460 bytes (the
 * initial congestion window, RFC 6928): a document over that waits one more round trip before it
 * is whole (150 ms on the slow mobile link Lighthouse simulates), and the shop's first paint with
 * it. Headers included, with the consent banner a first visit shows.
 */
const DOCUMENT_BUDGET_BYTES = 10 * 1460;

/**
 * Bytes on the wire (compressed, headers included) of the document and of every script
 * response, counted as
 * Lighthouse counts them: `encodedDataLength` of the DevTools protocol's `Network.loadingFinished`.
 * Not `PerformanceResourceTiming.transferSize`: Chromium reports it as the body plus a fixed 300
 * bytes for the headers, and the page itself can clear that buffer. A script is a response of
 * the protocol's type Script (module preloads included) or any `.js` URL.
 */
async function bytesTransferred(page: Page, path: string) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const scripts = new Set<string>();
  let documentId: string | undefined;
  const finished = new Map<string, number>();
  devtools.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Document') documentId ??= requestId;
    else if (type === 'Script' || new URL(response.url).pathname.endsWith('.js')) {
      scripts.add(requestId);
    }
  });
  devtools.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    finished.set(requestId, encodedDataLength);
  });

  // The app preloads and imports its modules after the first paint: wait until it has hydrated
  // and nothing more is on its way, so every module it loads by itself is counted.
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');

  const unfinished = [...scripts, documentId ?? 'the document'].filter((id) => !finished.has(id));
  expect(unfinished, 'every download has finished').toEqual([]);
  return {
    script: [...scripts].reduce((total, id) => total + finished.get(id)!, 0),
    document: finished.get(documentId!)!,
  };
}

for (const [path, budgetKib] of Object.entries(BUDGETS_KIB)) {
  test(`${path} transfers at most ${budgetKib} KiB of JavaScript and a document within the first round trip`, async ({
    page,
  }) => {
    // A fresh browser context per test: an empty cache and no consent choice, as a first visit.
    const bytes = await bytesTransferred(page, path);
    await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
    console.log(
      `${path}: ${(bytes.script / 1024).toFixed(1)} KiB of JavaScript (budget ${budgetKib}), ` +
        `document ${bytes.document} bytes (budget ${DOCUMENT_BUDGET_BYTES})`,
    );
    // Counting nothing must not pass.
    expect(bytes.script).toBeGreaterThan(0);
    expect(bytes.script).toBeLessThanOrEqual(budgetKib * 1024);
    expect(bytes.document).toBeGreaterThan(1000);
    expect(bytes.document).toBeLessThanOrEqual(DOCUMENT_BUDGET_BYTES);
  });
}
