/**
 * Generates TypeScript types for every GraphQL document the storefront sends, one file per
 * platform API, from each API's schema: Shopify's official Storefront and Customer Account API
 * schemas shipped in @shopify/hydrogen-react, and the Admin API schema of the local commerce
 * server (a subset of Shopify's, with its names and nullability). Run:
 * `npm run codegen -w storefront`.
 *
 * The @graphql-codegen CLI is not available here, so this drives @graphql-codegen/core with the
 * typescript-operations plugin directly (the output is self-contained: it inlines the enums and
 * inputs the operations use instead of emitting the whole schema).
 */
import { codegen } from '@graphql-codegen/core';
import * as typescriptOperationsPlugin from '@graphql-codegen/typescript-operations';
import {
  customerAccountApiCustomScalars,
  storefrontApiCustomScalars,
} from '@shopify/hydrogen-react';
import type { DefinitionNode, DocumentNode, GraphQLSchema, IntrospectionQuery } from 'graphql';
import { buildClientSchema, buildSchema, Kind, parse, print, printSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { platformDocuments, type DocumentApi } from '../app/lib/shopify/documents';

const require = createRequire(import.meta.url);

/** An official schema, read from node_modules (never copied into the repo). */
function introspectedSchema(file: string): GraphQLSchema {
  const introspection = JSON.parse(readFileSync(require.resolve(file), 'utf8'));
  return buildClientSchema(introspection as IntrospectionQuery);
}

const ADMIN_SCHEMA_FILE = '../../commerce/src/admin-api/schema.graphql';

interface ApiTypes {
  /** Where the schema comes from, for the generated file's header. */
  schemaSource: string;
  loadSchema: () => GraphQLSchema;
  /** Scalars as the API serialises them (Decimal, URL, DateTime… are strings). */
  scalars: Record<string, unknown>;
  file: string;
}

const generatedFile = (name: string) =>
  fileURLToPath(new URL(`../app/lib/shopify/generated/${name}`, import.meta.url));

export const API_TYPES: Record<DocumentApi, ApiTypes> = {
  storefront: {
    schemaSource: '@shopify/hydrogen-react/storefront.schema.json',
    loadSchema: () => introspectedSchema('@shopify/hydrogen-react/storefront.schema.json'),
    scalars: storefrontApiCustomScalars,
    file: generatedFile('storefront-api.generated.ts'),
  },
  'customer-account': {
    schemaSource: '@shopify/hydrogen-react/customer-account.schema.json',
    loadSchema: () => introspectedSchema('@shopify/hydrogen-react/customer-account.schema.json'),
    scalars: customerAccountApiCustomScalars,
    file: generatedFile('customer-account-api.generated.ts'),
  },
  admin: {
    schemaSource: 'commerce/src/admin-api/schema.graphql',
    loadSchema: () =>
      buildSchema(readFileSync(new URL(ADMIN_SCHEMA_FILE, import.meta.url), 'utf8')),
    scalars: { DateTime: 'string', Decimal: 'string', URL: 'string' },
    file: generatedFile('admin-api.generated.ts'),
  },
};

/**
 * One document holding every operation and fragment once. Documents embed the fragments they
 * spread, so the same fragment may appear in several; two different fragments under one name
 * are an error.
 */
export function mergeDocuments(sources: Record<string, string>): DocumentNode {
  const definitions = new Map<string, DefinitionNode>();
  for (const [exportName, source] of Object.entries(sources)) {
    for (const definition of parse(source).definitions) {
      if (
        definition.kind !== Kind.OPERATION_DEFINITION &&
        definition.kind !== Kind.FRAGMENT_DEFINITION
      ) {
        throw new Error(`${exportName}: only operations and fragments belong in a document`);
      }
      if (!definition.name) throw new Error(`${exportName}: every operation needs a name`);
      const key = `${definition.kind}:${definition.name.value}`;
      const existing = definitions.get(key);
      if (existing && print(existing) !== print(definition)) {
        throw new Error(`${exportName}: two different definitions named ${definition.name.value}`);
      }
      definitions.set(key, definition);
    }
  }
  return { kind: Kind.DOCUMENT, definitions: [...definitions.values()] };
}

/**
 * Each operation's exact text mapped to its generated types, as @shopify/hydrogen-codegen does:
 * a client given the map infers `request(DOCUMENT, …)`'s answer and variables from a document
 * declared `as const`, so callers name no types.
 */
function documentTypes(sources: Record<string, string>): string {
  const entries = Object.values(sources).flatMap((source) => {
    const operation = parse(source).definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation?.name) return [];
    const kind = operation.operation === 'query' ? 'Query' : 'Mutation';
    const type = `${operation.name.value}${kind}`;
    return [`  ${JSON.stringify(source)}: { data: ${type}; variables: ${type}Variables };`];
  });
  return `export type Documents = {\n${entries.join('\n')}\n};\n`;
}

export async function generateTypes(
  api: DocumentApi,
  schema: GraphQLSchema = API_TYPES[api].loadSchema(),
): Promise<string> {
  const { schemaSource, scalars, file } = API_TYPES[api];
  const output = await codegen({
    filename: file,
    // graphql-codegen wants the schema as a DocumentNode as well as the built schema.
    schema: parse(printSchema(schema)),
    schemaAst: schema,
    documents: [{ document: mergeDocuments(platformDocuments[api]) }],
    config: {},
    plugins: [
      {
        'typescript-operations': {
          scalars: Object.fromEntries(
            Object.entries(scalars).map(([name, type]) => [name, String(type)]),
          ),
          enumType: 'string-literal',
          useTypeImports: true,
          disableDescriptions: true,
          skipTypename: true,
          avoidOptionals: { field: true, inputValue: false, object: false },
          maybeValue: 'T | null',
        },
      },
    ],
    pluginMap: { 'typescript-operations': typescriptOperationsPlugin },
  });
  const header = `/* eslint-disable */
// Generated by scripts/codegen.ts from ${schemaSource}
// and the documents in app/lib/shopify/. Do not edit: run \`npm run codegen -w storefront\`.
`;
  return `${header}${output.trim()}\n\n${documentTypes(platformDocuments[api])}`;
}

async function main() {
  for (const api of Object.keys(API_TYPES) as DocumentApi[]) {
    const { file } = API_TYPES[api];
    const generated = await generateTypes(api);
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === generated) {
      console.log(`Up to date: ${file}`);
    } else {
      await writeFile(file, generated);
      console.log(`Wrote ${file}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
