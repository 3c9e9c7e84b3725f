import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy('abc123==', 'https://shop.example');
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('lets scripts run only from this origin or with the nonce', () => {
    expect(directive('script-src')).toBe("'self' 'nonce-abc123=='");
  });

  it('lets the browser reach the store for images and the cart, and nothing frame the pages', () => {
    expect(directive('img-src')).toContain('https://shop.example');
    expect(directive('connect-src')).toBe("'self' https://shop.example");
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'self'");
  });
});
