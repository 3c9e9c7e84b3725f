import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './process';

/**
 * The Node the storefront runs on in the benchmarks: Node 24 LTS, the production runtime
 * (fetched and cached by scripts/node24.sh, as CI does), not whichever Node runs the bench.
 * Server-side rendering is about 1.4× as fast on it as on this machine's Node 20.
 */
export function productionNode(): { binary: string; version: string } {
  const folder = execFileSync('bash', [join(repoRoot, 'scripts/node24.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const binary = join(folder, 'bin', 'node');
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`The storefront runs on Node ${version} (production runtime).`);
  return { binary, version };
}
