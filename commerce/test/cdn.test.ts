import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './support/catalogue';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let imageUrl: URL;
beforeAll(async () => {
  server = await startTestServer();
  const { product } = dataOf(
    await server.graphql<{ product: { featuredImage: { url: string } } }>(
      `{ product(handle: "${products[0]!.handle}") { featuredImage { url } } }`,
    ),
  );
  // The URL GraphQL hands out, moved onto the loopback address the test talks to.
  imageUrl = new URL(
    product.featuredImage.url.replace(`http://localhost:${server.port}`, server.base),
  );
});
afterAll(() => server.stop());

function withParams(params: Record<string, string>, extension?: string): string {
  const url = new URL(imageUrl);
  if (extension) url.pathname = url.pathname.replace(/\.png$/, `.${extension}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, meta: response.ok ? await sharp(body).metadata() : undefined };
}

const source = products[0]!.images[0]!;

describe('image CDN', () => {
  it('serves the image URL from GraphQL as a PNG at the catalogue size', async () => {
    const { response, meta } = await fetchImage(imageUrl.toString());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(meta).toMatchObject({ format: 'png', width: source.width, height: source.height });
  });

  it('keeps the aspect ratio when only a width or a height is given', async () => {
    const byWidth = await fetchImage(withParams({ width: '320' }));
    expect(byWidth.meta).toMatchObject({
      width: 320,
      height: Math.round((320 * source.height) / source.width),
    });
    const byHeight = await fetchImage(withParams({ height: '150' }));
    expect(byHeight.meta).toMatchObject({
      height: 150,
      width: Math.round((150 * source.width) / source.height),
    });
  });

  it('crops to exactly width × height when both are given', async () => {
    for (const crop of ['center', 'top', 'bottom', 'left', 'right']) {
      const { meta } = await fetchImage(withParams({ width: '300', height: '120', crop }));
      expect(meta).toMatchObject({ width: 300, height: 120 });
    }
  });

  it('renders WebP and JPEG when the path asks for them', async () => {
    const webp = await fetchImage(withParams({ width: '200' }, 'webp'));
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 200 });
    const jpg = await fetchImage(withParams({ width: '200' }, 'jpg'));
    expect(jpg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpg.meta).toMatchObject({ format: 'jpeg', width: 200 });
  });

  it('is cacheable forever and revalidates by ETag', async () => {
    const first = await fetch(withParams({ width: '64' }));
    await first.arrayBuffer();
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await fetch(withParams({ width: '64' }), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const otherSize = await fetch(withParams({ width: '65' }));
    await otherSize.arrayBuffer();
    expect(otherSize.headers.get('etag')).not.toBe(etag);
  });

  it('keeps rendered sizes in the disk cache next to the database', async () => {
    const { response } = await fetchImage(withParams({ width: '77', height: '33' }));
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const cached = readdirSync(join(server.dir, 'cdn-cache'));
    expect(
      cached.some(
        (file) => file.startsWith(source.file.replace('.svg', '')) && file.endsWith('.png'),
      ),
    ).toBe(true);
  });

  it.each([
    [{ width: 'abc' }],
    [{ width: '0' }],
    [{ height: '-5' }],
    [{ width: '10.5' }],
    [{ width: '100', height: '100', crop: 'middle' }],
  ])('answers bad parameters %j with 400', async (params) => {
    const response = await fetch(withParams(params));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: expect.stringContaining('Invalid image parameter') }],
    });
  });

  it.each(['no-such-image.png', 'powder.gif', '..%2F..%2Fpackage.json.png', '.hidden.png'])(
    'answers %s with 404',
    async (file) => {
      const response = await fetch(`${server.base}/cdn/shop/files/${file}`);
      expect(response.status).toBe(404);
    },
  );
});
