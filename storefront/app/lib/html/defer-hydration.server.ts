import { Transform } from 'node:stream';

/**
 * Starts loading the app's JavaScript once the document is parsed instead of from its <head>.
 *
 * React Router writes `<link rel="modulepreload">` for every module of the page into the head,
 * so on a slow mobile link those ~150 kB start together with, and compete against, the
 * stylesheets and the hero image of the first screen, although the page is complete without
 * them (server-rendered; links and forms work before hydration). So the document leaves the
 * preload links out, and its module script, which runs when the parser reaches the end of the
 * body, preloads the same modules and inserts React Router's own bootstrap, unchanged, as two
 * in-order module scripts: the route modules, then the entry that hydrates.
 *
 * Inserted scripts (unlike `import()`) delay the window's load event until their module graphs
 * have run, so by `load` React is hydrating and a press, a check or a hover after it reaches
 * React. (Waiting for the first paint instead was tried: a fast page can fire `load` before
 * its first frame, leaving a loaded page deaf to input until the scripts arrive.) React re-adds
 * its preload links when it hydrates (hoisted resources, matched by href; nothing mismatches).
 *
 * This rewrites React Router 7's <Scripts> output (the version is pinned); if the markup is
 * not what it expects, the document is left exactly as rendered.
 */

const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** React Router ends its bootstrap by importing the entry module, which hydrates. */
const ENTRY_IMPORT = /\n\s*import\(("[^"\\]+")\);\s*$/;

/** JSON that is also safe inside an inline <script> (no `</script>` or `<!--` can form). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  if (!bootstrap) return html;
  const [whole, openTag = '', body = '', closeTag = ''] = bootstrap;

  const entry = ENTRY_IMPORT.exec(body);
  if (!entry?.[1] || !/^\s*;?\s*import \* as \w+ from "/m.test(body)) return html;
  const routeModules = body.slice(0, entry.index);
  const entryHref = entry[1];

  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD_LINK, (_, href: string) => {
    preloads.push(href);
    return '';
  });

  const deferred = [
    `for (const href of ${scriptSafeJson(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    // Every script of the document carries the request's nonce; the inline one needs it too.
    "const nonce = document.querySelector('script[nonce]')?.nonce ?? '';",
    "const routes = document.createElement('script');",
    "routes.type = 'module';",
    'routes.nonce = nonce;',
    // Not async: inserted scripts then run in insertion order, the route modules first.
    'routes.async = false;',
    `routes.textContent = ${scriptSafeJson(routeModules)};`,
    "const entry = document.createElement('script');",
    "entry.type = 'module';",
    'entry.async = false;',
    `entry.src = ${entryHref};`,
    'document.head.append(routes, entry);',
  ].join('\n');

  const rewritten = `${openTag}\n${deferred}\n${closeTag}`;
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
