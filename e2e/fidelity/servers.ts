import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/**
 * Where the fidelity test finds Shopify's Hydrogen skeleton (the peers folder beside the
 * checkout) and the ports of the servers it starts, away from `npm start`'s and the browser
 * tests' (FIDELITY_COMMERCE_PORT, FIDELITY_SKELETON_PORT to move them).
 */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const peersDir = join(repoRoot, '..', 'shared', 'peers');
export const skeletonScript = join(peersDir, 'run-hydrogen-skeleton.sh');
export const peersPresent = existsSync(skeletonScript);

export const commercePort = Number(process.env.FIDELITY_COMMERCE_PORT ?? 4201);
export const skeletonPort = Number(process.env.FIDELITY_SKELETON_PORT ?? 3201);
export const commerceUrl = `http://localhost:${commercePort}`;
export const skeletonUrl = `http://localhost:${skeletonPort}`;

/** The commerce server's log (its stdout, JSON lines), which the test reads for errors. */
export const commerceLog = join(repoRoot, '.data', `fidelity-${commercePort}`, 'commerce.log');
export const commerceDb = join(repoRoot, '.data', `fidelity-${commercePort}`, 'commerce.sqlite');
