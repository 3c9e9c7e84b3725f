import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a workspace's `npm start` in its own process group and waits until `readyUrl` answers. */
export async function startWorkspace(
  workspace: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'start', '-w', workspace], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
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
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
