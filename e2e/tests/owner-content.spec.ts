import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminGraphql } from '../support/admin';
import { seedProducts } from '../support/catalogue';
import { commerceUrl } from '../support/servers';

/**
 * The shop owner edits the shop's words in the platform (here through the Admin API, as the
 * admin's editors do) and shoppers see each edit on the storefront, with nothing restarted: a
 * page, a policy, the footer menu, the support phone number, the footer's newsletter heading (a
 * shop metafield), the home page's "How it works" heading, and, in the owner's editor, the
 * hero's picture, best seller label and customer quotes heading (fields of the hero metaobject),
 * the cookie banner's title (a field of the consent_banner metaobject), and the "all"
 * collection's description, which /products shows under its heading. The e2e storefront keeps
 * content fresh for one second (playwright.config.ts), so each edit shows within a few reloads.
 * Every edit leaves the seed's texts in place and is undone at the end, as other specs read them
 * too.
 */

interface AdminMenuItem {
  id: string;
  title: string;
  type: string;
  url: string | null;
  resourceId: string | null;
  items?: AdminMenuItem[];
}

const SHOP_CONTENT = `
  query OwnerContent {
    shop {
      id
      phone: metafield(namespace: "custom", key: "support_phone") { value }
      newsletterHeading: metafield(namespace: "custom", key: "newsletter_heading") { value }
      shopPolicies { type body }
    }
    hero: metaobjectByHandle(handle: { type: "hero", handle: "home" }) {
      id
      directionsHeading: field(key: "directions_heading") { value }
      bestSellerLabel: field(key: "best_seller_label") { value }
      testimonialsHeading: field(key: "testimonials_heading") { value }
      image: field(key: "image") { value }
    }
    pages(first: 1, query: "handle:faq") { nodes { id body } }
    menus(first: 10) {
      nodes {
        id
        handle
        title
        items { id title type url resourceId items { id title type url resourceId } }
      }
    }
  }
`;

interface ShopContent {
  shop: {
    id: string;
    phone: { value: string } | null;
    newsletterHeading: { value: string } | null;
    shopPolicies: { type: string; body: string }[];
  };
  hero: {
    id: string;
    directionsHeading: { value: string } | null;
    bestSellerLabel: { value: string } | null;
    testimonialsHeading: { value: string } | null;
    image: { value: string | null } | null;
  };
  pages: { nodes: { id: string; body: string }[] };
  menus: { nodes: { id: string; handle: string; title: string; items: AdminMenuItem[] }[] };
}

/** A menu's items as menuUpdate takes them: ids kept, each target as the item had it. */
function itemInput(item: AdminMenuItem): Record<string, unknown> {
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    ...(item.resourceId ? { resourceId: item.resourceId } : {}),
    ...(item.type === 'HTTP' && item.url ? { url: item.url } : {}),
    items: (item.items ?? []).map(itemInput),
  };
}

async function check<T extends { userErrors: { message: string }[] }>(
  request: APIRequestContext,
  mutation: string,
  variables: Record<string, unknown>,
): Promise<void> {
  const data = await adminGraphql<Record<string, T>>(request, mutation, variables);
  for (const payload of Object.values(data)) expect(payload.userErrors).toEqual([]);
}

const setPageBody = (request: APIRequestContext, id: string, body: string) =>
  check(
    request,
    'mutation ($id: ID!, $page: PageUpdateInput!) { pageUpdate(id: $id, page: $page) { userErrors { message } } }',
    { id, page: { body } },
  );

const setPolicy = (request: APIRequestContext, type: string, body: string) =>
  check(
    request,
    'mutation ($policy: ShopPolicyInput!) { shopPolicyUpdate(shopPolicy: $policy) { userErrors { message } } }',
    { policy: { type, body } },
  );

const setMenu = (
  request: APIRequestContext,
  menu: ShopContent['menus']['nodes'][number],
  items: Record<string, unknown>[],
) =>
  check(
    request,
    'mutation ($id: ID!, $title: String!, $items: [MenuItemUpdateInput!]!) { menuUpdate(id: $id, title: $title, items: $items) { userErrors { message } } }',
    { id: menu.id, title: menu.title, items },
  );

const setShopText = (request: APIRequestContext, ownerId: string, key: string, value: string) =>
  check(
    request,
    'mutation ($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) { userErrors { message } } }',
    {
      metafields: [{ ownerId, namespace: 'custom', key, type: 'single_line_text_field', value }],
    },
  );

const setMetaobjectField = (request: APIRequestContext, id: string, key: string, value: string) =>
  check(
    request,
    'mutation ($id: ID!, $metaobject: MetaobjectUpdateInput!) { metaobjectUpdate(id: $id, metaobject: $metaobject) { userErrors { message } } }',
    { id, metaobject: { fields: [{ key, value }] } },
  );

/**
 * Reloads `path` until `check` passes: the edit reaches the page once the cached copy expires.
 * Each look is quick (QUICK), so the page is reloaded rather than waited on.
 */
async function seeOnStorefront(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
}

const QUICK = { timeout: 1_000 };

// Both edit the hero metaobject: the editor saves every field of its form, so a form opened
// before the other test's edit would put the old heading back. They run one after the other.
test.describe('the hero metaobject', () => {
  test.describe.configure({ mode: 'default' });

  test('an owner edits a page, a policy, the footer menu, the phone and shop texts, and shoppers see each', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await adminGraphql<ShopContent>(request, SHOP_CONTENT);
    const faq = before.pages.nodes[0]!;
    const privacy = before.shop.shopPolicies.find((policy) => policy.type === 'PRIVACY_POLICY')!;
    const footer = before.menus.nodes.find((menu) => menu.handle === 'footer')!;
    const phone = before.shop.phone!.value;
    const newsletterHeading = before.shop.newsletterHeading!.value;
    const directionsHeading = before.hero.directionsHeading!.value;
    const restore: (() => Promise<void>)[] = [];

    try {
      // A page: a new opening sentence, with markup that must never run.
      restore.push(() => setPageBody(request, faq.id, faq.body));
      await setPageBody(
        request,
        faq.id,
        '<p>New: answers about <strong>travel sachets</strong> too.<script>window.owned = true</script>' +
          '<img src="/images/founder.svg" onerror="window.owned = true"> <a href="javascript:window.owned=true">Tap</a></p>' +
          faq.body,
      );
      await seeOnStorefront(page, '/faq', async () => {
        await expect(
          page.getByRole('main').getByText('New: answers about travel sachets too.'),
        ).toBeVisible(QUICK);
      });
      // The rest of the page is as it was: the accordion still has its four questions.
      await expect(page.getByRole('main').getByRole('heading').getByRole('button')).toHaveCount(4);
      expect(await page.evaluate(() => (window as { owned?: boolean }).owned)).toBeUndefined();
      const intro = await page.getByRole('main').locator('header').innerHTML();
      expect(intro).not.toMatch(/<script|onerror|javascript:/);

      // A policy, at its own route and at Shopify's address (which leads there).
      restore.push(() => setPolicy(request, 'PRIVACY_POLICY', privacy.body));
      await setPolicy(
        request,
        'PRIVACY_POLICY',
        `<p>We now also answer by post.</p>${privacy.body}`,
      );
      await seeOnStorefront(page, '/policies/privacy-policy', async () => {
        await expect(page).toHaveURL(/\/privacy-policy$/, QUICK);
        await expect(page.getByText('We now also answer by post.')).toBeVisible(QUICK);
      });

      // The footer menu: the dead "Wholesale" entry becomes a link to the contact page.
      restore.push(() => setMenu(request, footer, footer.items.map(itemInput)));
      const items = footer.items.map((group) => ({
        ...itemInput(group),
        items: (group.items ?? []).map((item) =>
          item.title === 'Wholesale'
            ? { ...itemInput(item), title: 'Wholesale enquiries', url: '/pages/contact' }
            : itemInput(item),
        ),
      }));
      await setMenu(request, footer, items);
      await seeOnStorefront(page, '/about-us', async () => {
        const footerNav = page.getByRole('navigation', { name: 'Footer' });
        await expect(footerNav.getByRole('link', { name: 'Wholesale enquiries' })).toHaveAttribute(
          'href',
          '/contact',
          QUICK,
        );
      });
      await expect(page.getByRole('contentinfo').getByText('Wholesale (coming soon)')).toHaveCount(
        0,
      );

      // The support phone, stored in E.164: shown formatted on the contact page and in the terms,
      // dialled as stored, and given as stored to search engines.
      restore.push(() => setShopText(request, before.shop.id, 'support_phone', phone));
      await setShopText(request, before.shop.id, 'support_phone', '+15125550199');
      await seeOnStorefront(page, '/contact', async () => {
        const support = page.getByRole('region', { name: 'Support Information' });
        await expect(support.getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute(
          'href',
          'tel:+15125550199',
          QUICK,
        );
      });
      await seeOnStorefront(page, '/terms-of-service', async () => {
        await expect(page.getByRole('link', { name: 'Call (512) 555-0199' })).toHaveAttribute(
          'href',
          'tel:+15125550199',
          QUICK,
        );
      });
      await seeOnStorefront(page, '/', async () => {
        const organization = await page
          .locator('script[type="application/ld+json"]')
          .first()
          .textContent();
        expect(JSON.parse(organization ?? '{}')).toMatchObject({
          contactPoint: { telephone: '+15125550199' },
        });
      });

      // Shop texts: the footer's newsletter heading (a shop metafield, on every page) and the home
      // page's "How it works" heading (a field of the hero metaobject), each as the owner words it.
      restore.push(() =>
        setShopText(request, before.shop.id, 'newsletter_heading', newsletterHeading),
      );
      await setShopText(request, before.shop.id, 'newsletter_heading', 'A gift for <new> readers');
      restore.push(() =>
        setMetaobjectField(request, before.hero.id, 'directions_heading', directionsHeading),
      );
      await setMetaobjectField(
        request,
        before.hero.id,
        'directions_heading',
        'Two scoops, then soak.',
      );
      await seeOnStorefront(page, '/', async () => {
        await expect(
          page.getByRole('contentinfo').getByRole('heading', { name: 'A gift for <new> readers' }),
        ).toBeVisible(QUICK);
        await expect(
          page.getByRole('main').getByRole('heading', { name: 'Two scoops, then soak.' }),
        ).toBeVisible(QUICK);
      });
      await expect(page.getByRole('main').getByText('How it works', { exact: true })).toBeVisible();
    } finally {
      for (const undo of restore.reverse()) await undo();
    }
  });

  test('an owner chooses the hero picture and words its labels in the editor, and shoppers see them', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { hero } = await adminGraphql<ShopContent>(request, SHOP_CONTENT);
    // The seed's hero has the brand's drawing: no picture of its own.
    expect(hero.image?.value ?? null).toBeNull();
    const picture = seedProducts[0]!.images[2]!;
    const restore = async () => {
      for (const [key, value] of [
        ['image', ''],
        ['best_seller_label', hero.bestSellerLabel!.value],
        ['testimonials_heading', hero.testimonialsHeading!.value],
      ] as const) {
        await setMetaobjectField(request, hero.id, key, value);
      }
    };

    try {
      await page.goto(`${commerceUrl}/admin/metaobjects`);
      await page.getByRole('link', { name: 'hero/home' }).click();
      // The seed's words stay in the new ones, as other specs read them meanwhile.
      await page.getByRole('textbox', { name: 'Best seller label' }).fill('Best seller this month');
      await page
        .getByRole('textbox', { name: 'Testimonials heading' })
        .fill('What customers say about their baths');
      const images = page.getByRole('group', { name: 'Image' });
      await expect(images.getByRole('radio', { name: 'No image' })).toBeChecked();
      await images.getByRole('radio', { name: picture.altText }).check();
      await page.getByRole('button', { name: 'Save metaobject' }).click();
      await expect(page.getByRole('status')).toContainText('Saved.');
      await expect(images.getByRole('radio', { name: picture.altText })).toBeChecked();

      await seeOnStorefront(page, '/', async () => {
        const heroSection = page.getByRole('region', { name: /tap water/i });
        await expect(heroSection.getByRole('img', { name: picture.altText })).toBeVisible(QUICK);
        await expect(heroSection.getByText('Best seller this month', { exact: true })).toBeVisible(
          QUICK,
        );
        await expect(
          page.getByRole('heading', { level: 2, name: 'What customers say about their baths' }),
        ).toBeVisible(QUICK);
      });
      // The picture comes at the size it is shown, cropped by the platform to the hero's frame.
      const image = page.getByRole('img', { name: picture.altText });
      await expect(image).toHaveAttribute('srcset', /width=\d+&height=\d+&crop=center/);
      await expect(image).toHaveAttribute('sizes', /35rem/);
      expect(
        await image.evaluate(
          (element: HTMLImageElement) => element.complete && element.naturalWidth,
        ),
      ).toBeGreaterThan(0);
    } finally {
      await restore();
    }

    // Without a picture the hero shows the brand's drawing again.
    await seeOnStorefront(page, '/', async () => {
      await expect(page.getByRole('img', { name: picture.altText })).toHaveCount(0, QUICK);
      await expect(
        page.getByRole('img', { name: 'Fine powder falling into calm bath water' }),
      ).toBeVisible(QUICK);
    });
  });
});

test('an owner rewords the cookie banner in the editor, and visitors yet to choose see it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { consentBanner } = await adminGraphql<{
    consentBanner: { id: string; title: { value: string } | null };
  }>(
    request,
    `query { consentBanner: metaobjectByHandle(handle: { type: "consent_banner", handle: "default" }) {
      id
      title: field(key: "title") { value }
    } }`,
  );
  const seededTitle = consentBanner.title!.value;
  expect(seededTitle).toBe('Your privacy');

  try {
    await page.goto(`${commerceUrl}/admin/metaobjects`);
    await page.getByRole('link', { name: 'consent_banner/default' }).click();
    // The seed's words stay in the new ones, as other specs find the banner by them meanwhile.
    await page.getByRole('textbox', { name: 'Title' }).fill('Your privacy, your choice');
    await page.getByRole('button', { name: 'Save metaobject' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');

    // A fresh visitor has not chosen yet: every page ends with the banner, named by its title.
    await seeOnStorefront(page, '/', async () => {
      const banner = page.getByRole('region', { name: 'Your privacy, your choice', exact: true });
      await expect(banner).toBeVisible(QUICK);
      await expect(
        banner.getByRole('heading', { level: 2, name: 'Your privacy, your choice' }),
      ).toBeVisible(QUICK);
      await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible(QUICK);
    });
  } finally {
    await setMetaobjectField(request, consentBanner.id, 'title', seededTitle);
  }
});

test('an owner rewords the catalogue collection in the editor, and shoppers see it on /products', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { collections } = await adminGraphql<{
    collections: { nodes: { id: string; title: string; descriptionHtml: string }[] };
  }>(
    request,
    'query { collections(first: 1, query: "handle:all") { nodes { id title descriptionHtml } } }',
  );
  const all = collections.nodes[0]!;
  const seededText = 'Everything for water that is simply water';
  expect(all.descriptionHtml).toContain(seededText);

  try {
    await page.goto(`${commerceUrl}/admin/content`);
    await page.getByRole('main').getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('link', { name: all.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Edit collection: ${all.title}`,
    );
    // The seed's words stay in the new ones, as other specs read the page meanwhile.
    await page
      .getByRole('textbox', { name: 'Description (HTML)' })
      .fill(`${all.descriptionHtml}<p>New this season: a <strong>travel tin</strong>.</p>`);
    await page.getByRole('button', { name: 'Save collection' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');

    await seeOnStorefront(page, '/products', async () => {
      const header = page.getByRole('main').locator('header');
      await expect(header.getByText(seededText)).toContainText(
        'New this season: a travel tin.',
        QUICK,
      );
    });
  } finally {
    await check(
      request,
      'mutation ($input: CollectionInput!) { collectionUpdate(input: $input) { userErrors { message } } }',
      { input: { id: all.id, descriptionHtml: all.descriptionHtml } },
    );
  }
});
