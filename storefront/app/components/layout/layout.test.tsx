import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../lib/cart/CartProvider';
import { FOOTER_END_ID } from '../../lib/constants';
import { shopLayoutOf } from '../../lib/content/load.server';
import type { LayoutData } from '../../lib/shopify/content';
import { THEME_SCRIPT } from '../../lib/theme';
import { CartButton, cartButtonLabel } from '../cart/CartButton';
import { ToastProvider } from '../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';

const noop = () => {};

/** A menu item as the Storefront API answers it: URLs absolute on the shop's primary domain. */
const SHOP = 'https://clearwell.example';
let nextId = 1;
const item = (title: string, url: string | null, items: LayoutData['headerMenu'] = null) => ({
  id: `gid://shopify/MenuItem/${nextId++}`,
  title,
  url: url && url.startsWith('/') ? `${SHOP}${url}` : url,
  items: items?.items ?? [],
});
const group = (title: string, ...items: ReturnType<typeof item>[]) => item(title, null, { items });

/** The seed shop's layout, as the root loader makes it from the API's answer. */
const layout = shopLayoutOf(
  {
    shop: {
      name: 'Clearwell',
      description: null,
      primaryDomain: { url: SHOP },
      brand: null,
      supportEmail: null,
      supportPhone: null,
      businessHours: null,
      supportResponseTime: null,
      newsletterHeading: { value: '15% off your first order' },
      newsletterText: { value: 'Join the list for <rituals> & water notes.' },
      subscriptionPerks: null,
      orderShippingNote: null,
    },
    headerMenu: {
      items: [
        item('Home', '/'),
        item('Shop', '/collections/all'),
        item('Science', '/pages/science'),
        item('About', '/pages/about-us'),
        item('Contact', '/pages/contact'),
      ],
    },
    footerMenu: {
      items: [
        group(
          'Shop',
          item('All products', '/collections/all'),
          item('Subscriptions', '/pages/subscriptions'),
        ),
        group(
          'Help',
          item('Contact us', '/pages/contact'),
          item('FAQ', '/pages/faq'),
          item('Shipping', '/pages/shipping'),
          item('Returns', '/pages/returns'),
        ),
        group(
          'Company',
          item('About us', '/pages/about-us'),
          item('Wholesale', null),
          item('International Orders', null),
        ),
        group(
          'Legal',
          item('Terms of Service', '/policies/terms-of-service'),
          item('Privacy Policy', '/policies/privacy-policy'),
        ),
        group('Follow', item('Instagram', null)),
      ],
    },
  },
  [],
);

function render(element: React.ReactElement): string {
  // The footer's newsletter form shows toasts; the header's cart button reads the cart.
  return renderToStaticMarkup(
    <MemoryRouter>
      <ToastProvider>
        <CartProvider storefront={undefined}>{element}</CartProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('CartButton', () => {
  it('is named "Cart" and shows no badge when the cart is empty', () => {
    const html = render(<CartButton count={0} onOpen={noop} />);
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toMatch(/aria-hidden="true">0</);
  });

  it('puts the count in its name and in a visible badge', () => {
    expect(cartButtonLabel(1)).toBe('Cart, 1 item');
    expect(cartButtonLabel(2)).toBe('Cart, 2 items');
    const html = render(<CartButton count={2} onOpen={noop} />);
    expect(html).toContain('aria-label="Cart, 2 items"');
    expect(html).toMatch(/<span[^>]*aria-hidden="true">2<\/span>/);
  });
});

describe('Header', () => {
  const html = render(<Header layout={layout} />);

  it('shows the free-shipping banner', () => {
    expect(html).toContain('Free Shipping on all Domestic orders $50+');
  });

  it('has the main navigation, the logo link, account, cart, theme and menu controls', () => {
    const nav = html.match(/<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
    const links = [...nav.matchAll(/href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/', 'Home'],
      ['/products', 'Shop'],
      ['/science', 'Science'],
      ['/about-us', 'About'],
      ['/contact', 'Contact'],
    ]);
    expect(html).toMatch(/<a[^>]*aria-label="Clearwell home"[^>]*href="\/"/);
    expect(html).toMatch(/<a[^>]*aria-label="Account"[^>]*href="\/account"/);
    expect(html).toMatch(/<button[^>]*aria-label="Menu"[^>]*aria-expanded="false"/);
    expect(html).toContain('Switch to light theme');
    expect(html).toContain('Switch to dark theme');
  });

  it('still has the logo, account, cart and theme when the menu could not be loaded', () => {
    const bare = render(<Header layout={null} />);
    const nav = bare.match(/<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
    expect(nav).toMatch(/^<ul[^>]*><\/ul>$/);
    expect(bare).toMatch(/<a[^>]*aria-label="Home page"[^>]*href="\/"/);
    expect(bare).toMatch(/<a[^>]*aria-label="Account"/);
  });
});

describe('Footer', () => {
  const html = render(<Footer layout={layout} />);

  it('links every footer page and never renders a dead link as an anchor', () => {
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/products',
      '/subscriptions',
      '/contact',
      '/faq',
      '/shipping',
      '/returns',
      '/about-us',
      '/terms-of-service',
      '/privacy-policy',
      // The small print's way back to the consent choice.
      '/cookie-preferences',
    ]);
    for (const dead of ['Wholesale', 'International Orders', 'Instagram']) {
      expect(html).toMatch(new RegExp(`<span[^>]*>${dead} <span[^>]*>\\(coming soon\\)</span>`));
    }
  });

  it('has the mailing-list form and the copyright line', () => {
    expect(html).toMatch(/<label[^>]*>Join the mailing list<\/label>/);
    expect(html).toMatch(/<input[^>]*placeholder="Enter your email"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Subscribe<\/button>/);
    expect(html).toContain(`© ${new Date().getFullYear()} Clearwell. All rights reserved.`);
  });

  it("heads the form with the shop's words, escaped, and without them shows the form alone", () => {
    expect(html).toMatch(
      /<section[^>]*aria-labelledby="newsletter-heading"[^>]*>.*<h2 id="newsletter-heading"[^>]*>15% off your first order<\/h2><p[^>]*>Join the list for &lt;rituals&gt; &amp; water notes.<\/p>/,
    );
    const unset = { newsletterHeading: null, newsletterText: null };
    const bare = render(<Footer layout={{ ...layout, texts: { ...layout.texts, ...unset } }} />);
    expect(bare).not.toContain('newsletter-heading');
    expect(bare).toMatch(/<label[^>]*>Join the mailing list<\/label>/);
    // Without the platform's answer, the form is still there.
    expect(render(<Footer layout={null} />)).toMatch(/<label[^>]*>Join the mailing list<\/label>/);
  });

  it('ends with the element the first frame waits for, so the page is never painted part-built', () => {
    expect(html).toContain(`<span id="${FOOTER_END_ID}" hidden=""></span></footer>`);
  });
});

describe('theme script', () => {
  afterEach(() => vi.unstubAllGlobals());

  function themeAfterScript(storage: { getItem: (key: string) => string | null }): string | null {
    const attributes = new Map<string, string>();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('document', {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    });
    new Function(THEME_SCRIPT)();
    return attributes.get('data-theme') ?? null;
  }

  it('applies the stored theme, dark when none or an unknown value is stored', () => {
    const stored = (value: string | null) => ({
      getItem: (key: string) => (key === 'theme' ? value : null),
    });
    expect(themeAfterScript(stored('light'))).toBe('light');
    expect(themeAfterScript(stored('dark'))).toBe('dark');
    expect(themeAfterScript(stored(null))).toBe('dark');
    expect(themeAfterScript(stored('purple'))).toBe('dark');
  });

  it('falls back to dark when storage is unavailable', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(themeAfterScript(blocked)).toBe('dark');
  });
});
