/** Where sign-in lands when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/account';

/**
 * A root-relative path that a browser resolves on this site: one leading slash (`//host` is
 * another site), no backslash (browsers read it as a slash) and no control character (URL
 * parsers drop tabs and newlines, which can join two slashes). Beginning with `/`, it has no
 * scheme.
 */
export function isSafeReturnPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  return /^\/(?!\/)/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * A path on this site to go back to after sign-in, or the account page. Both the path as given
 * and the path as normalised must be safe: dot segments and their encodings (`/.//host`,
 * `/%2e%2e//host`) only collapse into `//host` when normalised, and the normalised one is used.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !isSafeReturnPath(value)) return DEFAULT_SIGNED_IN_PATH;
  try {
    const url = new URL(value, 'http://storefront.invalid');
    const path = `${url.pathname}${url.search}`;
    if (url.origin !== 'http://storefront.invalid' || !isSafeReturnPath(path)) {
      return DEFAULT_SIGNED_IN_PATH;
    }
    return path;
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
}
