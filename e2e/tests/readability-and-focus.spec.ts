import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPasswordSignIn, uniqueEmail } from './accounts.helpers';
import { drawer, gotoHydrated, hero, productCard } from './cart.helpers';

/**
 * What a first-time shopper on a phone or with a keyboard meets everywhere: text big enough to
 * read, focus rings nothing clips, focus that follows a page change, and form errors that stay
 * next to their fields.
 */

const MAIN_PAGES = [
  '/',
  '/products',
  `/products/${hero.handle}`,
  '/science',
  '/faq',
  '/contact',
  '/login',
  '/register',
  '/about-us',
];

/** Every visible piece of text on the page whose computed font size is under 12 px. */
function tinyText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || !element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px boxes) is for screen readers only.
      if (box.width <= 1 || box.height <= 1) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) found.push(`${size}px "${text.slice(0, 40)}"`);
    }
    return found;
  });
}

test('no visible text is under 12 px at 375 px on the main pages (and in the open cart)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of MAIN_PAGES) {
    await gotoHydrated(page, path);
    expect(await tinyText(page), path).toEqual([]);
  }
  // The header's count badge and the drawer's lines only show with something in the cart.
  await gotoHydrated(page, '/products');
  await productCard(page, hero.title).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByText(hero.title)).toBeVisible();
  expect(await tinyText(page), 'cart').toEqual([]);
});

/**
 * The focus ring of a card's link reached by the keyboard (:focus-visible): its style, width, and
 * every box from the card up that clips what it paints and does not hold the whole ring.
 */
async function cardFocusRing(page: Page, link: Locator) {
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  return link.evaluate((element) => {
    const style = getComputedStyle(element, '::after');
    const width = parseFloat(style.outlineWidth);
    const reach = width + parseFloat(style.outlineOffset);
    // The ::after covers the card (inset: 0), so the ring is the card's box grown by its reach.
    const card = element.closest('article')!;
    const edge = card.getBoundingClientRect();
    const ring = {
      top: edge.top - reach,
      left: edge.left - reach,
      right: edge.right + reach,
      bottom: edge.bottom + reach,
    };
    const clipped: string[] = [];
    for (let node: HTMLElement | null = card; node; node = node.parentElement) {
      const css = getComputedStyle(node);
      const clips =
        css.overflowX !== 'visible' ||
        css.overflowY !== 'visible' ||
        css.contentVisibility === 'auto' ||
        /paint|strict|content/.test(css.contain);
      if (!clips || node === document.documentElement || node === document.body) continue;
      const box = node.getBoundingClientRect();
      const inner = {
        top: box.top + parseFloat(css.borderTopWidth),
        left: box.left + parseFloat(css.borderLeftWidth),
        right: box.right - parseFloat(css.borderRightWidth),
        bottom: box.bottom - parseFloat(css.borderBottomWidth),
      };
      if (
        ring.top < inner.top ||
        ring.left < inner.left ||
        ring.right > inner.right ||
        ring.bottom > inner.bottom
      ) {
        clipped.push(`${node.tagName.toLowerCase()}.${node.className}`);
      }
    }
    return { style: style.outlineStyle, width, clipped };
  });
}

for (const theme of ['dark', 'light']) {
  test(`${theme}: a card's focus ring shows whole; a client navigation focuses the new heading`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    // The first load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    if (theme === 'light')
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    const link = productCard(page, hero.title).getByRole('link', { name: hero.title });
    const ring = await cardFocusRing(page, link);
    expect(ring).toEqual({ style: 'solid', width: 2, clipped: [] });

    await page.keyboard.press('Enter');
    await page.waitForURL(`**/products/${hero.handle}`);
    const heading = page.getByRole('heading', { level: 1, name: hero.title });
    await expect(heading).toBeFocused();
    // Focus lands there to be read out, not to draw a ring around a heading.
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      'none',
    );
    // The next Tab goes on from the heading, into the page, not back to the top.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // The related products' cards sit in a box that clips its paint (content-visibility).
    const related = page
      .getByRole('region', { name: 'You May Also Like' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    await related.scrollIntoViewIfNeeded();
    expect(await cardFocusRing(page, related)).toEqual({ style: 'solid', width: 2, clipped: [] });
  });
}

test('/register and /login show each error next to its field until it is corrected', async ({
  page,
}) => {
  await gotoHydrated(page, '/register');
  const name = page.getByLabel('Name');
  const password = page.getByLabel('Password', { exact: true });
  const confirmation = page.getByLabel('Confirm Password');
  // The rule is there before the first try.
  await expect(password).toHaveAccessibleDescription(
    'Use 5 to 40 characters, with no space at the start or end.',
  );

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter your name.');
  await expect(name).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
  // The description is text a sighted shopper sees next to the field too.
  const nameErrorId = (await name.getAttribute('aria-describedby'))!;
  await expect(page.locator(`[id="${nameErrorId}"]`)).toBeVisible();

  // Correcting one field clears its error only; the others stay (no toast that fades away).
  await name.fill('Ada Lovelace');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill(uniqueEmail('inline'));
  await password.fill('abc');
  await confirmation.fill('abd');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The rule, then what this password lacks.
  await expect(password).toHaveAccessibleDescription(
    'Use 5 to 40 characters, with no space at the start or end. Use at least 5 characters.',
  );
  await expect(confirmation).toHaveAccessibleDescription('Enter the same password in both fields.');
  // Fixing the password alone leaves the confirmation's error, until it matches too.
  await password.fill('abcde');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await confirmation.fill('abcde');
  await expect(confirmation).not.toHaveAttribute('aria-invalid');

  // /login leads with the passwordless button; the password form is the folded second way.
  await gotoHydrated(page, '/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('button').first()).toHaveText('Sign in / Create account');
  await expect(page.getByRole('form', { name: 'Account sign-in' })).toBeHidden();
  const form = await openPasswordSignIn(page);
  await form.getByLabel('Email').fill(uniqueEmail('nobody'));
  await form.getByLabel('Password').fill('not-a-password');
  await form.getByRole('button', { name: 'Sign in with password' }).click();
  const signInPassword = form.getByLabel('Password');
  await expect(signInPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(signInPassword).toHaveAccessibleDescription('Incorrect email or password.');
  await expect(signInPassword).toBeFocused();
});
