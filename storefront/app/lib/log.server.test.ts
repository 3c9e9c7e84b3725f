import { describe, expect, it } from 'vitest';
import { loggablePath } from './log.server';

describe('loggablePath', () => {
  it('redacts the checkout token of /api/order/* and /cart/c/*, however the path is spelled', () => {
    expect(loggablePath('/api/order/c1-0123456789abcdef')).toBe('/api/order/[redacted]');
    expect(loggablePath('/cart/c/c1-0123456789abcdef')).toBe('/cart/c/[redacted]');
    expect(loggablePath('/cart/c/c1-0123/extra')).toBe('/cart/c/[redacted]');
    expect(loggablePath('/CART/C/c1-0123')).toBe('/CART/C/[redacted]');
    expect(loggablePath('//cart//c/c1-0123')).toBe('//cart//c/[redacted]');
    expect(loggablePath('/cart/c/line\nbreak')).toBe('/cart/c/[redacted]');
  });

  it('leaves every other path as it is', () => {
    for (const path of ['/', '/products/bath-and-plunge-powder-4-pack', '/api/orders', '/cart']) {
      expect(loggablePath(path)).toBe(path);
    }
  });
});
