import type { CommerceDatabase } from './connection';
import { toRecord } from './rows';

export interface BlogRecord {
  id: number;
  handle: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
}

export interface ArticleRecord {
  id: number;
  blogId: number;
  handle: string;
  title: string;
  authorFirstName: string;
  authorLastName: string;
  authorEmail: string;
  authorBio: string | null;
  excerpt: string;
  contentHtml: string;
  imageFileName: string | null;
  imageAltText: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: string;
  updatedAt: string;
}

/** The shop's blogs and their articles; articles list newest first, as blogs show them. */
export class BlogRepository {
  constructor(private readonly db: CommerceDatabase) {}

  allBlogs(): BlogRecord[] {
    return this.db
      .prepare<[], object>('SELECT * FROM blogs ORDER BY id')
      .all()
      .map((row) => toRecord<BlogRecord>(row));
  }

  blogById(id: number): BlogRecord | undefined {
    const row = this.db.prepare<[number], object>('SELECT * FROM blogs WHERE id = ?').get(id);
    return row && toRecord<BlogRecord>(row);
  }

  blogByHandle(handle: string): BlogRecord | undefined {
    const row = this.db
      .prepare<[string], object>('SELECT * FROM blogs WHERE handle = ?')
      .get(handle);
    return row && toRecord<BlogRecord>(row);
  }

  /** Every article, or the blog's, in id order (the order they were written in). */
  articles(blogId?: number): ArticleRecord[] {
    const rows =
      blogId === undefined
        ? this.db.prepare<[], object>('SELECT * FROM articles ORDER BY id').all()
        : this.db
            .prepare<[number], object>('SELECT * FROM articles WHERE blog_id = ? ORDER BY id')
            .all(blogId);
    return rows.map((row) => toRecord<ArticleRecord>(row));
  }

  articleById(id: number): ArticleRecord | undefined {
    const row = this.db.prepare<[number], object>('SELECT * FROM articles WHERE id = ?').get(id);
    return row && toRecord<ArticleRecord>(row);
  }

  articleByHandle(blogId: number, handle: string): ArticleRecord | undefined {
    const row = this.db
      .prepare<[number, string], object>('SELECT * FROM articles WHERE blog_id = ? AND handle = ?')
      .get(blogId, handle);
    return row && toRecord<ArticleRecord>(row);
  }
}
