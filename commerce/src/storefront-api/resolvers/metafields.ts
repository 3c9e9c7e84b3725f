import { GraphQLError } from 'graphql';
import { MAX_INPUT_LIST_LENGTH } from '../../config';
import { metafieldTypeOf, referencedIds } from '../../content/metafield-types';
import type {
  MetafieldOwner,
  MetafieldOwnerType,
  MetafieldRecord,
} from '../../db/metafield-repository';
import type { PageRecord } from '../../db/page-repository';
import type { ProductRecord } from '../../db/records';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import { gid } from '../../lib/ids';
import { TOO_MANY_VALUES } from '../cart-input';
import { contentNode } from '../content-nodes';
import type { RequestContext, ResolverMap } from '../context';
import { shopView } from './shop';

/** A typed value that may point elsewhere: a metafield or a metaobject field. */
interface TypedValue {
  type: string;
  value: string | null;
}

/** The object a single reference points to (null for lists, other types, and the gone). */
export const referenceOf = (
  { type, value }: TypedValue,
  _args: unknown,
  context: RequestContext,
) => {
  if (value === null || metafieldTypeOf(type)?.list !== false) return null;
  const [id] = referencedIds(type, value);
  return id === undefined ? null : contentNode(context, id);
};

/** What a list of references points to, as a connection (null for other types). */
export const referencesOf = (
  { type, value }: TypedValue,
  args: ConnectionArgs,
  context: RequestContext,
) => {
  const parts = metafieldTypeOf(type);
  if (value === null || !parts?.list || !parts.resource) return null;
  const nodes = referencedIds(type, value)
    .map((id) => contentNode(context, id))
    .map((node, position) => ({ node, position }))
    .filter((entry): entry is { node: object; position: number } => entry.node !== null);
  return connectionFromArray(
    nodes,
    args,
    ({ position }) => ({ last_id: position, last_value: position }),
    ({ node }) => node,
  );
};

interface MetafieldArgs {
  namespace?: string | null;
  key: string;
}

/**
 * HasMetafields.metafield and .metafields of an owner type. A metafield without a namespace is
 * in the app's own namespace on Shopify, where this shop keeps none.
 */
function metafieldsOf<Owner>(type: MetafieldOwnerType, idOf: (owner: Owner) => number) {
  const find = (owner: Owner, { namespace, key }: MetafieldArgs, context: RequestContext) => {
    if (!namespace) return null;
    const id: MetafieldOwner = { type, id: idOf(owner) };
    return context.content.metafields.find(id, namespace, key) ?? null;
  };
  return {
    metafield: find,
    metafields: (
      owner: Owner,
      { identifiers }: { identifiers: MetafieldArgs[] },
      context: RequestContext,
    ) => {
      if (identifiers.length > MAX_INPUT_LIST_LENGTH) {
        throw new GraphQLError(TOO_MANY_VALUES, { extensions: { code: 'BAD_REQUEST' } });
      }
      return identifiers.map((identifier) => find(owner, identifier, context));
    },
  };
}

/** The object a metafield belongs to, tagged with its GraphQL type. */
function parentResource(metafield: MetafieldRecord, _args: unknown, context: RequestContext) {
  if (metafield.ownerType === 'SHOP') return shopView(context);
  const typename = metafield.ownerType === 'PAGE' ? 'Page' : 'Product';
  return contentNode(context, gid(typename, metafield.ownerId));
}

/**
 * HasMetafields of the types on which this shop keeps no metafields (the owner sets them on the
 * shop, products and pages only): none, and null for each identifier asked for.
 */
const noMetafields = {
  metafield: () => null,
  metafields: (_owner: unknown, { identifiers }: { identifiers: MetafieldArgs[] }) => {
    if (identifiers.length > MAX_INPUT_LIST_LENGTH) {
      throw new GraphQLError(TOO_MANY_VALUES, { extensions: { code: 'BAD_REQUEST' } });
    }
    return identifiers.map(() => null);
  },
};

export const metafieldResolvers: ResolverMap = {
  Shop: metafieldsOf<unknown>('SHOP', () => 1),
  Product: metafieldsOf('PRODUCT', (product: ProductRecord) => product.id),
  Page: metafieldsOf('PAGE', (page: PageRecord) => page.id),
  ProductVariant: noMetafields,
  Collection: noMetafields,
  Blog: noMetafields,
  Article: noMetafields,
  Cart: noMetafields,
  Customer: noMetafields,
  SellingPlan: noMetafields,

  Metafield: {
    id: (metafield: MetafieldRecord) => gid('Metafield', metafield.id),
    // Metafield definitions (which carry descriptions) are not kept.
    description: () => null,
    parentResource,
    reference: referenceOf,
    references: referencesOf,
  },
};
