import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startCommerceServer,
  type CommerceServer,
  type CommerceServerOptions,
} from '../../src/server';

export const TEST_TOKEN = 'test-storefront-token';
export const TEST_ADMIN_TOKEN = 'test-admin-token';
/** Where the test servers send a paid checkout. */
export const TEST_STOREFRONT_URL = 'http://storefront.test';

export interface GraphQLResult<T> {
  status: number;
  data: T;
  errors?: {
    message: string;
    locations?: unknown;
    path?: unknown[];
    extensions?: Record<string, unknown>;
  }[];
}

export interface TestServer extends CommerceServer {
  dir: string;
  dbPath: string;
  /** Base URL on loopback, e.g. http://127.0.0.1:54321. */
  base: string;
  endpoint(version?: string): string;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    version?: string,
  ): Promise<GraphQLResult<T>>;
  /** The Admin API, with the test admin token. */
  admin<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    version?: string,
  ): Promise<GraphQLResult<T> & { extensions?: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/** A real server on a random port, over a fresh SQLite file in its own temp folder. */
export async function startTestServer(
  options: CommerceServerOptions & { dir?: string } = {},
): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'commerce-test-'));
  const dbPath = options.dbPath ?? join(dir, 'commerce.sqlite');
  const server = await startCommerceServer({
    port: 0,
    host: '127.0.0.1',
    storefrontToken: TEST_TOKEN,
    adminToken: TEST_ADMIN_TOKEN,
    storefrontUrl: TEST_STOREFRONT_URL,
    ...options,
    dbPath,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const endpoint = (version = '2026-04') => `${base}/api/${version}/graphql.json`;
  return {
    ...server,
    dir,
    dbPath,
    base,
    endpoint,
    async graphql<T>(query: string, variables?: Record<string, unknown>, version?: string) {
      const response = await fetch(endpoint(version), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': TEST_TOKEN,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLResult<T>, 'status'>;
      return { status: response.status, ...body };
    },
    async admin<T>(query: string, variables?: Record<string, unknown>, version = '2026-04') {
      const response = await fetch(`${base}/admin/api/${version}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': TEST_ADMIN_TOKEN },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLResult<T>, 'status'>;
      return { status: response.status, ...body };
    },
    async stop() {
      await server.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fails the test with the server's errors instead of a confusing undefined later. */
export function dataOf<T>(result: GraphQLResult<T>): T {
  if (result.errors?.length)
    throw new Error(`GraphQL errors: ${JSON.stringify(result.errors, null, 2)}`);
  return result.data;
}
