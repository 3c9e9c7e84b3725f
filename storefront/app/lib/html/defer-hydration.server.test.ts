import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDeferHydrationStream, deferHydration } from './defer-hydration.server';

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
    expect(output).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(output).toContain('<main>Product</main>');
    expect(output).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it('leaves no static import in the bootstrap script, so nothing is fetched before it runs', () => {
    expect(bootstrap).not.toMatch(/^\s*import\s/m);
    expect(bootstrap).not.toMatch(/\bimport\(/);
  });

  it('runs the route modules, then the entry, as in-order module scripts with the nonce', () => {
    const head: Record<string, unknown>[] = [];
    const created: Record<string, unknown>[] = [];
    const document = {
      querySelector: (selector: string) => (selector === 'script[nonce]' ? { nonce: 'n1' } : null),
      createElement: (tag: string) => {
        const element: Record<string, unknown> = { tag };
        created.push(element);
        return element;
      },
      head: { append: (...elements: Record<string, unknown>[]) => head.push(...elements) },
    };
    const moduleBody = bootstrap.replace(/^\s*;/, '');
    const run = new Function('document', `return (async () => {${moduleBody}\n})()`) as (
      document: unknown,
    ) => Promise<void>;
    return run(document).then(() => {
      const scripts = head.filter((element) => element.tag === 'script');
      expect(head.filter((element) => element.rel === 'modulepreload').map((l) => l.href)).toEqual([
        '/assets/entry.client-A.js',
        '/assets/chunk-B.js',
      ]);
      expect(scripts).toHaveLength(2);
      const [routes, entry] = scripts;
      expect(routes).toMatchObject({ type: 'module', async: false, nonce: 'n1' });
      expect(routes!.textContent).toContain('import * as route0 from "/assets/root-C.js";');
      expect(routes!.textContent).toContain(
        'window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};',
      );
      expect(routes!.textContent).not.toContain('entry.client');
      expect(entry).toMatchObject({
        type: 'module',
        async: false,
        src: '/assets/entry.client-A.js',
      });
      expect(created).toHaveLength(4);
    });
  });

  it('escapes "<" in the inserted code, so no markup can form inside the script element', () => {
    const withMarkup = DOCUMENT.replace(
      'window.__reactRouterManifest = {',
      'window.__reactRouterManifest = {"x": "<!--<b>", ',
    );
    const rewritten = deferHydration(withMarkup);
    expect(rewritten).toContain('\\u003c!--\\u003cb>');
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

  it('rewrites a document that arrives in chunks, as React streams it', async () => {
    const chunks = DOCUMENT.match(/[\s\S]{1,37}/g) ?? [];
    const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(
      createDeferHydrationStream(),
    );
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text).toBe(output);
  });
});
