/**
 * The browser's localStorage, which privacy settings and full quotas can block: a read then
 * finds nothing and a write is dropped, so what it would have kept lasts only the page.
 */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; no value removes it. */
export function writeLocal(key: string, value: string | null | undefined): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Blocked: see readLocal.
  }
}
