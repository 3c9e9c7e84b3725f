import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../lib/cart/CartProvider';
import { THEME_SCRIPT } from '../../lib/theme';
import { CartButton, cartButtonLabel } from '../cart/CartButton';
import { ToastProvider } from '../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';

const noop = () => {};

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
  const html = render(<Header />);

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
});

describe('Footer', () => {
  const html = render(<Footer />);

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
