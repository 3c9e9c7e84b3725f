import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createRedisClient, type RedisClient } from '../../app/lib/redis.server';

/** Whether Debian's redis-server is installed (.ci/run installs it); tests that need it skip without. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function closeClient(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close();
  else if (client.isOpen) client.destroy(); // still trying to connect
}

/**
 * A real redis-server of the test's own on a free port, keeping nothing on disk. Clients made
 * with client() stand for storefront instances sharing it; stop() and start() make an outage,
 * pause() and resume() a Redis that holds its connections but answers nothing.
 */
export class TestRedisServer {
  #port = 0;
  #process: ChildProcess | undefined;
  readonly #clients: RedisClient[] = [];

  get url(): string {
    return `redis://127.0.0.1:${this.#port}`;
  }

  /** Starts redis-server (on the port it had, if it ran before); resolves once it accepts connections. */
  async start(): Promise<void> {
    this.#port ||= await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(this.#port), '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.#process = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', () => reject(new Error(`redis-server exited:\n${output}`)));
    });
  }

  async stop(): Promise<void> {
    const running = this.#process;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  pause(): void {
    this.#process?.kill('SIGSTOP');
  }

  resume(): void {
    this.#process?.kill('SIGCONT');
  }

  /** A client made as the storefront makes its own, not yet connected; close() closes it. */
  client(url = this.url): RedisClient {
    return this.closeAtEnd(createRedisClient(url));
  }

  /** Has close() close `client` too (one the code under test made). */
  closeAtEnd(client: RedisClient): RedisClient {
    this.#clients.push(client);
    return client;
  }

  async connectedClient(): Promise<RedisClient> {
    const client = this.client();
    await client.connect();
    return client;
  }

  /** Closes every client made here, then the server. */
  async close(): Promise<void> {
    this.resume();
    await Promise.all(this.#clients.map((client) => closeClient(client).catch(() => {})));
    await this.stop();
  }
}

/**
 * A redis-server for the tests of this file (or describe block): started before them, closed
 * with every client made through it after them.
 */
export function setUpTestRedisServer(): TestRedisServer {
  const redis = new TestRedisServer();
  beforeAll(() => redis.start());
  afterAll(() => redis.close());
  return redis;
}
