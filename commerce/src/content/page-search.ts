import type { PageRecord } from '../db/page-repository';
import { connectionFromArray, type ConnectionArgs } from '../graphql/connections';
import { htmlToPlainText } from '../lib/html-text';
import {
  compare,
  containsPhrase,
  dateValue,
  equalsIgnoringCase,
  matchesQuery,
} from '../lib/search-matching';
import { parseSearch, type SearchNode, type SearchTerm, termPattern } from '../lib/search-syntax';
import { PAGE_SORT_VALUES, type PageSortKey } from './pages';

/**
 * What `pages(query:)` terms mean in both APIs: plain words match the title or the body's text
 * as phrases (a trailing `*` makes the last word a prefix unless quoted); fields title, handle,
 * created_at, updated_at and id. Unknown fields are ignored, as on Shopify.
 */
function matchesTerm(term: SearchTerm, page: PageRecord): boolean {
  const { value, prefix } = termPattern(term);
  switch (term.field?.toLowerCase() ?? null) {
    case null:
      return [page.title, htmlToPlainText(page.bodyHtml)].some((text) =>
        containsPhrase(text, value, prefix),
      );
    case 'title':
      return containsPhrase(page.title, value, prefix);
    case 'handle':
      return equalsIgnoringCase(page.handle, value, prefix);
    case 'created_at':
      return compare(Date.parse(page.createdAt), value, dateValue);
    case 'updated_at':
      return compare(Date.parse(page.updatedAt), value, dateValue);
    case 'id':
      return compare(page.id, value, Number);
    default:
      return true;
  }
}

const matchesPageSearch = (node: SearchNode, page: PageRecord): boolean =>
  matchesQuery(node, (term) => matchesTerm(term, page));

/** `pages(query:, sortKey:, …)` of either API: the matching pages, sorted, as a connection. */
export function pagesConnection(
  pages: readonly PageRecord[],
  args: ConnectionArgs & { query?: string | null; sortKey: PageSortKey },
) {
  const search = args.query?.trim() ? parseSearch(args.query) : null;
  const sortValue = PAGE_SORT_VALUES[args.sortKey];
  const keyed = pages
    .filter((page) => !search || matchesPageSearch(search, page))
    .map((page) => ({ page, value: sortValue(page) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.page.id - b.page.id));
  return connectionFromArray(
    keyed,
    args,
    ({ page, value }) => ({ last_id: page.id, last_value: value }),
    ({ page }) => page,
  );
}
