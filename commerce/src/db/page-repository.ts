import type { CommerceDatabase } from './connection';
import { timestamp, toRecord, updateRow } from './rows';

/** gid://shopify/Page/{id}. Its SEO title and description are metafields (global.title_tag, …). */
export interface PageRecord {
  id: number;
  handle: string;
  title: string;
  bodyHtml: string;
  createdAt: string;
  updatedAt: string;
}

export type PageChanges = Partial<Pick<PageRecord, 'handle' | 'title' | 'bodyHtml'>>;

/** Page persistence; callers that change several rows wrap them in `db.transaction`. */
export class PageRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** Every page, in id order. */
  all(): PageRecord[] {
    return this.db
      .prepare<[], object>('SELECT * FROM pages ORDER BY id')
      .all()
      .map((row) => toRecord<PageRecord>(row));
  }

  findById(id: number): PageRecord | undefined {
    const row = this.db.prepare<[number], object>('SELECT * FROM pages WHERE id = ?').get(id);
    return row && toRecord<PageRecord>(row);
  }

  findByHandle(handle: string): PageRecord | undefined {
    const row = this.db
      .prepare<[string], object>('SELECT * FROM pages WHERE handle = ?')
      .get(handle);
    return row && toRecord<PageRecord>(row);
  }

  /** Writes the changes and moves updatedAt; answers the page as it now is. */
  update(id: number, changes: PageChanges): PageRecord {
    updateRow(this.db, 'pages', 'id', id, { ...changes, updatedAt: timestamp() });
    return this.findById(id) as PageRecord;
  }
}
