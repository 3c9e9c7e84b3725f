import { Transform } from 'node:stream';

/**
 * Starts loading the app's JavaScript after the first paint instead of with the HTML.
 *
 * React Router writes `<link rel="modulepreload">` for every module of the page and a module
 * script whose static imports fetch them at once. On a slow mobile link those ~150 kB compete
 * with the stylesheets, fonts and the hero image for the first screen, although the page is
 * already complete without them (server-rendered; links and forms work before hydration). So
 * the document leaves the preload links out and the module script waits for the first frame,
 * then preloads the same modules and imports them. React re-adds its preload links when it
 * hydrates (they are hoisted resources, matched by href, so nothing mismatches).
 *
 * This rewrites React Router 7's <Scripts> output (the version is pinned); if the markup is
 * not what it expects, the document is left exactly as rendered.
 */

const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"\\]+");[ \t]*$/gm;
const SIDE_EFFECT_IMPORT = /^\s*;?import ("[^"\\]+");[ \t]*$/gm;

/**
 * Waits for the first frame to be painted (rAF runs just before it; the timeout after it). A
 * hidden tab never paints, so there it starts at once.
 */
const AFTER_FIRST_PAINT =
  "await new Promise((resolve) => document.visibilityState === 'hidden' ? resolve() : " +
  'requestAnimationFrame(() => setTimeout(resolve, 0)));';

export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  if (!bootstrap) return html;
  const [whole, openTag = '', body = '', closeTag = ''] = bootstrap;

  const namespaces: { name: string; specifier: string }[] = [];
  const sideEffects: string[] = [];
  const rest = body
    .replace(NAMESPACE_IMPORT, (_, name: string, specifier: string) => {
      namespaces.push({ name, specifier });
      return '';
    })
    .replace(SIDE_EFFECT_IMPORT, (_, specifier: string) => {
      sideEffects.push(specifier);
      return '';
    });
  // Static imports left behind would still be fetched at once: then change nothing.
  if (/^\s*import\s/m.test(rest) || namespaces.length === 0) return html;

  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD_LINK, (_, href: string) => {
    preloads.push(href);
    return '';
  });

  const names = namespaces.map(({ name }) => name).join(', ');
  const imports = [...sideEffects, ...namespaces.map(({ specifier }) => specifier)]
    .map((specifier) => `import(${specifier})`)
    .join(', ');
  const prelude = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    // Side-effect imports come first in the list; their results are skipped.
    `const [${sideEffects.map(() => '').join(', ')}${sideEffects.length ? ', ' : ''}${names}] = await Promise.all([${imports}]);`,
  ].join('\n');

  const rewritten = `${openTag}\n${prelude}\n${rest.trimStart()}${closeTag}`;
  return withoutPreloads.replace(whole, () => rewritten);
}

/** A stream that collects the whole document, then writes it rewritten by deferHydration. */
export function createDeferHydrationStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback) {
      callback(null, deferHydration(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
