import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const commerceRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface CommerceProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The commerce server as its own OS process (`node --import tsx src/main.ts`, one process, so
 * signals reach the server itself), on a free port; resolves once it says it is ready.
 */
export async function startCommerceProcess(env: Record<string, string>): Promise<CommerceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: commerceRoot,
    env: {
      ...process.env,
      COMMERCE_PORT: '0',
      COMMERCE_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`commerce did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Commerce server ready at (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`commerce exited before it was ready:\n${output}`)));
  });
  return { child, base, exited };
}
