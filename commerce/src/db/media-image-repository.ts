import type { CommerceDatabase } from './connection';
import { toRecord } from './rows';

/** An image content shows: gid://shopify/MediaImage/{id}, rendered by the CDN from seed/images. */
export interface MediaImageRecord {
  id: number;
  /** SVG source base name without extension, e.g. "logo". */
  fileName: string;
  altText: string | null;
  width: number;
  height: number;
}

/** Media images are loaded by the seed; the APIs only read them. */
export class MediaImageRepository {
  constructor(private readonly db: CommerceDatabase) {}

  findById(id: number): MediaImageRecord | undefined {
    const row = this.db
      .prepare<[number], object>('SELECT * FROM media_images WHERE id = ?')
      .get(id);
    return row && toRecord<MediaImageRecord>(row);
  }

  /** Every media image, in id order. */
  all(): MediaImageRecord[] {
    return this.db
      .prepare<[], object>('SELECT * FROM media_images ORDER BY id')
      .all()
      .map((row) => toRecord<MediaImageRecord>(row));
  }
}
