import type { CommerceDatabase } from '../db/connection';
import { timestamp, toRecord, updateRow } from '../db/rows';
import type { CollectionRule } from './seed-collections';

/** gid://shopify/Collection/{id}. */
export interface CollectionRecord {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  imageFileName: string | null;
  imageAltText: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** Null for a collection whose products are listed. */
  rules: CollectionRule[] | null;
  disjunctive: boolean;
  updatedAt: string;
}

export type CollectionChanges = Partial<
  Pick<CollectionRecord, 'handle' | 'title' | 'descriptionHtml'>
>;

const toCollection = (row: object) => toRecord<CollectionRecord>(row, ['disjunctive']);

/**
 * Collection rows as they are now (the catalogue snapshot reads them through `all`); callers
 * that change several rows wrap them in `db.transaction`.
 */
export class CollectionRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** Every collection, in id (seed file) order. */
  all(): CollectionRecord[] {
    return this.db
      .prepare<[], object>('SELECT * FROM collections ORDER BY id')
      .all()
      .map(toCollection);
  }

  findById(id: number): CollectionRecord | undefined {
    const row = this.db.prepare<[number], object>('SELECT * FROM collections WHERE id = ?').get(id);
    return row && toCollection(row);
  }

  findByHandle(handle: string): CollectionRecord | undefined {
    const row = this.db
      .prepare<[string], object>('SELECT * FROM collections WHERE handle = ?')
      .get(handle);
    return row && toCollection(row);
  }

  /** Writes the changes and moves updatedAt; answers the collection as it now is. */
  update(id: number, changes: CollectionChanges): CollectionRecord {
    updateRow(this.db, 'collections', 'id', id, { ...changes, updatedAt: timestamp() });
    return this.findById(id) as CollectionRecord;
  }
}
