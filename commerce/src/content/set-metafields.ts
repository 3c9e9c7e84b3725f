import type { MetafieldOwner, MetafieldRecord } from '../db/metafield-repository';
import type { ContentStores } from './content-stores';
import {
  checkMetafieldValue,
  KEY_RULE,
  METAFIELD_KEY,
  METAFIELD_NAMESPACE,
  NAMESPACE_RULE,
} from './metafield-types';

/** One metafield to set, its owner already found. */
export interface MetafieldToSet {
  owner: MetafieldOwner;
  namespace?: string | null;
  key: string;
  /** Omitted: an existing metafield keeps its type. */
  type?: string | null;
  value: string;
}

/** What is wrong with input `index`, at its `field`, with Shopify's code. */
export interface MetafieldInputError {
  index: number;
  field: 'namespace' | 'key' | 'type' | 'value';
  code: 'BLANK' | 'INVALID' | 'INVALID_TYPE' | 'INVALID_VALUE' | 'TOO_LONG';
  message: string;
}

type ErrorParts = Omit<MetafieldInputError, 'index'>;

/** The first thing wrong with an input whose type is known (or null: not known), or null. */
function errorOf(
  input: MetafieldToSet,
  type: string | null,
  exists: (id: string) => boolean,
): ErrorParts | null {
  if (!input.namespace)
    return { field: 'namespace', code: 'BLANK', message: "Namespace can't be blank." };
  if (!METAFIELD_NAMESPACE.test(input.namespace)) {
    return { field: 'namespace', code: 'INVALID', message: `Namespace ${NAMESPACE_RULE}.` };
  }
  if (!METAFIELD_KEY.test(input.key))
    return { field: 'key', code: 'INVALID', message: `Key ${KEY_RULE}.` };
  if (!type)
    return { field: 'type', code: 'BLANK', message: "Type can't be blank for a new metafield." };
  const problem = checkMetafieldValue(type, input.value, exists);
  if (!problem) return null;
  return { field: problem.code === 'INVALID_TYPE' ? 'type' : 'value', ...problem };
}

/**
 * Checks metafields to set (namespace, key, type, a value of its type whose references exist,
 * no metafield twice) and answers the errors, and how to write them all once there are none.
 * Run both in the mutation's transaction.
 */
export function prepareMetafields(
  content: ContentStores,
  exists: (id: string) => boolean,
  inputs: readonly MetafieldToSet[],
): { errors: MetafieldInputError[]; write: () => MetafieldRecord[] } {
  const typed = inputs.map((input) => ({
    ...input,
    type:
      input.type ??
      (input.namespace && content.metafields.find(input.owner, input.namespace, input.key)?.type) ??
      null,
  }));
  const seen = new Set<string>();
  const errors = typed.flatMap((input, index): MetafieldInputError[] => {
    const name = `${input.owner.type}/${input.owner.id}/${input.namespace}.${input.key}`;
    const error: ErrorParts | null = seen.has(name)
      ? { field: 'key', code: 'INVALID', message: 'The same metafield is set twice.' }
      : errorOf(input, input.type, exists);
    seen.add(name);
    return error ? [{ index, ...error }] : [];
  });
  const write = () =>
    typed.map(({ owner, namespace, key, type, value }) =>
      content.metafields.set(owner, {
        namespace: namespace as string,
        key,
        type: type as string,
        value,
      }),
    );
  return { errors, write };
}
