import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productGid, products } from './support/catalogue';
import { CONTENT_FIXTURE_DIR } from './support/content';
import { dataOf, startTestServer, type TestServer } from './support/test-server';

/** The Admin API's `files` list: Shopify's search syntax, sort keys and reverse, on the shop's images. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ contentDir: CONTENT_FIXTURE_DIR });
});
afterAll(() => server.stop());

interface FileNode {
  id: string;
  alt: string | null;
  image: { url: string };
}

const FILES = `query Files($query: String, $sortKey: FileSortKeys, $reverse: Boolean, $after: String, $first: Int = 250) {
  files(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
    nodes { id alt ... on MediaImage { image { url } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const listFiles = (variables: Record<string, unknown> = {}) =>
  server.admin<{
    files: { nodes: FileNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  }>(FILES, variables);

/** The files' names (as served: "powder-pack.png") in the order listed. */
async function names(variables: Record<string, unknown> = {}): Promise<string[]> {
  const { files } = dataOf(await listFiles(variables));
  return files.nodes.map((file) => new URL(file.image.url).pathname.split('/').at(-1)!);
}

const servedName = (file: string) => file.replace(/\.svg$/, '.png');
const [, sachets] = products;
if (!sachets) throw new Error('The seed catalogue needs two products.');

/** Every file in id order, as the list names them; the expected answers are read from it. */
async function allFiles() {
  const { files } = dataOf(await listFiles());
  return files.nodes.map((file) => ({
    id: file.id,
    alt: file.alt ?? '',
    name: new URL(file.image.url).pathname.split('/').at(-1)!,
  }));
}
type ListedFile = Awaited<ReturnType<typeof allFiles>>[number];
const namesOf = (files: ListedFile[], keep: (file: ListedFile) => boolean) =>
  files.filter(keep).map((file) => file.name);

describe('Admin API files: query', () => {
  it('finds files by filename, with or without its extension or as a prefix', async () => {
    const all = await allFiles();
    const packs = namesOf(all, (file) => file.name === 'powder-pack.png');
    // The content's own pictures include the pack's, so it is two files.
    expect(packs).toHaveLength(2);
    expect(await names({ query: 'filename:powder-pack.png' })).toEqual(packs);
    expect(await names({ query: 'filename:POWDER-PACK' })).toEqual(packs);
    expect(await names({ query: 'filename:powder*' })).toEqual(
      namesOf(all, (file) => file.name.startsWith('powder')),
    );
    expect(await names({ query: 'filename:powder' })).toEqual([]);
  });

  it('finds files by free text in the filename or the alt text, and negated terms leave them out', async () => {
    const all = await allFiles();
    const bamboo = namesOf(all, (file) =>
      `${file.name} ${file.alt}`.toLowerCase().includes('bamboo'),
    );
    expect(bamboo.length).toBeGreaterThan(1);
    expect(bamboo).not.toEqual(namesOf(all, (file) => file.name.includes('bamboo')));
    expect(await names({ query: 'BAMBOO' })).toEqual(bamboo);
    expect(await names({ query: 'filename:powder* -ingredients' })).toEqual(
      namesOf(
        all,
        (file) => file.name.startsWith('powder') && file.name !== 'powder-ingredients.png',
      ),
    );
  });

  it("finds a product's images, files by id, and every file is a ready image", async () => {
    expect(await names({ query: `product_id:${productGid(sachets)}` })).toEqual(
      sachets.images.map((image) => servedName(image.file)),
    );
    const all = await allFiles();
    const [first, second] = all.slice(-2);
    const byId = async (query: string) =>
      dataOf(await listFiles({ query })).files.nodes.map((file) => file.id);
    expect(await byId(`id:${first!.id}`)).toEqual([first!.id]);
    expect(await byId(`ids:${first!.id},${second!.id.split('/').at(-1)}`)).toEqual([
      first!.id,
      second!.id,
    ]);

    expect(await names({ query: 'media_type:IMAGE status:READY' })).toEqual(
      all.map((file) => file.name),
    );
    expect(await names({ query: 'media_type:VIDEO' })).toEqual([]);
    expect(await names({ query: 'status:PROCESSING' })).toEqual([]);
  });

  it('ignores a field Shopify does not know, with a warning, and answers NOT_IMPLEMENTED_LOCALLY for one it knows', async () => {
    const [file] = await allFiles();
    const unknown = await listFiles({ query: `id:${file!.id} colour:teal` });
    expect(dataOf(unknown).files.nodes.map((node) => node.id)).toEqual([file!.id]);
    expect(unknown.extensions?.search).toEqual([
      expect.objectContaining({
        warnings: [{ field: 'colour', message: 'Invalid search field for this query.' }],
      }),
    ]);

    const unanswered = await listFiles({ query: 'created_at:>2026-01-01' });
    expect(unanswered.data).toBeNull();
    expect(unanswered.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_IMPLEMENTED_LOCALLY' });
  });
});

describe('Admin API files: sortKey and reverse', () => {
  it('sorts by filename, ties and the time keys by id, reversed on request', async () => {
    const byId = await names();
    const byName = await names({ sortKey: 'FILENAME' });
    expect(byName).toEqual([...byId].sort());
    expect(byName).not.toEqual(byId);
    expect(await names({ sortKey: 'FILENAME', reverse: true })).toEqual([...byName].reverse());
    expect(await names({ sortKey: 'CREATED_AT' })).toEqual(byId);
    expect(await names({ sortKey: 'UPDATED_AT', reverse: true })).toEqual([...byId].reverse());
  });

  it('pages through a sorted, filtered list by its cursors', async () => {
    const query = 'filename:powder*';
    const whole = await names({ query, sortKey: 'FILENAME' });
    const first = dataOf(await listFiles({ query, sortKey: 'FILENAME', first: 2 })).files;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await names({ query, sortKey: 'FILENAME', after: first.pageInfo.endCursor });
    expect([...whole.slice(0, 2), ...rest]).toEqual(whole);
    expect(rest).toHaveLength(whole.length - 2);
  });

  it('answers NOT_IMPLEMENTED_LOCALLY for the sort keys it cannot answer', async () => {
    for (const sortKey of ['ORIGINAL_UPLOAD_SIZE', 'RELEVANCE']) {
      const result = await listFiles({ sortKey });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'NOT_IMPLEMENTED_LOCALLY',
        field: `FileSortKeys.${sortKey}`,
      });
    }
  });
});
