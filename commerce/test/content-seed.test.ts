import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../src/content/content-files';
import { loadContent } from '../src/content/load-content';
import { commerceRoot, defaultImagesDir } from '../src/config';
import { products } from './support/catalogue';
import { CONTENT_FIXTURE_DIR } from './support/content';
import { dataOf, startTestServer } from './support/test-server';

const temporaryDirs: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-content-'));
  temporaryDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const productIds = new Map(products.map((product, index) => [product.handle, index + 1]));
const load = (dir: string) =>
  loadContent(dir, defaultImagesDir, (handle) => productIds.get(handle));

/** A copy of the fixture whose JSON `file` has `value` at `path` ("0.items.2.resource"). */
function contentWith(file: string, path: string, value: unknown): string {
  const dir = join(temporaryDir(), 'content');
  cpSync(CONTENT_FIXTURE_DIR, dir, { recursive: true });
  const json: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const keys = path.split('.');
  const parent = keys
    .slice(0, -1)
    .reduce((node, key) => (node as Record<string, unknown>)[key], json) as Record<string, unknown>;
  parent[keys.at(-1) as string] = value;
  writeFileSync(join(dir, file), JSON.stringify(json));
  return dir;
}

/** The problems a broken content folder is refused with. */
async function problemsOf(dir: string): Promise<string> {
  const error = await load(dir).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as Error).message;
}

describe('content loader', () => {
  it('keeps a metaobject field seeded without a value, for the owner to set later', async () => {
    const content = await load(contentWith('metaobjects.json', '0.fields.1.value', null));
    expect(content.metaobjects[0]?.fields[1]).toEqual({
      key: 'image',
      type: 'file_reference',
      value: null,
    });
  });

  it('loads the fixture: ids in file order, references as global ids, image sizes read', async () => {
    const content = await load(CONTENT_FIXTURE_DIR);
    expect(content.pages.map((page) => [page.id, page.handle])).toEqual([
      [1, 'faq'],
      [2, 'about-us'],
    ]);
    expect(content.pages[0]?.bodyHtml).toContain('<h2>How much powder?</h2>');
    expect(content.metafields).toContainEqual({
      ownerType: 'PRODUCT',
      ownerId: 1,
      namespace: 'custom',
      key: 'ingredients',
      type: 'list.metaobject_reference',
      value: '["gid://shopify/Metaobject/2","gid://shopify/Metaobject/3"]',
    });
    // The page's seo becomes Shopify's SEO metafields.
    expect(content.metafields).toContainEqual(
      expect.objectContaining({
        ownerType: 'PAGE',
        ownerId: 1,
        namespace: 'global',
        key: 'title_tag',
        value: 'FAQ · Clearwell',
      }),
    );
    expect(content.mediaImages).toContainEqual({
      id: expect.any(Number),
      fileName: 'powder-pack',
      width: 1600,
      height: 1600,
    });
    expect(content.menus[0]?.items[2]).toMatchObject({
      type: 'PAGE',
      resourceId: 'gid://shopify/Page/1',
      url: null,
    });
  });

  it.each([
    [
      'pages.json',
      '0.handle',
      'FAQ Page',
      'pages.json: 0.handle: must be lower-case letters, digits and single hyphens',
    ],
    ['pages.json', '1.handle', 'faq', 'pages.json: 1.handle: duplicate handle "faq"'],
    [
      'pages.json',
      '0.bodyFile',
      'pages/missing.html',
      'pages.json: 0.bodyFile: pages/missing.html is not in',
    ],
    [
      'pages.json',
      '0.bodyFile',
      '../secrets.html',
      'pages.json: 0.bodyFile: must be the path of an .html file in the content folder',
    ],
    ['pages.json', '0.colour', 'blue', 'pages.json: 0: Unrecognized key: "colour"'],
    [
      'pages.json',
      '0.metafields.1',
      { namespace: 'global', key: 'title_tag', type: 'single_line_text_field', value: 'Again' },
      'pages.json: 0.metafields.1: duplicate metafield global.title_tag (its page’s seo sets it too)',
    ],
    [
      'shop.json',
      'brand.logo',
      'no-such-logo.svg',
      'shop.json: brand.logo: no-such-logo.svg is not in',
    ],
    [
      'shop.json',
      'brand.colors.primary.0.background',
      'teal',
      'shop.json: brand.colors.primary.0.background: must be a colour written #RRGGBB',
    ],
    [
      'shop.json',
      'policies.0.handle',
      'cookie-policy',
      'shop.json: policies.0.handle: must be one of',
    ],
    [
      'shop.json',
      'metafields.2.value',
      'hero/none',
      'shop.json: metafields.2.value: no metaobject "hero/none" (type/handle) in metaobjects.json',
    ],
    [
      'shop.json',
      'metafields.0.type',
      'money',
      'shop.json: metafields.0.type: is not a supported type',
    ],
    ['shop.json', 'metafields.0.key', 'x', 'shop.json: metafields.0.key: must be 2-64 letters'],
    [
      'menus.json',
      '0.items.2.resource',
      'nope',
      'menus.json: 0.items.2.resource: no page "nope" in pages.json',
    ],
    [
      'menus.json',
      '0.items.3.resource',
      'nope',
      'menus.json: 0.items.3.resource: no product "nope" in the catalogue',
    ],
    [
      'menus.json',
      '0.items.4.resource',
      'privacy-policy',
      'menus.json: 0.items.4.resource: no policy "privacy-policy" in shop.json',
    ],
    [
      'menus.json',
      '0.items.2.resource',
      undefined,
      'menus.json: 0.items.2.resource: A PAGE item needs the resource it links to.',
    ],
    [
      'menus.json',
      '0.items.0.url',
      'https://example.com',
      'menus.json: 0.items.0.url: Only an HTTP item has its own URL.',
    ],
    [
      'menus.json',
      '0.items.6.url',
      'javascript:alert(1)',
      'menus.json: 0.items.6.url: URL must be an absolute http(s), mailto or tel URL',
    ],
    [
      'menus.json',
      '0.items.0.type',
      'COLLECTION',
      'menus.json: 0.items.0.type: must be one of FRONTPAGE',
    ],
    [
      'menus.json',
      '0.items.8.items.1.items.0.items',
      [{ title: 'Too deep', type: 'SEARCH' }],
      'menus.json: 0.items.8.items.1.items.0.items: A menu is nested at most 3 levels deep.',
    ],
    [
      'metaobjects.json',
      '1.fields.1.value',
      'twelve',
      'metaobjects.json: 1.fields.1.value: Value must be a decimal number',
    ],
    [
      'metaobjects.json',
      '0.fields.2.value',
      'powder',
      'metaobjects.json: 0.fields.2.value: a list.product_reference value must be a JSON array',
    ],
    [
      'metaobjects.json',
      '0.fields.1.value',
      'missing.svg',
      'metaobjects.json: 0.fields.1.value: missing.svg is not in',
    ],
    [
      'metaobjects.json',
      '2.fields.2',
      { key: 'name', type: 'single_line_text_field', value: 'Again' },
      'metaobjects.json: 2.fields.2.key: duplicate key "name"',
    ],
    [
      'product-metafields.json',
      'no-such-product',
      [],
      'product-metafields.json: no-such-product: no product "no-such-product" in the catalogue',
    ],
    [
      'product-metafields.json',
      'bath-and-plunge-powder-4-pack.1.value',
      '{"value":"7","scale_min":"1.0","scale_max":"5.0"}',
      'product-metafields.json: bath-and-plunge-powder-4-pack.1.value: Value must be a rating within its scale',
    ],
  ] as const)(
    'refuses a broken %s (%s), naming the file and the field',
    async (file, path, value, expected) => {
      expect(await problemsOf(contentWith(file, path, value))).toContain(expected);
    },
  );

  it('refuses a file that is not JSON', async () => {
    const dir = contentWith('menus.json', '0.title', 'Main menu');
    writeFileSync(join(dir, 'menus.json'), '[{"handle": ');
    expect(await problemsOf(dir)).toMatch(/menus\.json: not valid JSON/);
  });

  it('loads the shop’s own content folder', async () => {
    const content = await load(join(commerceRoot, 'seed', 'content'));
    expect(content.metafields.every((metafield) => metafield.value !== '')).toBe(true);
  });

  it('takes a folder with some files only, and an empty one', async () => {
    const dir = temporaryDir();
    expect(await load(dir)).toMatchObject({
      pages: [],
      menus: [],
      metafields: [],
      metaobjects: [],
    });
  });
});

describe('seeding content', () => {
  it('seeds content with the catalogue, and a re-seed replaces it all', async () => {
    const dir = temporaryDir();
    const dbPath = join(dir, 'commerce.sqlite');
    const seed = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/seed-cli.ts'], {
        cwd: commerceRoot,
        env: {
          ...process.env,
          COMMERCE_DB_PATH: dbPath,
          COMMERCE_CONTENT_DIR: CONTENT_FIXTURE_DIR,
        },
        encoding: 'utf8',
      });
    const first = seed();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(
      'Content: 2 pages, 2 policies, 2 menus, 3 metaobjects, 10 metafields.',
    );

    const server = await startTestServer({ dir, contentDir: CONTENT_FIXTURE_DIR });
    server.db.prepare("UPDATE pages SET title = 'Edited' WHERE handle = 'faq'").run();
    server.db.prepare("INSERT INTO menus (handle, title) VALUES ('extra', 'Extra')").run();
    await server.stop();

    expect(seed().status).toBe(0);
    const reseeded = await startTestServer({ dir, contentDir: CONTENT_FIXTURE_DIR });
    try {
      const data = dataOf(
        await reseeded.graphql<Record<string, unknown>>(
          '{ page(handle: "faq") { id title } extra: menu(handle: "extra") { id } main: menu(handle: "main-menu") { id } }',
        ),
      );
      expect(data).toEqual({
        page: { id: 'gid://shopify/Page/1', title: 'Frequently asked questions' },
        extra: null,
        main: { id: 'gid://shopify/Menu/1' },
      });
    } finally {
      await reseeded.stop();
    }
  });

  it('refuses to seed broken content and leaves the database as it was', async () => {
    const dir = temporaryDir();
    const broken = contentWith('pages.json', '0.handle', 'Bad Handle');
    const server = await startTestServer({ dir, contentDir: CONTENT_FIXTURE_DIR });
    await server.stop();
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed-cli.ts'], {
      cwd: commerceRoot,
      env: {
        ...process.env,
        COMMERCE_DB_PATH: join(dir, 'commerce.sqlite'),
        COMMERCE_CONTENT_DIR: broken,
      },
      encoding: 'utf8',
    });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain('pages.json: 0.handle: must be lower-case letters');
    const restarted = await startTestServer({ dir, contentDir: CONTENT_FIXTURE_DIR });
    try {
      expect(restarted.db.prepare('SELECT COUNT(*) FROM pages').pluck().get()).toBe(2);
    } finally {
      await restarted.stop();
    }
  });

  it('loads the content into a database seeded before content existed, once, keeping its data', async () => {
    const dir = temporaryDir();
    const withoutContent = await startTestServer({ dir, contentDir: join(dir, 'no-content') });
    expect(withoutContent.db.prepare('SELECT COUNT(*) FROM pages').pluck().get()).toBe(0);
    expect(
      dataOf(
        await withoutContent.graphql<Record<string, unknown>>(
          '{ shop { description brand { slogan } } menu(handle: "main-menu") { id } }',
        ),
      ),
    ).toEqual({ shop: { description: null, brand: null }, menu: null });
    withoutContent.db
      .prepare(
        "INSERT INTO carts (token, secret_key, created_at, updated_at) VALUES ('kept', 'k', 'now', 'now')",
      )
      .run();
    await withoutContent.stop();

    const upgraded = await startTestServer({ dir, contentDir: CONTENT_FIXTURE_DIR });
    expect(upgraded.seeded).toBeNull();
    expect(upgraded.db.prepare('SELECT COUNT(*) FROM carts').pluck().get()).toBe(1);
    expect(upgraded.db.prepare('SELECT COUNT(*) FROM pages').pluck().get()).toBe(2);
    expect(
      dataOf(await upgraded.graphql<Record<string, unknown>>('{ shop { brand { slogan } } }')),
    ).toEqual({
      shop: { brand: { slogan: 'Softer water, calmer skin' } },
    });
    upgraded.db.prepare("UPDATE pages SET title = 'Owner’s title' WHERE id = 1").run();
    await upgraded.stop();

    const again = await startTestServer({ dir, contentDir: CONTENT_FIXTURE_DIR });
    try {
      expect(again.db.prepare('SELECT title FROM pages WHERE id = 1').pluck().get()).toBe(
        'Owner’s title',
      );
    } finally {
      await again.stop();
    }
  });
});

describe('the subscription terms page', () => {
  /** The seed page's text, each run of whitespace (line breaks too) as one space. */
  const termsText = () =>
    readFileSync(join(commerceRoot, 'seed/content/pages/subscriptions.html'), 'utf8')
      .replace(/\s+/g, ' ')
      .replace(/ ?<\/?p> ?/g, '\n');

  it('states the shop’s cancellation terms, which the server keeps', () => {
    const text = termsText();
    expect(text).toContain(
      'You can cancel at any time, with no cancellation fee and no minimum commitment. To stop ' +
        'your next delivery, cancel at least 3 business days before your next delivery. If you ' +
        'cancel later than that, your next delivery may already be prepared; it will be charged ' +
        'and shipped as normal, and nothing is sent after it.',
    );
    expect(text).toContain(
      'We confirm every cancellation by email. Keep that email as your record.',
    );
    expect(text).toContain(
      'To make sure a change applies to your next delivery, make it at least 3 business days ' +
        'before your next delivery. Changes made later than that take effect from the delivery after.',
    );
    // The portal's paragraph agrees: a late pause or cancel still sends the delivery being prepared.
    expect(text).toContain(
      'If you pause or cancel less than 3 business days before your next delivery, that delivery ' +
        'is already being prepared: it is charged and shipped as normal, and nothing is sent after it',
    );
    expect(text).toContain('<a href="/account">Manage your subscription</a>');
    expect(text).not.toMatch(/once it has been sent/);
  });
});
