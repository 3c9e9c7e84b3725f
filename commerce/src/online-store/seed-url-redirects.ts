import { join } from 'node:path';
import { z } from 'zod';
import type { CommerceDatabase } from '../db/connection';
import { insertRow } from '../db/rows';
import { readSeedFile, SeedFileError } from '../lib/seed-file';

/** The online store's URL redirects (seed/url-redirects.json beside the catalogue). */
const redirectsSchema = z.array(
  z.strictObject({
    // A path of the store, as Shopify keeps it: from the root, without the origin.
    path: z.string().regex(/^\/[^\s?#]*$/, 'must be a path starting with /'),
    // A path of the store or a full http(s) URL.
    target: z.string().regex(/^(\/[^\s]*|https?:\/\/\S+)$/, 'must be a path or an http(s) URL'),
  }),
);

type SeedRedirect = z.infer<typeof redirectsSchema>[number];

export const urlRedirectsPathOf = (cataloguePath: string) =>
  join(cataloguePath, '..', 'url-redirects.json');

/** Reads and checks the redirects (none when the file does not exist); paths must be unique. */
export function loadUrlRedirects(path: string): SeedRedirect[] {
  const redirects = readSeedFile(path, redirectsSchema, []);
  const seen = new Set<string>();
  const problems = redirects.flatMap(({ path: from }, index) => {
    const duplicate = seen.has(from);
    seen.add(from);
    return duplicate ? [`${index}.path: duplicate path ${from}`] : [];
  });
  if (problems.length > 0) throw new SeedFileError(path, problems);
  return redirects;
}

export function seedUrlRedirects(db: CommerceDatabase, redirects: readonly SeedRedirect[]): number {
  for (const redirect of redirects) insertRow(db, 'url_redirects', redirect);
  return redirects.length;
}
