import { readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { errorFields, logger } from '../lib/logger';

/** Files being written end in this until they are complete; they are never served or counted. */
const PARTIAL_SUFFIX = '.tmp';

/**
 * Rendered images kept in one folder across restarts, at most `maxBytes` in all: storing a file
 * that would pass the budget first deletes the least recently used ones (after a restart, the
 * oldest written). It only ever serves files it knows, so a file deleted behind its back is just
 * rendered again.
 */
export class ImageDiskCache {
  /** The files it holds by name, sized in bytes; the least recently used is deleted first. */
  readonly #files: LRUCache<string, true>;

  constructor(
    private readonly directory: string,
    private readonly maxBytes: number,
  ) {
    this.#files = new LRUCache({
      maxSize: maxBytes,
      dispose: (_value, name, reason) => {
        if (reason === 'evict') rmSync(join(this.directory, name), { force: true });
      },
    });
    for (const file of this.#existingFiles()) {
      // A file past the whole budget is never kept; others push out the oldest.
      if (file.size > maxBytes) rmSync(join(this.directory, file.name), { force: true });
      else this.#files.set(file.name, true, { size: Math.max(file.size, 1) });
    }
  }

  /** The stored file, or null when there is none. */
  async read(name: string): Promise<Buffer | null> {
    if (!this.#files.get(name)) return null;
    try {
      return await readFile(join(this.directory, name));
    } catch {
      this.#files.delete(name);
      return null;
    }
  }

  /**
   * Stores a file (written whole, then renamed into place) and deletes the least recently used
   * ones past the budget. Never fails: a cache that cannot write just keeps rendering.
   */
  async write(name: string, data: Buffer): Promise<void> {
    if (data.length > this.maxBytes) return;
    const path = join(this.directory, name);
    const partial = `${path}.${process.pid}${PARTIAL_SUFFIX}`;
    try {
      await mkdir(this.directory, { recursive: true });
      await writeFile(partial, data);
      await rename(partial, path);
      this.#files.set(name, true, { size: Math.max(data.length, 1) });
    } catch (error) {
      // The disk cache saves rendering time; serving the image matters more.
      logger.warn(errorFields(error), 'could not write to the image cache');
      await rm(partial, { force: true }).catch(() => undefined);
    }
  }

  /** What the folder already holds, oldest first. */
  #existingFiles(): { name: string; size: number }[] {
    let names: string[];
    try {
      names = readdirSync(this.directory);
    } catch {
      return [];
    }
    return names
      .filter((name) => !name.endsWith(PARTIAL_SUFFIX))
      .flatMap((name) => {
        try {
          const stats = statSync(join(this.directory, name));
          return stats.isFile() ? [{ name, size: stats.size, written: stats.mtimeMs }] : [];
        } catch {
          return [];
        }
      })
      .sort((a, b) => a.written - b.written);
  }
}
