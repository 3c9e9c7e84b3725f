import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalPathOf, loadJournal } from '../src/blogs/seed-journal';
import { defaultCataloguePath, defaultImagesDir } from '../src/config';
import {
  dataOf,
  startTestServer,
  TEST_STOREFRONT_URL,
  type TestServer,
} from './support/test-server';

/** The seeded journal, as its file describes it. */
const journal = loadJournal(journalPathOf(defaultCataloguePath), defaultImagesDir);
if (!journal || journal.articles.length < 3) throw new Error('The seed lacks its journal.');
const [oldest, , newest] = journal.articles as [
  (typeof journal.articles)[number],
  (typeof journal.articles)[number],
  (typeof journal.articles)[number],
];

const ARTICLE = `id title handle publishedAt tags contentHtml excerpt
  content(truncateAt: 40) excerptHtml onlineStoreUrl
  author: authorV2 { name firstName lastName }
  image { id url altText width height }
  seo { title description }
  blog { handle }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('blogs', () => {
  it('answers the journal by handle with its articles, newest first when asked', async () => {
    const { blog } = dataOf(
      await server.graphql<{
        blog: {
          id: string;
          title: string;
          handle: string;
          onlineStoreUrl: string;
          seo: { title: string };
          authors: { name: string }[];
          articles: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean } };
        };
      }>(
        `query B($handle: String!) { blog(handle: $handle) {
          id title handle onlineStoreUrl seo { title } authors { name }
          articles(first: 2, sortKey: PUBLISHED_AT, reverse: true) {
            nodes { handle } pageInfo { hasNextPage }
          }
        } }`,
        { handle: journal.handle },
      ),
    );
    expect(blog).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Blog\/\d+$/),
      title: journal.title,
      handle: journal.handle,
      onlineStoreUrl: `${TEST_STOREFRONT_URL}/blogs/${journal.handle}`,
      seo: { title: journal.seo.title },
      authors: [{ name: `${oldest.author.firstName} ${oldest.author.lastName}` }],
    });
    expect(blog.articles.nodes[0]?.handle).toBe(newest.handle);
    expect(blog.articles.pageInfo.hasNextPage).toBe(true);
  });

  it('answers null for an unknown blog or article handle, as Shopify does', async () => {
    const result = await server.graphql<Record<string, unknown>>(
      `{ blog(handle: "nope") { id } blogByHandle(handle: "nope") { id }
         journal: blog(handle: "${journal.handle}") { articleByHandle(handle: "nope") { id } }
         article(id: "gid://shopify/Article/999") { id } }`,
    );
    expect(dataOf(result)).toEqual({
      blog: null,
      blogByHandle: null,
      journal: { articleByHandle: null },
      article: null,
    });
  });

  it('answers an article with its author, image, tags, SEO and plain-text content', async () => {
    const { blog } = dataOf(
      await server.graphql<{ blog: { articleByHandle: Record<string, unknown> } }>(
        `query A($blog: String!, $handle: String!) { blog(handle: $blog) {
          articleByHandle(handle: $handle) { ${ARTICLE} } } }`,
        { blog: journal.handle, handle: oldest.handle },
      ),
    );
    const article = blog.articleByHandle;
    expect(article).toMatchObject({
      title: oldest.title,
      handle: oldest.handle,
      publishedAt: oldest.publishedAt,
      tags: oldest.tags,
      excerpt: oldest.excerpt,
      excerptHtml: `<p>${oldest.excerpt}</p>`,
      onlineStoreUrl: `${TEST_STOREFRONT_URL}/blogs/${journal.handle}/${oldest.handle}`,
      author: {
        name: `${oldest.author.firstName} ${oldest.author.lastName}`,
        firstName: oldest.author.firstName,
        lastName: oldest.author.lastName,
      },
      image: {
        id: expect.stringMatching(/^gid:\/\/shopify\/ArticleImage\/\d+$/),
        url: expect.stringContaining(oldest.image?.file.replace('.svg', '') ?? ''),
        altText: oldest.image?.altText,
      },
      seo: oldest.seo,
      blog: { handle: journal.handle },
    });
    expect(article.contentHtml).toBe(journal.contentHtml.get(oldest.handle)?.trim());
    expect(String(article.content)).toMatch(/^[^<]{1,40}$/);
    expect(String(article.content).endsWith('...')).toBe(true);

    // The same article by its id, and as a node.
    const id = String((article as { id: string }).id);
    const byId = await server.graphql<{ article: { handle: string }; node: { handle: string } }>(
      `query I($id: ID!) { article(id: $id) { handle } node(id: $id) { ... on Article { handle } } }`,
      { id },
    );
    expect(dataOf(byId)).toEqual({
      article: { handle: oldest.handle },
      node: { handle: oldest.handle },
    });
  });

  it('lists every article, filtered by the documented query fields, and pages by cursor', async () => {
    const handlesFor = async (query: string) => {
      const { articles } = dataOf(
        await server.graphql<{ articles: { nodes: { handle: string }[] } }>(
          'query Q($query: String) { articles(first: 10, query: $query) { nodes { handle } } }',
          { query },
        ),
      );
      return articles.nodes.map((node) => node.handle);
    };
    expect(await handlesFor('')).toEqual(journal.articles.map((article) => article.handle));
    const tag = newest.tags[0] ?? '';
    const tagged = journal.articles.filter((article) => article.tags.includes(tag));
    expect(await handlesFor(`tag:"${tag}"`)).toEqual(tagged.map((article) => article.handle));
    expect(await handlesFor(`tag_not:"${tag}"`)).toEqual(
      journal.articles.filter((article) => !tagged.includes(article)).map((a) => a.handle),
    );
    expect(await handlesFor(`blog_title:${journal.title}`)).toHaveLength(journal.articles.length);
    expect(await handlesFor('blog_title:Elsewhere')).toEqual([]);
    expect(await handlesFor('chloramine')).toContain(newest.handle);

    const first = await server.graphql<{
      articles: { pageInfo: { endCursor: string; hasNextPage: boolean } };
    }>('{ articles(first: 1) { pageInfo { endCursor hasNextPage } } }');
    const { endCursor } = dataOf(first).articles.pageInfo;
    const next = await server.graphql<{ articles: { nodes: { handle: string }[] } }>(
      'query N($after: String) { articles(first: 1, after: $after) { nodes { handle } } }',
      { after: endCursor },
    );
    expect(dataOf(next).articles.nodes.map((node) => node.handle)).toEqual([
      journal.articles[1]?.handle,
    ]);
    const noSize = await server.graphql('{ articles { nodes { id } } }');
    expect(noSize.errors?.[0]?.message).toBe('you must provide one of first or last');
  });

  it('lists the blogs', async () => {
    const { blogs } = dataOf(
      await server.graphql<{ blogs: { nodes: { handle: string }[] } }>(
        '{ blogs(first: 5) { nodes { handle } } }',
      ),
    );
    expect(blogs.nodes).toEqual([{ handle: journal.handle }]);
  });

  it('finds articles in search and predictive search', async () => {
    const result = await server.graphql<{
      search: { nodes: { __typename: string; handle?: string }[] };
      predictiveSearch: { articles: { handle: string; trackingParameters: string | null }[] };
    }>(
      `{ search(first: 10, query: "chloramine", types: [ARTICLE]) {
           nodes { __typename ... on Article { handle } } }
         predictiveSearch(query: "cold plu", types: [ARTICLE]) { articles { handle trackingParameters } } }`,
    );
    const { search, predictiveSearch } = dataOf(result);
    expect(search.nodes).toEqual([{ __typename: 'Article', handle: newest.handle }]);
    expect(predictiveSearch.articles.map((article) => article.handle)).toEqual([
      journal.articles[1]?.handle,
    ]);
    expect(predictiveSearch.articles[0]?.trackingParameters).toBeTruthy();
  });
});
