import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ImageSource {
  baseName: string;
  svg: Buffer;
  /** Changes whenever the file's content changes; used as the `v` of image URLs. */
  version: number;
  contentHash: string;
}

interface CachedSource extends ImageSource {
  mtimeMs: number;
  size: number;
  checkedAt: number;
}

/** Base names are plain file names: no dots, slashes or anything that could leave the folder. */
const IMAGE_BASE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/** How often a cached source is re-checked on disk, so edited SVGs show without a restart. */
const RECHECK_INTERVAL_MS = 1000;

/** The SVG sources in seed/images, read once and re-read when they change on disk. */
export class ImageSources {
  readonly #cache = new Map<string, CachedSource>();

  constructor(readonly directory: string) {}

  get(baseName: string): ImageSource | undefined {
    if (!IMAGE_BASE_NAME.test(baseName)) return undefined;
    const now = Date.now();
    const cached = this.#cache.get(baseName);
    if (cached && now - cached.checkedAt < RECHECK_INTERVAL_MS) return cached;

    const path = join(this.directory, `${baseName}.svg`);
    let stats;
    try {
      stats = statSync(path);
    } catch {
      this.#cache.delete(baseName);
      return undefined;
    }
    if (!stats.isFile()) return undefined;
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
      cached.checkedAt = now;
      return cached;
    }
    const svg = readFileSync(path);
    const contentHash = createHash('sha256').update(svg).digest('hex');
    const source: CachedSource = {
      baseName,
      svg,
      contentHash,
      version: Number.parseInt(contentHash.slice(0, 8), 16),
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      checkedAt: now,
    };
    this.#cache.set(baseName, source);
    return source;
  }
}
