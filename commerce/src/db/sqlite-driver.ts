import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';

/**
 * better-sqlite3, in the major version that works on the Node running this process:
 * - Node 22 and later (Node 24 LTS is the production runtime): version 13, built on Node-API,
 *   with prebuilt binaries in the package. Version 12 aborts on Node 24.19+ when a statement is
 *   garbage-collected (`RemoveEnvironmentCleanupHook … (env) != nullptr`, nodejs/node#65446).
 * - Node 20: version 12 (the `better-sqlite3-node20` alias), compiled at install; version 13
 *   crashes there.
 * Both have the same API, so the rest of the server imports only this module's `Database`.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const require = createRequire(import.meta.url);

export const Database = require(
  nodeMajor >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20',
) as typeof BetterSqlite3;

export type Database = BetterSqlite3.Database;
export const { SqliteError } = Database;
