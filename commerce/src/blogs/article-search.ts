import type { ArticleSortKeys, BlogSortKeys } from '@shopify/hydrogen-react/storefront-api-types';
import type { ArticleRecord, BlogRecord } from '../db/blog-repository';
import { connectionFromArray, type ConnectionArgs } from '../graphql/connections';
import { htmlToPlainText } from '../lib/html-text';
import {
  compare,
  containsPhrase,
  dateValue,
  equalsIgnoringCase,
  matchesQuery,
} from '../lib/search-matching';
import { parseSearch, type SearchTerm, termPattern } from '../lib/search-syntax';

export const authorName = (article: ArticleRecord) =>
  `${article.authorFirstName} ${article.authorLastName}`;

/** An article with the blog it belongs to (for `blog_title:` and the BLOG_TITLE sort). */
export interface ArticleInBlog {
  article: ArticleRecord;
  blog: BlogRecord;
}

/**
 * What `articles(query:)` terms mean: plain words match the title or the body's text as
 * phrases (a trailing `*` makes the last word a prefix unless quoted); the fields Shopify
 * documents: author, blog_title, tag, tag_not, created_at (the publication time here) and
 * updated_at. Unknown fields are ignored, as on Shopify.
 */
function matchesTerm(term: SearchTerm, { article, blog }: ArticleInBlog): boolean {
  const { value, prefix } = termPattern(term);
  switch (term.field?.toLowerCase() ?? null) {
    case null:
      return [article.title, htmlToPlainText(article.contentHtml)].some((text) =>
        containsPhrase(text, value, prefix),
      );
    case 'title':
      return containsPhrase(article.title, value, prefix);
    case 'author':
      return containsPhrase(authorName(article), value, prefix);
    case 'blog_title':
      return equalsIgnoringCase(blog.title, value, prefix);
    case 'tag':
      return article.tags.some((tag) => equalsIgnoringCase(tag, value, prefix));
    case 'tag_not':
      return !article.tags.some((tag) => equalsIgnoringCase(tag, value, prefix));
    case 'created_at':
      return compare(Date.parse(article.publishedAt), value, dateValue);
    case 'updated_at':
      return compare(Date.parse(article.updatedAt), value, dateValue);
    default:
      return true;
  }
}

const ARTICLE_SORT_VALUES: Record<ArticleSortKeys, (item: ArticleInBlog) => string | number> = {
  ID: ({ article }) => article.id,
  // No search ranking for an article list: relevance keeps id order.
  RELEVANCE: ({ article }) => article.id,
  TITLE: ({ article }) => article.title.toLowerCase(),
  AUTHOR: ({ article }) => authorName(article).toLowerCase(),
  BLOG_TITLE: ({ blog }) => blog.title.toLowerCase(),
  PUBLISHED_AT: ({ article }) => article.publishedAt,
  UPDATED_AT: ({ article }) => article.updatedAt,
};

/** `articles(query:, sortKey:, …)` of the shop or of one blog: matching articles, sorted. */
export function articlesConnection(
  articles: readonly ArticleInBlog[],
  args: ConnectionArgs & { query?: string | null; sortKey?: ArticleSortKeys | null },
) {
  const search = args.query?.trim() ? parseSearch(args.query) : null;
  const sortValue = ARTICLE_SORT_VALUES[args.sortKey ?? 'ID'];
  const keyed = articles
    .filter((item) => !search || matchesQuery(search, (term) => matchesTerm(term, item)))
    .map((item) => ({ item, value: sortValue(item) }))
    .sort((a, b) =>
      a.value < b.value ? -1 : a.value > b.value ? 1 : a.item.article.id - b.item.article.id,
    );
  return connectionFromArray(
    keyed,
    args,
    ({ item, value }) => ({ last_id: item.article.id, last_value: value }),
    ({ item }) => item.article,
  );
}

const BLOG_SORT_VALUES: Record<BlogSortKeys, (blog: BlogRecord) => string | number> = {
  ID: (blog) => blog.id,
  RELEVANCE: (blog) => blog.id,
  HANDLE: (blog) => blog.handle,
  TITLE: (blog) => blog.title.toLowerCase(),
};

/** `blogs(query:, sortKey:, …)`: words match the title; `handle:` and `title:` too. */
export function blogsConnection(
  blogs: readonly BlogRecord[],
  args: ConnectionArgs & { query?: string | null; sortKey?: BlogSortKeys | null },
) {
  const search = args.query?.trim() ? parseSearch(args.query) : null;
  const matches = (blog: BlogRecord, term: SearchTerm) => {
    const { value, prefix } = termPattern(term);
    switch (term.field?.toLowerCase() ?? null) {
      case null:
      case 'title':
        return containsPhrase(blog.title, value, prefix);
      case 'handle':
        return equalsIgnoringCase(blog.handle, value, prefix);
      default:
        return true;
    }
  };
  const sortValue = BLOG_SORT_VALUES[args.sortKey ?? 'ID'];
  const keyed = blogs
    .filter((blog) => !search || matchesQuery(search, (term) => matches(blog, term)))
    .map((blog) => ({ blog, value: sortValue(blog) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.blog.id - b.blog.id));
  return connectionFromArray(
    keyed,
    args,
    ({ blog, value }) => ({ last_id: blog.id, last_value: value }),
    ({ blog }) => blog,
  );
}
