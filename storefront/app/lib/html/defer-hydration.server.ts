import { Writable } from 'node:stream';

/**
 * Starts loading the app's JavaScript once the document is parsed instead of from its <head>.
 *
 * React Router writes `<link rel="modulepreload">` for every module of the page into the head,
 * so on a slow mobile link those ~150 kB start together with, and compete against, the
 * stylesheets and the hero image of the first screen, although the page is complete without
 * them (server-rendered; links and forms work before hydration). So the document leaves the
 * preload links out, and its module script, which runs when the parser reaches the end of the
 * body, inserts React Router's own bootstrap, unchanged, as two in-order module scripts (the
 * route modules, then the entry that hydrates), then puts the preload links back one per task:
 * each link starts a request, a few milliseconds of main-thread work on a slow phone, and the
 * links of modules the scripts already asked for start none. The entry hydrates only once they
 * are all back (`window.__modulePreloadsPlaced`, awaited by lib/hydrated-router.tsx).
 *
 * Inserted scripts (unlike `import()`) delay the window's load event until their module graphs
 * have run, so by about `load` React is hydrating (the entry starts it in the task after its
 * own; a press before then is held and replayed by early-clicks.ts) and a press, a check or a
 * hover after it reaches React. (Waiting for the first paint instead was tried: a fast page can fire `load` before
 * its first frame, leaving a loaded page deaf to input until the scripts arrive.) React 18
 * hydrates the preload links as the elements <Scripts> rendered, so the script puts them back
 * exactly where they were, in place of a comment the document keeps there (hydration skips
 * comments); a missing element would make React discard the server's HTML and render anew.
 *
 * The route modules' script is written into the document, inert inside a <template> at the
 * end of the body (after React's own nodes, which React leaves alone), and inserted as a copy:
 * like every inline script of the page it is then allowed by the policy as the server wrote it,
 * by the request's nonce, which the copy keeps, or by its hash on a page from the page cache.
 *
 * This rewrites React Router 7's <Scripts> output (the version is pinned); if the markup is
 * not what it expects, the document is left exactly as rendered.
 */

// The patterns stay ASCII (no `u` flag, no literal text outside ASCII): the server runs them on
// the page's UTF-8 bytes read as Latin-1 (collectDeferredHydrationDocument).
const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** Stands where the first preload link was; the deferred script replaces it with the links. */
const PRELOADS_MARKER = 'modulepreload';
const BOOTSTRAP_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_MODULES_TEMPLATE_ID = 'route-modules';
const BODY_END = '</body>';
/** React Router ends its bootstrap by importing the entry module, which hydrates. */
const ENTRY_IMPORT = /\n\s*import\(("[^"\\]+")\);\s*$/;

/** JSON that is also safe inside an inline <script> (no `</script>` or `<!--` can form). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (!bootstrap || bodyEnd < bootstrap.index) return html;
  const [whole, openTag = '', body = '', closeTag = ''] = bootstrap;

  const entry = ENTRY_IMPORT.exec(body);
  if (!entry?.[1] || !/^\s*;?\s*import \* as \w+ from "/m.test(body)) return html;
  const routeModules = body.slice(0, entry.index);
  const entryHref = entry[1];

  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD_LINK, (_, href: string) => {
    preloads.push(href);
    return preloads.length === 1 ? `<!--${PRELOADS_MARKER}-->` : '';
  });

  const deferred = [
    `const template = document.getElementById(${scriptSafeJson(ROUTE_MODULES_TEMPLATE_ID)});`,
    'const routes = document.importNode(template.content.firstElementChild, true);',
    // Not async: inserted scripts then run in insertion order, the route modules first.
    'routes.async = false;',
    "const entry = document.createElement('script');",
    "entry.type = 'module';",
    'entry.async = false;',
    `entry.src = ${entryHref};`,
    'document.head.append(routes, entry);',
    'const comments = document.createNodeIterator(document, NodeFilter.SHOW_COMMENT);',
    'let marker = comments.nextNode();',
    `while (marker && marker.data !== ${scriptSafeJson(PRELOADS_MARKER)}) marker = comments.nextNode();`,
    'window.__modulePreloadsPlaced = (async () => {',
    `  for (const href of ${scriptSafeJson(preloads)}) {`,
    '    await new Promise((resolve) => setTimeout(resolve, 0));',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    if (marker) marker.before(link);',
    '    else document.head.append(link);',
    '  }',
    '  marker?.remove();',
    '})();',
  ].join('\n');

  const rewritten = `${openTag}\n${deferred}\n${closeTag}`;
  // The same tag as the bootstrap's (its nonce, module type), around React Router's own code.
  const routesTemplate = `<template id="${ROUTE_MODULES_TEMPLATE_ID}">${openTag}${routeModules}${closeTag}</template>`;
  const withBootstrap = withoutPreloads.replace(whole, () => rewritten);
  const end = withBootstrap.lastIndexOf(BODY_END);
  return `${withBootstrap.slice(0, end)}${routesTemplate}${withBootstrap.slice(end)}`;
}

/**
 * Where React writes the whole document (UTF-8 bytes, in pieces); `done` gets it once, rewritten
 * by deferHydration, as the bytes to send.
 *
 * The rewrite reads the bytes as Latin-1, one character per byte, and writes them back the same
 * way: every pattern it looks for is ASCII, so the UTF-8 of the text around them comes out
 * exactly as it went in, and the page is never decoded to UTF-16 nor encoded again.
 */
export function collectDeferredHydrationDocument(
  done: (html: Buffer<ArrayBuffer>) => void,
): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      const html = Buffer.concat(chunks).toString('latin1');
      done(Buffer.from(deferHydration(html), 'latin1'));
      callback();
    },
  });
}
