import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdminOperations } from '../admin-api/admin-api-handler';
import type { AnalyticsRepository } from '../db/analytics-repository';
import type { ConsentRepository } from '../db/consent-repository';
import { HttpError } from '../http/http-error';
import { readForm } from '../http/read-body';
import { sendEditorPage, type EditorRequest } from './editor-page';
import { showAnalytics } from './analytics-page';
import { saveCollection, showCollection, showCollections } from './collections-editor';
import { showMenu, showMenus, saveMenu } from './menus-editor';
import { saveMetaobject, showMetaobject, showMetaobjects } from './metaobjects-editor';
import type { OwnerFormGuard } from './owner-forms';
import { savePage, showPage, showPages } from './pages-editor';
import { savePrivacy, showPrivacy } from './privacy-editor';
import { savePolicy, saveShopDetails, showShop } from './shop-editor';
import { billNextCycle, showSubscriptions } from './subscriptions-editor';

/**
 * The owner's content editor, a local stand-in for the content parts of Shopify's admin: pages,
 * collections, shop details and policies, menus, metaobjects. Server-rendered forms without
 * script; every read and write goes through the Admin API's queries and mutations, run in this
 * process. Like the other owner's pages, open on loopback and behind the Admin API token
 * elsewhere.
 */

/** The editor's paths: the first part names the section, the second what in it. */
export const CONTENT_EDITOR_PATH =
  /^\/admin\/(content|pages|collections|shop|menus|metaobjects|subscriptions|privacy|analytics)(?:\/(.+))?$/;

/** Page bodies are up to 512 KB of HTML, which form encoding can make up to three times longer. */
const MAX_FORM_BYTES = 2 * 1024 * 1024;

/** What a path shows (GET) and saves (POST): one of them at least. */
interface Route {
  show?: (editor: EditorRequest) => Promise<void> | void;
  save?: (editor: EditorRequest, form: URLSearchParams) => Promise<void>;
}

/** A section with a list at /admin/{section} and a form per entry at /admin/{section}/{id}. */
interface ListSection {
  list: (editor: EditorRequest) => Promise<void>;
  show?: (editor: EditorRequest, id: number) => Promise<void>;
  save: (editor: EditorRequest, id: number, form: URLSearchParams) => Promise<void>;
}

const LIST_SECTIONS: Record<string, ListSection> = {
  pages: { list: showPages, show: showPage, save: savePage },
  collections: { list: showCollections, show: showCollection, save: saveCollection },
  menus: { list: showMenus, show: showMenu, save: saveMenu },
  metaobjects: { list: showMetaobjects, show: showMetaobject, save: saveMetaobject },
  // An entry's only form runs its next billing cycle, from the list.
  subscriptions: { list: showSubscriptions, save: billNextCycle },
};

/** What a path shows and saves; undefined for a path the editor does not have. */
function routeOf(section: string, rest: string | undefined): Route | undefined {
  if (section === 'content') return rest === undefined ? { show: showIndex } : undefined;
  if (section === 'analytics') return rest === undefined ? { show: showAnalytics } : undefined;
  if (section === 'privacy') {
    return rest === undefined ? { show: showPrivacy, save: savePrivacy } : undefined;
  }
  if (section === 'shop') {
    if (rest === undefined) return { show: showShop, save: saveShopDetails };
    const policy = /^policies\/([a-z-]+)$/.exec(rest)?.[1];
    return policy ? { save: (editor, form) => savePolicy(editor, policy, form) } : undefined;
  }
  const entries = Object.hasOwn(LIST_SECTIONS, section) ? LIST_SECTIONS[section] : undefined;
  if (!entries) return undefined;
  if (rest === undefined) return { show: entries.list };
  if (!/^\d{1,15}$/.test(rest)) return undefined;
  const id = Number(rest);
  const { show, save } = entries;
  return {
    ...(show && { show: (editor: EditorRequest) => show(editor, id) }),
    save: (editor, form) => save(editor, id, form),
  };
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
          <a href="/admin/collections">Collections</a>: titles and descriptions (the catalogue page
          shows the &ldquo;all&rdquo; collection&apos;s).
        </li>
        <li>
          <a href="/admin/shop">Shop details and policies</a>: support email, phone, hours, the
          sentences several pages share, and the policies.
        </li>
        <li>
          <a href="/admin/menus">Menus</a>: the main menu and the footer.
        </li>
        <li>
          <a href="/admin/metaobjects">Metaobjects</a>: the home page&apos;s hero, benefits, steps
          and customer quotes, the directions, the ingredients and the cookie banner&apos;s words.
        </li>
        <li>
          <a href="/admin/subscriptions">Subscriptions</a>: contracts, and running their next
          billing cycle.
        </li>
        <li>
          <a href="/admin/analytics">Analytics</a>: sessions, product views, additions to the cart,
          checkouts and orders per day.
        </li>
        <li>
          <a href="/admin/privacy">Customer privacy</a>: where visitors are asked for consent before
          analytics.
        </li>
      </ul>
    </>,
  );
}

export function createContentEditor(options: {
  admin: AdminOperations;
  analytics: AnalyticsRepository;
  consent: ConsentRepository;
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
      analytics: options.analytics,
      consent: options.consent,
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
    if (request.method !== 'POST' || !route.save) {
      const methods = [route.show && 'GET, HEAD', route.save && 'POST'].filter(Boolean);
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
