import { describe, expect, it, vi } from 'vitest';
import { collectDeferredHydrationDocument, deferHydration } from './defer-hydration.server';

// The shape React Router 7.18 renders (<Links>/<Scripts>), trimmed to what matters.
const DOCUMENT = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/chunk-B.js" nonce="n1"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Product</main><script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/product-D.js";
  window.__reactRouterManifest = {"entry": {"imports": ["/assets/chunk-B.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe('deferHydration', () => {
  const output = deferHydration(DOCUMENT);
  const bootstrap =
    /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(output)?.[1] ?? '';

  it('takes the module preload links out of the document, keeping everything else', () => {
    expect(output).not.toContain('rel="modulepreload"');
    // One marker where the first link was, for the script to put them back in place.
    expect(output).toContain('<head><!--modulepreload--><link rel="stylesheet"');
    expect(output.match(/<!--modulepreload-->/g)).toHaveLength(1);
    expect(output).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(output).toContain('<main>Product</main>');
    expect(output).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it('leaves no static import in the bootstrap script, so nothing is fetched before it runs', () => {
    expect(bootstrap).not.toMatch(/^\s*import\s/m);
    expect(bootstrap).not.toMatch(/\bimport\(/);
  });

  it('writes the route modules’ code as React Router wrote it, in the bootstrap’s tag, into a template at the end of the body', () => {
    const template = /<template id="route-modules">([\s\S]*)<\/template><\/body><\/html>$/.exec(
      output,
    )?.[1];
    expect(template).toBe(
      `<script nonce="n1" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/product-D.js";
  window.__reactRouterManifest = {"entry": {"imports": ["/assets/chunk-B.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};</script>`,
    );
  });

  it('runs a copy of the route modules’ script and then the entry, in order, then puts the preload links back in place of the marker, one per task', async () => {
    vi.useFakeTimers();
    const head: Record<string, unknown>[] = [];
    const inPlaceOfMarker: Record<string, unknown>[] = [];
    const created: Record<string, unknown>[] = [];
    let markerRemoved = false;
    const comments = [
      { data: ' ' },
      {
        data: 'modulepreload',
        before: (link: Record<string, unknown>) => inPlaceOfMarker.push(link),
        remove: () => (markerRemoved = true),
      },
    ];
    const routeModulesScript = { tag: 'script', type: 'module', async: true, nonce: 'n1' };
    const document = {
      getElementById: (id: string) =>
        id === 'route-modules' ? { content: { firstElementChild: routeModulesScript } } : null,
      importNode: (node: object, deep: boolean) => (deep ? { ...node, copy: true } : null),
      createElement: (tag: string) => {
        const element: Record<string, unknown> = { tag };
        created.push(element);
        return element;
      },
      createNodeIterator: (_root: unknown, whatToShow: number) => {
        expect(whatToShow).toBe(128); // NodeFilter.SHOW_COMMENT
        const remaining = [...comments];
        return { nextNode: () => remaining.shift() ?? null };
      },
      head: { append: (...elements: Record<string, unknown>[]) => head.push(...elements) },
    };
    const window: { __modulePreloadsPlaced?: Promise<void> } = {};
    const moduleBody = bootstrap.replace(/^\s*;/, '');
    const run = new Function(
      'document',
      'NodeFilter',
      'window',
      `return (async () => {${moduleBody}\n})()`,
    ) as (document: unknown, nodeFilter: unknown, window: unknown) => Promise<void>;
    try {
      await run(document, { SHOW_COMMENT: 128 }, window);

      // First the scripts, in the module's own task.
      expect(head).toHaveLength(2);
      const [routes, entry] = head;
      expect(routes).toEqual({ ...routeModulesScript, async: false, copy: true });
      expect(entry).toMatchObject({
        tag: 'script',
        type: 'module',
        async: false,
        src: '/assets/entry.client-A.js',
      });
      expect(inPlaceOfMarker).toEqual([]);

      // Then one link per task, in their order, where the first one was.
      let placed = false;
      void window.__modulePreloadsPlaced!.then(() => (placed = true));
      await vi.runOnlyPendingTimersAsync();
      expect(inPlaceOfMarker).toEqual([
        { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-A.js' },
      ]);
      await vi.runOnlyPendingTimersAsync();
      expect(inPlaceOfMarker).toHaveLength(2);
      expect(inPlaceOfMarker[1]).toEqual({
        tag: 'link',
        rel: 'modulepreload',
        href: '/assets/chunk-B.js',
      });
      await vi.runAllTimersAsync();
      expect(placed).toBe(true);
      expect(markerRemoved).toBe(true);
      expect(head).toHaveLength(2);
      expect(created).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('escapes "<" in the code it writes, so no markup can form inside the script element', () => {
    const withMarkup = DOCUMENT.replace('/assets/chunk-B.js" nonce', '/assets/<!--<b>.js" nonce');
    const rewritten = deferHydration(withMarkup);
    expect(rewritten).toContain('"/assets/\\u003c!--\\u003cb>.js"');
    expect(rewritten).not.toContain('<!--<b>');
  });

  it('changes nothing when the markup is not React Router’s', () => {
    const other =
      '<html><head></head><body><script type="module">import "/x.js";\nfoo();</script></body></html>';
    expect(deferHydration(other)).toBe(other);
    expect(deferHydration('<html><body>No scripts</body></html>')).toBe(
      '<html><body>No scripts</body></html>',
    );
  });

  it('rewrites a document that arrives in chunks, as React writes it, once it has all arrived', async () => {
    // Text outside ASCII in the page, a link and a module path; pieces cut at arbitrary bytes,
    // so a character may be split between two.
    const unicode = DOCUMENT.replace('<main>Product</main>', '<main>Bath — “ice” 🛁 é</main>')
      .replaceAll('chunk-B.js', 'chunk-é🛁.js')
      .replace('root-C.js', 'root-“C”.js');
    const bytes = Buffer.from(unicode);
    const documents: Buffer[] = [];
    const sink = collectDeferredHydrationDocument((html) => documents.push(html));
    for (let start = 0; start < bytes.length; start += 37) {
      sink.write(bytes.subarray(start, start + 37));
    }
    expect(documents).toEqual([]);
    await new Promise((resolve) => sink.end(resolve));
    expect(documents).toHaveLength(1);
    // Byte for byte what the rewrite makes of the decoded page.
    expect(documents[0]!.equals(Buffer.from(deferHydration(unicode)))).toBe(true);
    const html = documents[0]!.toString('utf8');
    expect(html).toContain('<main>Bath — “ice” 🛁 é</main>');
    expect(html).toContain('["/assets/entry.client-A.js","/assets/chunk-é🛁.js"]');
    expect(html).toContain('import * as route0 from "/assets/root-“C”.js";');
    expect(html).not.toContain('rel="modulepreload"');
  });
});
