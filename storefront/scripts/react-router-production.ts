import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The browser's imports of React Router, and its production build of each. */
const PRODUCTION_ENTRIES: Record<string, string> = {
  'react-router': 'production/index.mjs',
  'react-router/dom': 'production/dom-export.mjs',
};

/**
 * Builds the browser's React Router from the production build the package ships beside its
 * development one. Its exports point every import at the development build
 * (remix-run/react-router#14102), whose only difference is `ENABLE_DEV_WARNINGS = true`: the
 * warnings' code and words then reach every shopper (about 0.6 KiB compressed) and its default
 * error boundary logs to the console. The server is left to the package's own resolution, so
 * the app and React Router's Express adapter share one copy of it there.
 */
export function reactRouterProductionBuild(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
  );
  return {
    name: 'storefront:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const entry = PRODUCTION_ENTRIES[source];
      return entry ? path.join(dist, entry) : null;
    },
  };
}
