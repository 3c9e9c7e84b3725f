/** Where sign-in lands when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/account';

/**
 * A path on this site to go back to after sign-in, or the account page. Only plain
 * root-relative paths: `//evil.example` or `https://…` would turn sign-in into an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  try {
    const url = new URL(value, 'http://storefront.invalid');
    if (url.origin !== 'http://storefront.invalid') return DEFAULT_SIGNED_IN_PATH;
    return `${url.pathname}${url.search}`;
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
}
