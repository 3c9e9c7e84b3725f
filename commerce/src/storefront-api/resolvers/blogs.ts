import type {
  ArticleSortKeys,
  BlogSortKeys,
  QueryRootArticleArgs,
  QueryRootBlogArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import { BlogRepository, type ArticleRecord, type BlogRecord } from '../../db/blog-repository';
import { articlesConnection, authorName, blogsConnection } from '../../blogs/article-search';
import { onlineStoreOrigin } from '../../content/online-store';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { escapeHtml, htmlToPlainText, truncateText } from '../../lib/html-text';
import { gid, requireNumericId } from '../../lib/ids';
import type { RequestContext, ResolverMap } from '../context';

/** An article's image: the article's own id names it (gid://shopify/ArticleImage/{id}). */
export interface ArticleImage {
  articleId: number;
  fileName: string;
  altText: string | null;
  width: number;
  height: number;
}

const blogsOf = (context: RequestContext) => new BlogRepository(context.db);

type ArticlesArgs = ConnectionArgs & { query?: string | null; sortKey?: ArticleSortKeys | null };

/** Every article (or one blog's) with its blog, for searching and sorting. */
function articlesInBlogs(context: RequestContext, only?: BlogRecord) {
  const repository = blogsOf(context);
  const blogs = new Map((only ? [only] : repository.allBlogs()).map((blog) => [blog.id, blog]));
  return repository.articles(only?.id).flatMap((article) => {
    const blog = blogs.get(article.blogId);
    return blog ? [{ article, blog }] : [];
  });
}

function blog(_root: unknown, { id, handle }: QueryRootBlogArgs, context: RequestContext) {
  if (id) {
    const numeric = requireNumericId(id, 'Blog');
    return numeric === null ? null : (blogsOf(context).blogById(numeric) ?? null);
  }
  return handle ? (blogsOf(context).blogByHandle(handle) ?? null) : null;
}

const blogOfArticle = (article: ArticleRecord, context: RequestContext) =>
  blogsOf(context).blogById(article.blogId) as BlogRecord;

const articleAuthor = (article: ArticleRecord) => ({
  name: authorName(article),
  firstName: article.authorFirstName,
  lastName: article.authorLastName,
  email: article.authorEmail,
  bio: article.authorBio,
});

const excerptText = (article: ArticleRecord, { truncateAt }: { truncateAt?: number | null }) =>
  truncateText(article.excerpt, truncateAt);

/** Articles have no comments here: the journal's comments are closed. */
const noComments = (_article: ArticleRecord, args: ConnectionArgs) =>
  connectionFromArray([], args, () => ({ last_id: 0, last_value: 0 }));

export const blogResolvers: ResolverMap = {
  QueryRoot: {
    blogs: (
      _root: unknown,
      args: ConnectionArgs & { query?: string | null; sortKey?: BlogSortKeys | null },
      context: RequestContext,
    ) => blogsConnection(blogsOf(context).allBlogs(), args),
    blog,
    blogByHandle: (_root: unknown, { handle }: { handle: string }, context: RequestContext) =>
      blogsOf(context).blogByHandle(handle) ?? null,
    articles: (_root: unknown, args: ArticlesArgs, context: RequestContext) =>
      articlesConnection(articlesInBlogs(context), args),
    article: (_root: unknown, { id }: QueryRootArticleArgs, context: RequestContext) => {
      const numeric = requireNumericId(id, 'Article');
      return numeric === null ? null : (blogsOf(context).articleById(numeric) ?? null);
    },
  },

  Blog: {
    id: (blog: BlogRecord) => gid('Blog', blog.id),
    articles: (blog: BlogRecord, args: ArticlesArgs, context: RequestContext) =>
      articlesConnection(articlesInBlogs(context, blog), args),
    articleByHandle: (blog: BlogRecord, { handle }: { handle: string }, context: RequestContext) =>
      blogsOf(context).articleByHandle(blog.id, handle) ?? null,
    // Each author once, in the order they first wrote.
    authors: (blog: BlogRecord, _args: unknown, context: RequestContext) => {
      const authors = new Map<string, ReturnType<typeof articleAuthor>>();
      for (const article of blogsOf(context).articles(blog.id)) {
        const author = articleAuthor(article);
        if (!authors.has(author.email)) authors.set(author.email, author);
      }
      return [...authors.values()];
    },
    seo: (blog: BlogRecord) => ({ title: blog.seoTitle, description: blog.seoDescription }),
    onlineStoreUrl: (blog: BlogRecord, _args: unknown, context: RequestContext) =>
      `${onlineStoreOrigin(context)}/blogs/${blog.handle}`,
  },

  Article: {
    id: (article: ArticleRecord) => gid('Article', article.id),
    blog: (article: ArticleRecord, _args: unknown, context: RequestContext) =>
      blogOfArticle(article, context),
    author: articleAuthor,
    authorV2: articleAuthor,
    content: (article: ArticleRecord, { truncateAt }: { truncateAt?: number | null }) =>
      truncateText(htmlToPlainText(article.contentHtml), truncateAt),
    excerpt: excerptText,
    excerptHtml: (article: ArticleRecord) => `<p>${escapeHtml(article.excerpt)}</p>`,
    image: (article: ArticleRecord): ArticleImage | null =>
      article.imageFileName === null
        ? null
        : {
            articleId: article.id,
            fileName: article.imageFileName,
            altText: article.imageAltText,
            width: article.imageWidth ?? 1,
            height: article.imageHeight ?? 1,
          },
    comments: noComments,
    seo: (article: ArticleRecord) => ({
      title: article.seoTitle,
      description: article.seoDescription,
    }),
    onlineStoreUrl: (article: ArticleRecord, _args: unknown, context: RequestContext) =>
      `${onlineStoreOrigin(context)}/blogs/${blogOfArticle(article, context).handle}/${article.handle}`,
  },
};
