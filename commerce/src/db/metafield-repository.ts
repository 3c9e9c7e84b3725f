import type { CommerceDatabase } from './connection';
import { timestamp, toRecord } from './rows';

/** The resources that keep metafields here. */
export type MetafieldOwnerType = 'SHOP' | 'PRODUCT' | 'PAGE';

/** A metafield's owner: the shop (id 1), a product or a page. */
export interface MetafieldOwner {
  type: MetafieldOwnerType;
  id: number;
}

/** gid://shopify/Metafield/{id} */
export interface MetafieldRecord {
  id: number;
  ownerType: MetafieldOwnerType;
  ownerId: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

export type MetafieldValue = Pick<MetafieldRecord, 'namespace' | 'key' | 'type' | 'value'>;

const toMetafield = (row: object) => toRecord<MetafieldRecord>(row);

/** Metafields, unique per owner, namespace and key. */
export class MetafieldRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** The owner's metafields, oldest first. */
  ofOwner(owner: MetafieldOwner): MetafieldRecord[] {
    return this.db
      .prepare<[string, number], object>(
        'SELECT * FROM metafields WHERE owner_type = ? AND owner_id = ? ORDER BY id',
      )
      .all(owner.type, owner.id)
      .map(toMetafield);
  }

  find(owner: MetafieldOwner, namespace: string, key: string): MetafieldRecord | undefined {
    const row = this.db
      .prepare<[string, number, string, string], object>(
        `SELECT * FROM metafields
          WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?`,
      )
      .get(owner.type, owner.id, namespace, key);
    return row && toMetafield(row);
  }

  findById(id: number): MetafieldRecord | undefined {
    const row = this.db.prepare<[number], object>('SELECT * FROM metafields WHERE id = ?').get(id);
    return row && toMetafield(row);
  }

  /**
   * Creates the owner's metafield or replaces its type and value; updatedAt moves only when
   * something changed.
   */
  set(owner: MetafieldOwner, { namespace, key, type, value }: MetafieldValue): MetafieldRecord {
    const now = timestamp();
    const row = this.db
      .prepare<unknown[], object>(
        `INSERT INTO metafields
           (owner_type, owner_id, namespace, key, type, value, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (owner_type, owner_id, namespace, key) DO UPDATE SET
           type = excluded.type,
           value = excluded.value,
           updated_at = CASE WHEN type = excluded.type AND value = excluded.value
                             THEN updated_at ELSE excluded.updated_at END
         RETURNING *`,
      )
      .get(owner.type, owner.id, namespace, key, type, value, now, now);
    return toMetafield(row as object);
  }

  /** Deletes the owner's metafield; false when it had none. */
  remove(owner: MetafieldOwner, namespace: string, key: string): boolean {
    return (
      this.db
        .prepare(
          'DELETE FROM metafields WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?',
        )
        .run(owner.type, owner.id, namespace, key).changes > 0
    );
  }
}
