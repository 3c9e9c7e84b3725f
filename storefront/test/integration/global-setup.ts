import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { INTEGRATION_BUILD_DIR, storefrontRoot } from './support/servers';

/** One production build of the storefront for every integration test (about 10 s). */
export default function buildStorefront() {
  execFileSync(
    process.execPath,
    [join(storefrontRoot, '../node_modules/.bin/react-router'), 'build'],
    {
      cwd: storefrontRoot,
      env: { ...process.env, STOREFRONT_BUILD_DIR: INTEGRATION_BUILD_DIR },
      stdio: 'ignore',
    },
  );
}
