import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendJsonError } from '../http/responses';
import { LruCache } from '../lib/lru-cache';
import { CONTENT_TYPES, renderImage } from './image-renderer';
import { parseImageRequest, type ImageRequest } from './image-request';
import type { ImageSource, ImageSources } from './image-sources';

export interface ImageHandlerOptions {
  sources: ImageSources;
  /** Where rendered images are kept across restarts; null keeps them in memory only. */
  diskCacheDir: string | null;
}

const MEMORY_CACHE_ENTRIES = 500;
const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;
/** URLs carry a content version (`v`), so a response for one URL never changes. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /cdn/shop/files/{name}.{png|webp|jpg}?width=&height=&crop=: Shopify's image CDN, locally. */
export function createImageHandler(options: ImageHandlerOptions) {
  const memory = new LruCache<string, Buffer>(MEMORY_CACHE_ENTRIES, MEMORY_CACHE_BYTES);
  // Concurrent requests for one rendition share a single render.
  const inFlight = new Map<string, Promise<Buffer>>();

  const renditionKey = (source: ImageSource, request: ImageRequest) =>
    createHash('sha256')
      .update(
        `${source.contentHash}:${request.width ?? ''}x${request.height ?? ''}:${request.crop ?? ''}:${request.format}`,
      )
      .digest('hex')
      .slice(0, 32);

  async function readFromDisk(key: string, request: ImageRequest): Promise<Buffer | null> {
    if (!options.diskCacheDir) return null;
    try {
      return await readFile(
        join(options.diskCacheDir, `${request.baseName}-${key}.${request.format}`),
      );
    } catch {
      return null;
    }
  }

  async function writeToDisk(key: string, request: ImageRequest, image: Buffer): Promise<void> {
    if (!options.diskCacheDir) return;
    const path = join(options.diskCacheDir, `${request.baseName}-${key}.${request.format}`);
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      await mkdir(options.diskCacheDir, { recursive: true });
      await writeFile(temporary, image);
      await rename(temporary, path);
    } catch (error) {
      // The disk cache is an optimisation; serving the image matters more.
      console.error('[commerce] could not write the image cache:', (error as Error).message);
    }
  }

  async function rendition(
    source: ImageSource,
    request: ImageRequest,
    key: string,
  ): Promise<Buffer> {
    const cached = memory.get(key);
    if (cached) return cached;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const image =
          (await readFromDisk(key, request)) ?? (await renderAndStore(source, request, key));
        memory.set(key, image, image.length);
        return image;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function renderAndStore(
    source: ImageSource,
    request: ImageRequest,
    key: string,
  ): Promise<Buffer> {
    const image = await renderImage(source, request);
    void writeToDisk(key, request, image);
    return image;
  }

  return async function handleImage(
    request: IncomingMessage,
    response: ServerResponse,
    fileName: string,
    searchParams: URLSearchParams,
  ): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJsonError(response, 405, 'Images are read with GET.', { allow: 'GET, HEAD' });
    }
    const parsed = parseImageRequest(fileName, searchParams);
    if (!parsed.ok) return sendJsonError(response, parsed.status, parsed.message);
    const source = options.sources.get(parsed.request.baseName);
    if (!source) return sendJsonError(response, 404, `No image named ${fileName}.`);

    const key = renditionKey(source, parsed.request);
    const etag = `"${key}"`;
    const headers = {
      'cache-control': CACHE_CONTROL,
      etag,
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    };
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
    ) {
      response.writeHead(304, headers);
      response.end();
      return;
    }

    const image = await rendition(source, parsed.request, key);
    response.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[parsed.request.format],
      'content-length': image.length,
    });
    response.end(request.method === 'HEAD' ? undefined : image);
  };
}
