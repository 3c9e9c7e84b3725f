import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from './CartProvider';

function Status() {
  const { status, totalQuantity, isOpen } = useCart();
  return <p>{`${status} ${totalQuantity} ${isOpen ? 'open' : 'closed'}`}</p>;
}

describe('useCart', () => {
  it('outside a CartProvider is a developer error', () => {
    expect(() => renderToString(<Status />)).toThrow(
      'Expected a Cart Context, but no Cart Context was found',
    );
  });

  it('renders on the server as an empty, closed, uninitialized cart', () => {
    const html = renderToString(
      <CartProvider
        storefront={{
          storeDomain: 'http://localhost:4001',
          publicAccessToken: 'public',
          apiVersion: '2026-04',
          i18n: { country: 'US', language: 'EN' },
        }}
      >
        <Status />
      </CartProvider>,
    );
    expect(html).toContain('uninitialized 0 closed');
  });
});
