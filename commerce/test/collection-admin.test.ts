import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const admin = async <T>(document: string, variables?: Record<string, unknown>) =>
  dataOf(await server.admin<T>(document, variables));
const storefront = async <T>(document: string, variables?: Record<string, unknown>) =>
  dataOf(await server.graphql<T>(document, variables));

interface AdminCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  updatedAt: string;
}

const FIELDS = 'id handle title description descriptionHtml updatedAt';
const COLLECTION_UPDATE = `mutation Update($input: CollectionInput!) {
  collectionUpdate(input: $input) { collection { ${FIELDS} } userErrors { field message } }
}`;
type Payload = {
  collectionUpdate: {
    collection: AdminCollection | null;
    userErrors: { field: string[] | null; message: string }[];
  };
};
const update = async (input: Record<string, unknown>) =>
  (await admin<Payload>(COLLECTION_UPDATE, { input })).collectionUpdate;

const collectionByGid = async (id: string) =>
  (
    await admin<{ collection: AdminCollection | null }>(
      `query One($id: ID!) { collection(id: $id) { ${FIELDS} } }`,
      { id },
    )
  ).collection;

const storefrontCollection = async (handle: string) =>
  (
    await storefront<{
      collection: { title: string; description: string; descriptionHtml: string } | null;
    }>(
      'query One($handle: String!) { collection(handle: $handle) { title description descriptionHtml } }',
      { handle },
    )
  ).collection;

describe('Admin API: collection queries', () => {
  it('lists the collections in id order, pages through them and finds them by title or handle', async () => {
    const data = await admin<Record<string, { nodes: { handle: string }[] }>>(`{
      all: collections(first: 2) { nodes { handle } }
      rest: collections(first: 2, after: "${Buffer.from(JSON.stringify({ last_id: 2, last_value: 2 })).toString('base64')}") { nodes { handle } }
      byTitle: collections(first: 5, query: "title:bath") { nodes { handle } }
      byHandle: collections(first: 5, query: "handle:ice-plunge") { nodes { handle } }
      sorted: collections(first: 2, sortKey: TITLE) { nodes { handle } }
    }`);
    expect(data).toEqual({
      all: { nodes: [{ handle: 'all' }, { handle: 'bath' }] },
      rest: { nodes: [{ handle: 'ice-plunge' }, { handle: 'accessories' }] },
      byTitle: { nodes: [{ handle: 'bath' }] },
      byHandle: { nodes: [{ handle: 'ice-plunge' }] },
      sorted: { nodes: [{ handle: 'accessories' }, { handle: 'all' }] },
    });
  });

  it('answers a collection by id with its text and HTML description, and null for none', async () => {
    expect(await collectionByGid('gid://shopify/Collection/1')).toEqual({
      id: 'gid://shopify/Collection/1',
      handle: 'all',
      title: 'All products',
      description:
        'Everything for water that is simply water: the powder, ways to take it with you, and the tools to test and dose.',
      descriptionHtml:
        '<p>Everything for water that is simply water: the powder, ways to take it with you, and the tools to test and dose.</p>',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(await collectionByGid('gid://shopify/Collection/999')).toBeNull();
  });
});

describe('Admin API: collectionUpdate', () => {
  it('updates title, handle and description, which the Storefront API answers at once', async () => {
    // Read first, so the storefront's catalogue snapshot is one from before the change.
    expect(await storefrontCollection('bundles')).toMatchObject({ title: expect.any(String) });
    const result = await update({
      id: 'gid://shopify/Collection/5',
      title: '  Sets & bundles  ',
      handle: 'Sets & Bundles!',
      descriptionHtml: '<p>Two <strong>together</strong> cost less.</p>',
    });
    expect(result).toEqual({
      collection: {
        id: 'gid://shopify/Collection/5',
        handle: 'sets-bundles',
        title: 'Sets & bundles',
        description: 'Two together cost less.',
        descriptionHtml: '<p>Two <strong>together</strong> cost less.</p>',
        updatedAt: expect.any(String),
      },
      userErrors: [],
    });
    expect(await storefrontCollection('sets-bundles')).toEqual({
      title: 'Sets & bundles',
      description: 'Two together cost less.',
      descriptionHtml: '<p>Two <strong>together</strong> cost less.</p>',
    });
    expect(await storefrontCollection('bundles')).toBeNull();
  });

  it('keeps fields it is not given and makes a blank handle from the title', async () => {
    const before = await collectionByGid('gid://shopify/Collection/4');
    const result = await update({
      id: 'gid://shopify/Collection/4',
      title: 'Tools & tests',
      handle: ' ',
    });
    expect(result).toEqual({
      collection: {
        ...before,
        title: 'Tools & tests',
        handle: 'tools-tests',
        updatedAt: expect.any(String),
      },
      userErrors: [],
    });
  });

  it('refuses bad input with userErrors and writes nothing', async () => {
    const before = await collectionByGid('gid://shopify/Collection/2');
    const cases: [Record<string, unknown>, { field: string[]; message: string }[]][] = [
      [
        { id: 'gid://shopify/Collection/999', title: 'Gone' },
        [{ field: ['input', 'id'], message: 'Collection does not exist' }],
      ],
      [
        { id: null, title: 'No id' },
        [{ field: ['input', 'id'], message: 'Collection does not exist' }],
      ],
      [{ title: '   ' }, [{ field: ['input', 'title'], message: "Title can't be blank" }]],
      [
        { title: 'x'.repeat(256) },
        [{ field: ['input', 'title'], message: 'Title is too long (maximum is 255 characters)' }],
      ],
      [
        { title: '!!!', handle: '' },
        [{ field: ['input', 'handle'], message: "Handle can't be blank" }],
      ],
      [
        { handle: 'x'.repeat(256) },
        [{ field: ['input', 'handle'], message: 'Handle is too long (maximum is 255 characters)' }],
      ],
      [
        // A valid title is not written either when another field is refused.
        { title: 'Baths', handle: 'All' },
        [{ field: ['input', 'handle'], message: 'Handle has already been taken' }],
      ],
      [
        { descriptionHtml: 'x'.repeat(512 * 1024 + 1) },
        [
          {
            field: ['input', 'descriptionHtml'],
            message: 'Description is too big (maximum is 512 KB)',
          },
        ],
      ],
    ];
    for (const [input, userErrors] of cases) {
      expect(
        await update({ id: 'gid://shopify/Collection/2', ...input }),
        JSON.stringify(input).slice(0, 80),
      ).toEqual({ collection: null, userErrors });
    }
    expect(await collectionByGid('gid://shopify/Collection/2')).toEqual(before);
    expect(await storefrontCollection('bath')).toMatchObject({ title: before?.title });
  });

  it('keeps a description of exactly 512 KB', async () => {
    const descriptionHtml = `<p>${'x'.repeat(512 * 1024 - 7)}</p>`;
    const result = await update({ id: 'gid://shopify/Collection/3', descriptionHtml });
    expect(result.userErrors).toEqual([]);
    expect(result.collection?.descriptionHtml).toBe(descriptionHtml);
  });
});
