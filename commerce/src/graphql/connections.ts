import { GraphQLError } from 'graphql';

/** The Relay connection arguments every Storefront API list takes. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

/** Shopify's cursors are base64 JSON of the last item's id and sort value; clients treat them as opaque. */
interface CursorKey {
  last_id: number | string;
  last_value: number | string | null;
}

/** Shopify clamps page sizes to 250. */
export const MAX_PAGE_SIZE = 250;

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

/** The cursor's item id, or undefined when it is not one of this server's cursors. */
function cursorId(cursor: string): unknown {
  try {
    return (JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as Partial<CursorKey>)
      ?.last_id;
  } catch {
    return undefined;
  }
}

function pageSize(name: 'first' | 'last', value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (value < 0) throw badRequest(`The '${name}' argument must be a non-negative integer.`);
  return Math.min(value, MAX_PAGE_SIZE);
}

/**
 * Pages through an already ordered list as Shopify does: after/before narrow the window by
 * cursor, then first/last take from its start/end. hasNextPage/hasPreviousPage describe the
 * whole list, so they are right in both directions. `nodeOf` maps a list item to the node
 * returned (when the list carries extra data such as a sort value).
 */
export function connectionFromArray<T, N = T>(
  ordered: readonly T[],
  args: ConnectionArgs,
  cursorKeyOf: (item: T) => CursorKey,
  nodeOf: (item: T) => N = (item) => item as unknown as N,
) {
  const first = pageSize('first', args.first);
  const last = pageSize('last', args.last);
  if (first === null && last === null) throw badRequest('you must provide one of first or last');

  const items = args.reverse ? [...ordered].reverse() : ordered;
  const indexOfCursor = (cursor: string): number => {
    const id = cursorId(cursor);
    const index =
      typeof id === 'number' || typeof id === 'string'
        ? items.findIndex((item) => String(cursorKeyOf(item).last_id) === String(id))
        : -1;
    if (index === -1) throw badRequest(`Invalid cursor '${cursor}'.`);
    return index;
  };

  let start = 0;
  let end = items.length;
  if (args.after) start = Math.max(start, indexOfCursor(args.after) + 1);
  if (args.before) end = Math.min(end, indexOfCursor(args.before));
  if (end < start) end = start;
  if (first !== null) end = Math.min(end, start + first);
  if (last !== null) start = Math.max(start, end - last);

  const page = items.slice(start, end);
  const cursorOf = (item: T | undefined) =>
    item === undefined ? null : Buffer.from(JSON.stringify(cursorKeyOf(item))).toString('base64');
  // Cursors are only encoded when a query asks for them (getters run on field access).
  return {
    nodes: page.map(nodeOf),
    get edges() {
      return page.map((item) => ({ cursor: cursorOf(item) as string, node: nodeOf(item) }));
    },
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      get startCursor() {
        return cursorOf(page[0]);
      },
      get endCursor() {
        return cursorOf(page.at(-1));
      },
    },
  };
}
