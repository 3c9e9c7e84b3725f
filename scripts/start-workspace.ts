import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  stop(): Promise<void>;
}

/**
 * Starts a workspace's `npm start` with extra environment, in its own process group (so stopping
 * it stops what npm started), and waits until `readyUrl` answers. Shared by the browser tests
 * and the benchmarks, which start servers set up differently from the usual ones. Its stdout (the
 * log) goes to `logFile` when given, for a test to read; else nowhere.
 */
export async function startWorkspace(
  workspace: 'commerce' | 'storefront',
  env: Record<string, string>,
  readyUrl: string,
  logFile?: string,
): Promise<RunningServer> {
  const log = logFile ? openSync(logFile, 'w') : 'ignore';
  const child = spawn('npm', ['run', '--silent', 'start', '-w', workspace], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, 'inherit'],
    detached: true,
  });
  // The child has its own copy of the descriptor.
  if (typeof log === 'number') closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(readyUrl, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`${workspace} did not start (${readyUrl})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
