import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { sendJsonError } from '../http/responses';
import type { ImageDiskCache } from './image-disk-cache';
import { intrinsicSize, outputSize, renderImage, type Rendition } from './image-renderer';
import { negotiateFormat, parseImageRequest } from './image-request';
import type { ImageSource, ImageSources } from './image-sources';
import { CONTENT_TYPES } from './image-urls';

const MEMORY_CACHE_ENTRIES = 500;
const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;
/** URLs carry a content version (`v`), so a response for one URL never changes. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /cdn/shop/files/{name}.{png|webp|jpg|avif}?width=&height=&crop=: Shopify's image CDN,
 * locally. Widths come from a fixed set and the format follows the browser's Accept header, so
 * each URL has a few possible answers, told apart by ETag and `Vary: Accept`.
 */
export function createImageHandler(sources: ImageSources, disk: ImageDiskCache | null) {
  /** Rendered images in memory; concurrent requests for one rendition share a single render. */
  const memory = new LRUCache<string, Buffer, { source: ImageSource; rendition: Rendition }>({
    max: MEMORY_CACHE_ENTRIES,
    maxSize: MEMORY_CACHE_BYTES,
    sizeCalculation: (image) => Math.max(image.length, 1),
    fetchMethod: async (key, _stale, { context: { source, rendition } }) => {
      const fileName = `${source.baseName}-${key}.${rendition.format}`;
      let rendered = await disk?.read(fileName);
      if (!rendered) {
        rendered = await renderImage(source, rendition);
        void disk?.write(fileName, rendered);
      }
      return rendered;
    },
  });

  const renditionKey = (source: ImageSource, rendition: Rendition) =>
    createHash('sha256')
      .update(
        `${source.contentHash}:${rendition.width}x${rendition.height}:${rendition.crop ?? ''}:${rendition.format}`,
      )
      .digest('hex')
      .slice(0, 32);

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
    const source = sources.get(parsed.request.baseName);
    if (!source) return sendJsonError(response, 404, `No image named ${fileName}.`);

    const size = outputSize(await intrinsicSize(source), parsed.request);
    const rendition: Rendition = {
      width: size.width,
      height: size.height,
      crop: size.crop ? (parsed.request.crop ?? 'center') : null,
      format: negotiateFormat(parsed.request.format, request.headers.accept),
    };
    const key = renditionKey(source, rendition);
    const etag = `"${key}"`;
    const headers = {
      'cache-control': CACHE_CONTROL,
      etag,
      vary: 'Accept',
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

    const body = await memory.forceFetch(key, { context: { source, rendition } });
    response.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[rendition.format],
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
