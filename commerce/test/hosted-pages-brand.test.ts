import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCart } from './support/checkout';
import { products, variantGid } from './support/catalogue';
import { browser, discover, pkceRequest, startSignIn } from './support/customer-accounts';
import { startTestServer, TEST_STOREFRONT_URL, type TestServer } from './support/test-server';

/** The hosted pages' header link home, as served. */
function brandLinkIn(html: string): string {
  const link = /<a class="brand"[^>]*>.*?<\/a>/s.exec(html)?.[0];
  if (!link) throw new Error('The page has no brand link');
  return link;
}

const anyProduct = () => [{ merchandiseId: variantGid(products[0]!), quantity: 1 }];

describe('the hosted pages with the seeded brand', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("heads the checkout with the brand's logo, named by the shop's name, linking home", async () => {
    const cart = await createCart(server, anyProduct());
    const link = brandLinkIn(await (await fetch(cart.url)).text());
    expect(link).toMatch(/^<a class="brand" href="http:\/\/storefront\.test\/">/);
    const logo = /<img class="brand__logo" src="([^"]+)" alt="Clearwell" width="172" height="32"\/>/
      .exec(link)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(logo).toMatch(/\/cdn\/shop\/files\/clearwell-logo\.png\?v=\w+&height=64$/);

    const image = await fetch(logo ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('heads the passwordless sign-in page with the same logo', async () => {
    const b = browser(server);
    const page = await startSignIn(b, pkceRequest(await discover(server)));
    const link = brandLinkIn(await (await b.get(page)).text());
    expect(link).toContain('<img class="brand__logo" src="');
    expect(link).toContain('clearwell-logo.png');
    expect(link).toContain('alt="Clearwell"');
  });
});

describe('the hosted pages of a shop without a logo', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A folder of its own, whose missing content folder means no brand at all.
    const dir = mkdtempSync(join(tmpdir(), 'commerce-brand-'));
    server = await startTestServer({ dir, contentDir: join(dir, 'no-content') });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(server.dir, { recursive: true, force: true });
  });

  it("shows the shop's name as text, escaped", async () => {
    server.db.prepare("UPDATE shop SET name = 'Clear & <b>well</b>' WHERE id = 1").run();
    server.db.prepare('UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1').run();
    const cart = await createCart(server, anyProduct());
    const link = brandLinkIn(await (await fetch(cart.url)).text());
    expect(link).toBe(
      `<a class="brand" href="${TEST_STOREFRONT_URL}/">Clear &amp; &lt;b&gt;well&lt;/b&gt;</a>`,
    );
  });
});
