import { metafieldOwnerOf, referenceExists } from '../../content/references';
import { prepareMetafields } from '../../content/set-metafields';
import type { MetafieldOwner, MetafieldRecord } from '../../db/metafield-repository';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/connections';
import type { ResolverMap } from '../../graphql/schema';
import { gid, requireGid } from '../../lib/ids';
import type { AdminContext } from '../context';

/** Shopify's limit on the metafields one metafieldsSet sets. */
const MAX_METAFIELDS_SET = 25;

interface MetafieldsArgs extends ConnectionArgs {
  namespace?: string | null;
  /** namespace.key */
  keys?: string[] | null;
}

interface MetafieldsSetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  type?: string | null;
  value: string;
}

/**
 * HasMetafields.metafield and .metafields (a connection, filtered by namespace and
 * "namespace.key" keys) of an owner. No namespace means the app's own, where nothing is kept.
 */
function metafieldsOf<Owner>(ownerOf: (owner: Owner) => MetafieldOwner) {
  return {
    metafield: (
      owner: Owner,
      { namespace, key }: { namespace?: string | null; key: string },
      context: AdminContext,
    ) =>
      namespace ? (context.content.metafields.find(ownerOf(owner), namespace, key) ?? null) : null,
    metafields: (owner: Owner, args: MetafieldsArgs, context: AdminContext) => {
      const keys = args.keys ? new Set(args.keys) : null;
      const metafields = context.content.metafields
        .ofOwner(ownerOf(owner))
        .filter(
          (metafield) =>
            (!args.namespace || metafield.namespace === args.namespace) &&
            (!keys || keys.has(`${metafield.namespace}.${metafield.key}`)),
        );
      return connectionFromArray(metafields, args, (metafield) => ({
        last_id: metafield.id,
        last_value: metafield.id,
      }));
    },
  };
}

/** The owner an input names, checked as an ID argument is (a malformed id is refused). */
function ownerOf(context: AdminContext, ownerId: string) {
  requireGid(ownerId);
  return metafieldOwnerOf(context.content, context.catalogue, ownerId);
}

export const metafieldResolvers: ResolverMap<AdminContext> = {
  Mutation: {
    metafieldsSet: (
      _root: unknown,
      { metafields }: { metafields: MetafieldsSetInput[] },
      context: AdminContext,
    ) =>
      context.db.transaction(() => {
        if (metafields.length > MAX_METAFIELDS_SET) {
          return {
            metafields: null,
            userErrors: [
              {
                code: 'LESS_THAN_OR_EQUAL_TO',
                field: ['metafields'],
                elementIndex: null,
                message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS_SET}.`,
              },
            ],
          };
        }
        const owners = metafields.map((input) => ownerOf(context, input.ownerId));
        const missing = owners.flatMap((owner, index) =>
          owner
            ? []
            : [
                {
                  code: 'INVALID',
                  field: ['metafields', String(index), 'ownerId'],
                  elementIndex: index,
                  message: 'Owner does not exist.',
                },
              ],
        );
        if (missing.length > 0) return { metafields: null, userErrors: missing };
        const prepared = prepareMetafields(
          context.content,
          referenceExists(context.content, context.catalogue),
          metafields.map((input, index) => ({ ...input, owner: owners[index] as MetafieldOwner })),
        );
        if (prepared.errors.length === 0) return { metafields: prepared.write(), userErrors: [] };
        return {
          metafields: null,
          userErrors: prepared.errors.map(({ index, field, code, message }) => ({
            code,
            field: ['metafields', String(index), field],
            elementIndex: index,
            message,
          })),
        };
      })(),

    metafieldsDelete: (
      _root: unknown,
      { metafields }: { metafields: { ownerId: string; namespace: string; key: string }[] },
      context: AdminContext,
    ) =>
      context.db.transaction(() => ({
        deletedMetafields: metafields.map((identifier) => {
          const owner = ownerOf(context, identifier.ownerId);
          const deleted =
            owner && context.content.metafields.remove(owner, identifier.namespace, identifier.key);
          return deleted ? identifier : null;
        }),
        userErrors: [],
      }))(),
  },

  Metafield: {
    id: (metafield: MetafieldRecord) => gid('Metafield', metafield.id),
  },

  Shop: metafieldsOf<unknown>(() => ({ type: 'SHOP', id: 1 })),
  Product: metafieldsOf((product: { id: number }) => ({ type: 'PRODUCT', id: product.id })),
  Page: metafieldsOf((page: { id: number }) => ({ type: 'PAGE', id: page.id })),
};
