import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_PATH, isSafeReturnPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/account', '/account'],
    ['/account/order/12?tab=items', '/account/order/12?tab=items'],
    ['/products/bath-powder', '/products/bath-powder'],
    // Dot segments and encodings normalise to a path on this site: that path is what is used.
    ['/a/../account', '/account'],
    ['/%2e%2e/account', '/account'],
    ['/./products', '/products'],
    ['/a/..', '/'],
    // Percent-encoded slashes and backslashes stay encoded: browsers read them as one path segment.
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/%5c%5cevil.example', '/%5c%5cevil.example'],
    ['/search?next=//evil.example', '/search?next=//evil.example'],
  ])('keeps the path on this site: %s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    // Dot segments that collapse into a scheme-relative URL once normalised.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/b/../..//evil.example',
    // Tabs and newlines are dropped by URL parsers, which would join the slashes.
    '/\t/evil.example',
    '/\n/evil.example',
    // Already refused before normalising.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/account',
    'javascript:alert(1)',
    'account',
    '',
    null,
    undefined,
  ])('refuses %j: the account page instead', (value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_SIGNED_IN_PATH);
  });
});

describe('isSafeReturnPath', () => {
  it('accepts only a single-slash path without backslashes or control characters', () => {
    expect(isSafeReturnPath('/account')).toBe(true);
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(isSafeReturnPath('/\u0000/evil.example')).toBe(false);
  });
});
