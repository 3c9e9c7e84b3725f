import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { startWorkspace } from '../support/spawn';
import {
  commerceDb,
  commerceLog,
  commercePort,
  commerceUrl,
  peersPresent,
  skeletonPort,
  skeletonScript,
  skeletonUrl,
} from './servers';

const run = promisify(execFile);

/** Whether a process is still there (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The environment of the skeleton's script: without npm's variables, since Shopify's CLI takes
 * npm's INIT_CWD (this repo) for the project folder instead of the folder the script works in,
 * and without CI, since in CI mode the CLI refuses to build a project without a lockfile (the
 * peers' copy has none); with the commerce server's origin in the skeleton's img-src, so product
 * images load.
 */
function skeletonEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'INIT_CWD' && name !== 'CI' && !name.startsWith('npm_'),
    ),
  );
  return { ...env, ALLOW_LOCAL_IMAGES: '1' };
}

/**
 * Starts the commerce server on a fresh database (an empty one is seeded) with its log in a
 * file, then the skeleton against it with the peers' script, which installs it the first time
 * (minutes), builds it and prints the pid to stop it with SIGINT. Returns the teardown.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  if (!peersPresent) return async () => {};
  const started = Date.now();
  rmSync(dirname(commerceDb), { recursive: true, force: true });
  mkdirSync(dirname(commerceDb), { recursive: true });
  const commerce = await startWorkspace(
    'commerce',
    {
      COMMERCE_PORT: String(commercePort),
      COMMERCE_DB_PATH: commerceDb,
      STOREFRONT_URL: skeletonUrl,
      LOG_LEVEL: 'info',
    },
    `${commerceUrl}/`,
    commerceLog,
  );

  let skeletonPid: number | undefined;
  const stop = async () => {
    if (skeletonPid !== undefined) {
      process.kill(skeletonPid, 'SIGINT');
      for (let waited = 0; waited < 10_000 && alive(skeletonPid); waited += 200) await delay(200);
      if (alive(skeletonPid)) process.kill(skeletonPid, 'SIGKILL');
    }
    await commerce.stop();
  };
  try {
    const { stdout } = await run(skeletonScript, [commerceUrl, String(skeletonPort)], {
      env: skeletonEnv(),
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stdout?: string }) => {
      // The script prints the end of a failed build on stdout.
      throw new Error(`${error.message}\n${error.stdout ?? ''}`);
    });
    const pid = Number(/\(pid (\d+);/.exec(stdout)?.[1]);
    if (!Number.isInteger(pid)) throw new Error(`The skeleton did not start:\n${stdout}`);
    skeletonPid = pid;
    const home = await fetch(`${skeletonUrl}/`);
    if (!home.ok) throw new Error(`The skeleton answers ${home.status} at ${skeletonUrl}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(
    `Fidelity: commerce and the Hydrogen skeleton ready in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  return stop;
}
