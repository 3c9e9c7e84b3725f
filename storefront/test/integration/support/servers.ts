import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const storefrontRoot = fileURLToPath(new URL('../../..', import.meta.url));
const commerceRoot = fileURLToPath(new URL('../../../../commerce', import.meta.url));
/**
 * Built once by global-setup.ts for all integration tests; INTEGRATION_BUILD_DIR gives a run a
 * folder of its own, so runs side by side do not rebuild under each other.
 */
export const INTEGRATION_BUILD_DIR = process.env.INTEGRATION_BUILD_DIR ?? 'build/integration';
export const STOREFRONT_TOKEN = 'local-storefront-token';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** A free loopback port (briefly bound, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One Node process running a TypeScript entry (no tsx wrapper process, so signals reach it). */
function startProcess(
  cwd: string,
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  base: string,
  port: number,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running: ServerProcess = {
    child,
    base,
    port,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  return (async () => {
    const deadline = Date.now() + 40_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry} exited:\n${output}`);
      try {
        await fetch(readyUrl, { signal: AbortSignal.timeout(1_000) });
        return running;
      } catch {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`${entry} did not start:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
  })();
}

/** The local commerce server on `port`, over the SQLite file `dbPath` (seeded when empty). */
export function startCommerce(port: number, dbPath: string, env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  return startProcess(
    commerceRoot,
    'src/main.ts',
    {
      COMMERCE_PORT: String(port),
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_DB_PATH: dbPath,
      PUBLIC_STOREFRONT_API_TOKEN: STOREFRONT_TOKEN,
      ...env,
    },
    `${base}/healthz`,
    base,
    port,
  );
}

/** The production storefront build, talking to the store at `storeDomain`. */
export async function startStorefront(storeDomain: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  return startProcess(
    storefrontRoot,
    'server.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      STOREFRONT_BUILD_DIR: INTEGRATION_BUILD_DIR,
      PUBLIC_STORE_DOMAIN: storeDomain,
      PUBLIC_STOREFRONT_API_TOKEN: STOREFRONT_TOKEN,
      // Each request renders, so tests see the platform's state, not a page from seconds ago.
      PAGE_CACHE_MS: '0',
      ...env,
    },
    `${base}/healthz`,
    base,
    port,
  );
}

/**
 * A misbehaving commerce platform, as a real HTTP server: every request gets `answer`'s
 * treatment (a 500, a body that is not JSON, or no answer at all).
 */
export async function startFakeUpstream(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume();
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
