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
  });

  it('waits for the first paint, then preloads and imports the same modules and hydrates', () => {
    const wait = bootstrap.indexOf('requestAnimationFrame');
    const preload = bootstrap.indexOf('["/assets/entry.client-A.js","/assets/chunk-B.js"]');
    const routes = bootstrap.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/product-D.js")]);',
    );
    const registry = bootstrap.indexOf('window.__reactRouterRouteModules = {"root":route0');
    const entry = bootstrap.indexOf('import("/assets/entry.client-A.js");');
    expect([wait, preload, routes, registry, entry].every((index) => index >= 0)).toBe(true);
    expect(wait).toBeLessThan(preload);
    expect(preload).toBeLessThan(routes);
    expect(routes).toBeLessThan(registry);
    expect(registry).toBeLessThan(entry);
  });

  it('is valid module code', async () => {
    // Parse only: a syntax error throws; top-level await needs module context (an async body).
    const moduleBody = bootstrap.replace(/^\s*;/, '');
    expect(() => new Function(`return (async () => {${moduleBody}\n})`)).not.toThrow();
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
