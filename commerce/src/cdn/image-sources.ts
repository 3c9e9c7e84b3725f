import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

export interface ImageSource {
  baseName: string;
  svg: Buffer;
  /** Changes whenever the file's content changes; used as the `v` of image URLs. */
  version: number;
  contentHash: string;
}

/** Base names are plain file names: no dots, slashes or anything that could leave the folder. */
const IMAGE_BASE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/** How long a source read from disk is used before it is read again, so edited SVGs show without a restart. */
const REREAD_INTERVAL_MS = 1000;

/** The SVG sources in seed/images. */
export class ImageSources {
  readonly #recent = new LRUCache<string, ImageSource>({ max: 1000, ttl: REREAD_INTERVAL_MS });

  constructor(private readonly directory: string) {}

  get(baseName: string): ImageSource | undefined {
    if (!IMAGE_BASE_NAME.test(baseName)) return undefined;
    const recent = this.#recent.get(baseName);
    if (recent) return recent;
    let svg: Buffer;
    try {
      svg = readFileSync(join(this.directory, `${baseName}.svg`));
    } catch {
      // Missing, or not a file.
      return undefined;
    }
    const contentHash = createHash('sha256').update(svg).digest('hex');
    const source = {
      baseName,
      svg,
      contentHash,
      version: Number.parseInt(contentHash.slice(0, 8), 16),
    };
    this.#recent.set(baseName, source);
    return source;
  }
}
