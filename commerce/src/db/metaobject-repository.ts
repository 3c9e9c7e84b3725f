import type { CommerceDatabase } from './connection';
import { timestamp, toRecord } from './rows';

export interface MetaobjectFieldRecord {
  key: string;
  /** A metafield type. */
  type: string;
  value: string | null;
}

/** gid://shopify/Metaobject/{id}, with its fields in order. */
export interface MetaobjectRecord {
  id: number;
  type: string;
  handle: string;
  createdAt: string;
  updatedAt: string;
  fields: MetaobjectFieldRecord[];
}

/** A metaobject's columns, its fields as one JSON array in position order. */
const METAOBJECT_COLUMNS = `id, type, handle, created_at, updated_at,
  (SELECT json_group_array(json_object('key', key, 'type', type, 'value', value) ORDER BY position)
     FROM metaobject_fields WHERE metaobject_id = metaobjects.id) AS fields_json`;

const toMetaobject = (row: object) => toRecord<MetaobjectRecord>(row);

/** Metaobjects, unique per type and handle; callers wrap changes in `db.transaction`. */
export class MetaobjectRepository {
  constructor(private readonly db: CommerceDatabase) {}

  findById(id: number): MetaobjectRecord | undefined {
    const row = this.db
      .prepare<[number], object>(`SELECT ${METAOBJECT_COLUMNS} FROM metaobjects WHERE id = ?`)
      .get(id);
    return row && toMetaobject(row);
  }

  findByHandle(type: string, handle: string): MetaobjectRecord | undefined {
    const row = this.db
      .prepare<[string, string], object>(
        `SELECT ${METAOBJECT_COLUMNS} FROM metaobjects WHERE type = ? AND handle = ?`,
      )
      .get(type, handle);
    return row && toMetaobject(row);
  }

  /** The metaobjects of a type, in id order. */
  ofType(type: string): MetaobjectRecord[] {
    return this.db
      .prepare<[string], object>(
        `SELECT ${METAOBJECT_COLUMNS} FROM metaobjects WHERE type = ? ORDER BY id`,
      )
      .all(type)
      .map(toMetaobject);
  }

  /** Sets the handle and the given fields' values (null clears one); answers it as it now is. */
  update(
    id: number,
    changes: { handle?: string; fields: { key: string; value: string | null }[] },
  ): MetaobjectRecord {
    const setValue = this.db.prepare(
      'UPDATE metaobject_fields SET value = ? WHERE metaobject_id = ? AND key = ?',
    );
    for (const field of changes.fields) setValue.run(field.value, id, field.key);
    this.db
      .prepare('UPDATE metaobjects SET handle = coalesce(?, handle), updated_at = ? WHERE id = ?')
      .run(changes.handle ?? null, timestamp(), id);
    return this.findById(id) as MetaobjectRecord;
  }
}
