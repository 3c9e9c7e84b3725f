import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageDiskCache } from '../src/cdn/image-disk-cache';
import { ImageSources } from '../src/cdn/image-sources';
import { IMAGE_WIDTHS } from '../src/cdn/image-urls';
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

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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

  it('serves a width of its fixed set exactly, keeping the aspect ratio', async () => {
    const { meta } = await fetchImage(withParams({ width: '400' }));
    expect(meta).toMatchObject({
      width: 400,
      height: Math.round((400 * source.height) / source.width),
    });
  });

  it('rounds any other width up to the next one of the set, by width or by height', async () => {
    const byWidth = await fetchImage(withParams({ width: '401' }));
    expect(byWidth.meta).toMatchObject({
      width: 600,
      height: Math.round((600 * source.height) / source.width),
    });
    const byHeight = await fetchImage(withParams({ height: '150' }));
    const widthAsked = (150 * source.width) / source.height;
    expect(byHeight.meta?.width).toBe(IMAGE_WIDTHS.find((width) => width >= widthAsked));
  });

  it('crops at the width served, in the proportion asked for', async () => {
    for (const crop of ['center', 'top', 'bottom', 'left', 'right']) {
      const { meta } = await fetchImage(withParams({ width: '300', height: '120', crop }));
      // 300 → 336, and 120 × 336 / 300.
      expect(meta).toMatchObject({ width: 336, height: 134 });
    }
    const exact = await fetchImage(withParams({ width: '800', height: '400', crop: 'top' }));
    expect(exact.meta).toMatchObject({ width: 800, height: 400 });
  });

  it('serves every width the storefront’s images ask for exactly', async () => {
    // hydrogen-react's Image: a 100 px placeholder and srcset steps of 200 px; fixed-size
    // thumbnails at 1×, 2× and 3× (the cart's 96 px, the order pages' 72 px, 112 px).
    const asked = [100, 200, 400, 1000, 1600, 3000, 72, 144, 216, 96, 192, 288, 112, 224, 336];
    for (const width of asked) expect(IMAGE_WIDTHS).toContain(width);
    const { meta } = await fetchImage(withParams({ width: '216', height: '216', crop: 'center' }));
    expect(meta).toMatchObject({ width: 216, height: 216 });
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
    // 63 rounds up to 64: the same image, so the same ETag.
    const sameImage = await fetch(withParams({ width: '63' }), {
      headers: { 'if-none-match': etag! },
    });
    expect(sameImage.status).toBe(304);
  });

  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
    ['*/*', 'image/png', 'png'],
    ['image/*', 'image/png', 'png'],
  ])('answers Accept: %s with %s, varying by Accept', async (accept, contentType, format) => {
    const url = withParams({ width: '200' });
    const response = await fetch(url, { headers: { accept } });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(await sharp(body).metadata()).toMatchObject({ format, width: 200 });
  });

  it('keeps one ETag per format, so a cached PNG is never revalidated as AVIF', async () => {
    const url = withParams({ width: '128' });
    const png = await fetch(url, { headers: { accept: '*/*' } });
    await png.arrayBuffer();
    const avif = await fetch(url, {
      headers: { accept: 'image/avif', 'if-none-match': png.headers.get('etag')! },
    });
    await avif.arrayBuffer();
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
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

  it('keeps its disk cache within the configured size, dropping the oldest images', async () => {
    const budget = 20_000;
    const small = await startTestServer({ imageCacheBytes: budget });
    try {
      const cacheDir = join(small.dir, 'cdn-cache');
      const files = () => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);
      const cachedBytes = () =>
        files().reduce((sum, file) => sum + statSync(join(cacheDir, file)).size, 0);
      const baseName = source.file.replace('.svg', '');
      const cachedFiles: string[] = [];
      let rendered = 0;
      for (const width of [32, 48, 64, 72, 96, 100, 112, 128, 144]) {
        const url = withParams({ width: String(width) }).replace(server.base, small.base);
        const response = await fetch(url);
        rendered += (await response.arrayBuffer()).byteLength;
        // Its file, named by the ETag: wait until it is written.
        const file = `${baseName}-${response.headers.get('etag')!.replaceAll('"', '')}.png`;
        cachedFiles.push(file);
        await waitFor(() => files().includes(file));
      }
      await waitFor(() => cachedBytes() <= budget);
      expect(rendered).toBeGreaterThan(2 * budget);
      expect(files()).toContain(cachedFiles.at(-1));
      expect(files()).not.toContain(cachedFiles[0]);
    } finally {
      await small.stop();
    }
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

describe('image disk cache', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'image-cache-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const bytes = (size: number) => Buffer.alloc(size, 1);

  it('deletes the least recently used files past its budget, and files that never fit', async () => {
    const folder = join(dir, 'lru');
    const cache = new ImageDiskCache(folder, 250);
    await cache.write('a.png', bytes(100));
    await cache.write('b.png', bytes(100));
    expect(await cache.read('a.png')).toEqual(bytes(100));
    await cache.write('c.png', bytes(100));
    expect(readdirSync(folder).sort()).toEqual(['a.png', 'c.png']);
    expect(await cache.read('b.png')).toBeNull();

    await cache.write('huge.png', bytes(251));
    expect(readdirSync(folder).sort()).toEqual(['a.png', 'c.png']);
  });

  it('trims what an earlier run left to its budget, oldest written first', async () => {
    const folder = join(dir, 'restart');
    mkdirSync(folder);
    for (const [index, name] of ['old.png', 'middle.png', 'new.png'].entries()) {
      writeFileSync(join(folder, name), bytes(100));
      utimesSync(join(folder, name), 1_000 + index, 1_000 + index);
    }
    const cache = new ImageDiskCache(folder, 200);
    expect(readdirSync(folder).sort()).toEqual(['middle.png', 'new.png']);
    expect(await cache.read('new.png')).toEqual(bytes(100));
  });
});

describe('image sources', () => {
  it('reads an edited SVG again within a second, with a new version, and forgets a deleted one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'image-sources-'));
    try {
      const sources = new ImageSources(folder);
      const svg = (fill: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>`;
      writeFileSync(join(folder, 'swatch.svg'), svg('red'));
      const first = sources.get('swatch')?.version;
      expect(first).toBeGreaterThan(0);
      expect(sources.get('../swatch')).toBeUndefined();

      writeFileSync(join(folder, 'swatch.svg'), svg('blue'));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = sources.get('swatch')?.version;
      expect(second).toBeGreaterThan(0);
      expect(second).not.toBe(first);

      rmSync(join(folder, 'swatch.svg'));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(sources.get('swatch')).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
