import type { QueryRootUrlRedirectsArgs } from '@shopify/hydrogen-react/storefront-api-types';
import { connectionFromArray } from '../../graphql/connections';
import { gid } from '../../lib/ids';
import { equalsIgnoringCase, matchesQuery } from '../../lib/search-matching';
import { parseSearch, type SearchTerm, termPattern } from '../../lib/search-syntax';
import type { RequestContext, ResolverMap } from '../context';

interface UrlRedirectRecord {
  id: number;
  path: string;
  target: string;
}

/**
 * What `urlRedirects(query:)` terms mean: `path:` and `target:` match the whole value, in any
 * letter case (a trailing `*` makes it a prefix); a bare word matches the path. Other fields
 * (created_at, which this server does not keep) are ignored, as Shopify ignores unknown ones.
 */
function matchesTerm(term: SearchTerm, redirect: UrlRedirectRecord): boolean {
  const { value, prefix } = termPattern(term);
  switch (term.field?.toLowerCase() ?? null) {
    case null:
    case 'path':
      return equalsIgnoringCase(redirect.path, value, prefix);
    case 'target':
      return equalsIgnoringCase(redirect.target, value, prefix);
    default:
      return true;
  }
}

export const urlRedirectResolvers: ResolverMap = {
  QueryRoot: {
    urlRedirects: (_root: unknown, args: QueryRootUrlRedirectsArgs, context: RequestContext) => {
      const search = args.query?.trim() ? parseSearch(args.query) : null;
      const redirects = context.db
        .prepare<[], UrlRedirectRecord>('SELECT id, path, target FROM url_redirects ORDER BY id')
        .all()
        .filter(
          (redirect) => !search || matchesQuery(search, (term) => matchesTerm(term, redirect)),
        );
      return connectionFromArray(redirects, args, (redirect) => ({
        last_id: redirect.id,
        last_value: redirect.id,
      }));
    },
  },

  UrlRedirect: {
    id: (redirect: UrlRedirectRecord) => gid('UrlRedirect', redirect.id),
  },
};
