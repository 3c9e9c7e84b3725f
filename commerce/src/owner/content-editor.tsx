import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminOperations } from '../admin-api/admin-api-handler';
import { HttpError } from '../http/http-error';
import { readForm } from '../http/read-body';
import { sendEditorPage, type EditorRequest } from './editor-page';
import { showMenu, showMenus, saveMenu } from './menus-editor';
import type { OwnerFormGuard } from './owner-forms';
import { savePage, showPage, showPages } from './pages-editor';
import { savePolicy, saveShopDetails, showShop } from './shop-editor';
import { billNextCycle, showSubscriptions } from './subscriptions-editor';

/**
 * The owner's content editor, a local stand-in for the content parts of Shopify's admin: pages,
 * shop details and policies, menus. Server-rendered forms without script; every read and write
 * goes through the Admin API's queries and mutations, run in this process. Like the other
 * owner's pages, open on loopback and behind the Admin API token elsewhere.
 */

/** The editor's paths: the first part names the section, the second what in it. */
export const CONTENT_EDITOR_PATH = /^\/admin\/(content|pages|shop|menus|subscriptions)(?:\/(.+))?$/;

/** Page bodies are up to 512 KB of HTML, which form encoding can make up to three times longer. */
const MAX_FORM_BYTES = 2 * 1024 * 1024;

type Route =
  | { show: (editor: EditorRequest) => Promise<void> | void }
  | {
      show?: (editor: EditorRequest) => Promise<void> | void;
      save: (editor: EditorRequest, form: URLSearchParams) => Promise<void>;
    };

/** What a path shows and saves; undefined for a path the editor does not have. */
function routeOf(section: string, rest: string | undefined): Route | undefined {
  const id = rest !== undefined && /^\d{1,15}$/.test(rest) ? Number(rest) : null;
  switch (section) {
    case 'content':
      return rest === undefined ? { show: showIndex } : undefined;
    case 'pages':
      if (rest === undefined) return { show: showPages };
      return id === null
        ? undefined
        : {
            show: (editor) => showPage(editor, id),
            save: (editor, form) => savePage(editor, id, form),
          };
    case 'shop': {
      if (rest === undefined) return { show: showShop, save: saveShopDetails };
      const policy = /^policies\/([a-z-]+)$/.exec(rest)?.[1];
      return policy ? { save: (editor, form) => savePolicy(editor, policy, form) } : undefined;
    }
    case 'menus':
      if (rest === undefined) return { show: showMenus };
      return id === null
        ? undefined
        : {
            show: (editor) => showMenu(editor, id),
            save: (editor, form) => saveMenu(editor, id, form),
          };
    case 'subscriptions':
      if (rest === undefined) return { show: showSubscriptions };
      return id === null ? undefined : { save: (editor, form) => billNextCycle(editor, id, form) };
    default:
      return undefined;
  }
}

function showIndex(editor: EditorRequest): void {
  sendEditorPage(
    editor,
    200,
    'Shop content',
    <>
      <p>
        What the storefront shows besides the catalogue, edited here through the Admin API as on a
        real store. Development only; a real store&apos;s owner uses Shopify&apos;s admin.
      </p>
      <ul>
        <li>
          <a href="/admin/pages">Pages</a>: titles, text and search engine listings.
        </li>
        <li>
          <a href="/admin/shop">Shop details and policies</a>: support email, phone, hours, and the
          policies.
        </li>
        <li>
          <a href="/admin/menus">Menus</a>: the main menu and the footer.
        </li>
        <li>
          <a href="/admin/subscriptions">Subscriptions</a>: contracts, and running their next
          billing cycle.
        </li>
      </ul>
    </>,
  );
}

export function createContentEditor(options: {
  admin: AdminOperations;
  guard: OwnerFormGuard;
  shopName: () => string;
  storefrontUrl: string;
}) {
  const storefrontOrigin = new URL(options.storefrontUrl).origin;

  return async function handleContentEditor(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const [, section = '', rest] = CONTENT_EDITOR_PATH.exec(url.pathname) ?? [];
    const editor: EditorRequest = {
      response,
      admin: options.admin,
      shopName: options.shopName(),
      storefrontOrigin,
      formToken: options.guard.token,
      saved: url.searchParams.get('saved') === '1',
    };
    const refuse = (status: number, heading: string, message: string) => {
      request.resume();
      sendEditorPage({ ...editor, saved: false }, status, heading, <p>{message}</p>);
    };

    const route = routeOf(section, rest);
    if (!route) return refuse(404, 'Not found', 'The owner’s pages have no such page.');
    const hostRefusal = options.guard.refusal(request);
    if (hostRefusal) return refuse(403, 'Not allowed', hostRefusal);

    if ((request.method === 'GET' || request.method === 'HEAD') && route.show) {
      return route.show(editor);
    }
    if (request.method !== 'POST' || !('save' in route)) {
      const methods = [route.show && 'GET, HEAD', 'save' in route && 'POST'].filter(Boolean);
      response.setHeader('allow', methods.join(', '));
      return refuse(405, 'Not allowed', 'This page cannot be sent that way.');
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/x-www-form-urlencoded') {
      return refuse(415, 'Not saved', 'The form could not be read. Go back and try again.');
    }
    let form: URLSearchParams;
    try {
      form = await readForm(request, MAX_FORM_BYTES);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return refuse(error.status, 'Not saved', error.message);
    }
    const formRefusal = options.guard.refusal(request, form);
    if (formRefusal) return refuse(403, 'Not saved', formRefusal);
    return route.save({ ...editor, saved: false }, form);
  };
}
