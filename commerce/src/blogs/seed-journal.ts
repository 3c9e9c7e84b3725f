import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { handleSchema, imageSchema, isoDateTime } from '../catalogue/catalogue-schema';
import type { CommerceDatabase } from '../db/connection';
import { insertRow, timestamp } from '../db/rows';
import { readSeedFile, SeedFileError } from '../lib/seed-file';

/**
 * The seed's blog (seed/journal/blog.json beside the catalogue; see seed/README.md): the blog
 * and its articles, each article's body in an HTML file of the same folder.
 */
const seoSchema = z
  .strictObject({ title: z.string().min(1).nullable(), description: z.string().min(1).nullable() })
  .default({ title: null, description: null });

const articleSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().min(1).max(255),
  author: z.strictObject({
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    email: z.email(),
    bio: z.string().min(1).nullable().default(null),
  }),
  publishedAt: isoDateTime,
  excerpt: z.string().min(1),
  content: z.string().regex(/^[a-z0-9-]+\.html$/, 'must name an .html file beside blog.json'),
  image: imageSchema.nullable().default(null),
  tags: z.array(z.string().min(1)).default([]),
  seo: seoSchema,
});

const blogSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().min(1).max(255),
  seo: seoSchema,
  articles: z.array(articleSchema),
});

type SeedBlog = z.infer<typeof blogSchema> & { contentHtml: Map<string, string> };

export const journalPathOf = (cataloguePath: string) =>
  join(cataloguePath, '..', 'journal', 'blog.json');

/**
 * Reads and checks the blog (null when the file does not exist): article handles unique, every
 * body file and image present.
 */
export function loadJournal(path: string, imagesDir: string): SeedBlog | null {
  if (!existsSync(path)) return null;
  const blog = readSeedFile(path, blogSchema, null);
  const problems: string[] = [];
  const contentHtml = new Map<string, string>();
  const handles = new Set<string>();
  blog.articles.forEach((article, index) => {
    if (handles.has(article.handle)) problems.push(`articles.${index}.handle: duplicate handle`);
    handles.add(article.handle);
    const contentPath = join(path, '..', article.content);
    if (existsSync(contentPath)) contentHtml.set(article.handle, readFileSync(contentPath, 'utf8'));
    else problems.push(`articles.${index}.content: ${article.content} does not exist`);
    if (article.image && !existsSync(join(imagesDir, article.image.file)))
      problems.push(`articles.${index}.image.file: ${article.image.file} is not in ${imagesDir}`);
  });
  if (problems.length > 0) throw new SeedFileError(path, problems);
  return { ...blog, contentHtml };
}

/** Inserts the blog and its articles into a database whose blogs were wiped. */
export function seedJournal(db: CommerceDatabase, blog: SeedBlog | null): number {
  if (!blog) return 0;
  const updatedAt = timestamp();
  const blogId = insertRow(db, 'blogs', {
    handle: blog.handle,
    title: blog.title,
    seoTitle: blog.seo.title,
    seoDescription: blog.seo.description,
    updatedAt,
  });
  for (const article of blog.articles) {
    insertRow(db, 'articles', {
      blogId,
      handle: article.handle,
      title: article.title,
      authorFirstName: article.author.firstName,
      authorLastName: article.author.lastName,
      authorEmail: article.author.email,
      authorBio: article.author.bio,
      excerpt: article.excerpt,
      contentHtml: blog.contentHtml.get(article.handle)?.trim() ?? '',
      imageFileName: article.image?.file.replace(/\.svg$/, '') ?? null,
      imageAltText: article.image?.altText ?? null,
      imageWidth: article.image?.width ?? null,
      imageHeight: article.image?.height ?? null,
      tags: article.tags,
      seoTitle: article.seo.title,
      seoDescription: article.seo.description,
      publishedAt: article.publishedAt,
      updatedAt,
    });
  }
  return blog.articles.length;
}
