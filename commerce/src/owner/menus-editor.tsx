import { z } from 'zod';
import { MENU_ITEM_TYPES } from '../content/menu-items';
import {
  adminData,
  formText,
  numericId,
  readFields,
  sendNotFound,
  sendSaved,
} from './editor-actions';
import {
  EditorForm,
  ErrorSummary,
  FormField,
  sendEditorPage,
  type EditorRequest,
  type FormError,
} from './editor-page';

/**
 * The owner's pages of menus: the list, and one menu's title and items. The items are edited as
 * the JSON menuUpdate takes (MenuItemUpdateInput), with the ids of what they may link to listed
 * beside them.
 */

const MENUS = `{ menus(first: 250) { nodes { id handle title items { id } } } }`;
const MENU = `query Menu($id: ID!) {
  menu(id: $id) { id handle title items { ...Item items { ...Item items { ...Item } } } }
  pages(first: 250, sortKey: TITLE) { nodes { id title } }
  shop { shopPolicies { id title } }
}
fragment Item on MenuItem { id title type url resourceId tags }`;
const MENU_UPDATE = `mutation MenuUpdate($id: ID!, $title: String!, $items: [MenuItemUpdateInput!]!) {
  menuUpdate(id: $id, title: $title, items: $items) { menu { id } userErrors { field message } }
}`;

interface MenuItem {
  id: string;
  title: string;
  type: string;
  url: string | null;
  resourceId: string | null;
  tags: string[];
  items?: MenuItem[];
}

interface MenuData {
  menu: { id: string; handle: string; title: string; items: MenuItem[] } | null;
  pages: { nodes: { id: string; title: string }[] };
  shop: { shopPolicies: { id: string; title: string }[] };
}

const menuGid = (id: number) => `gid://shopify/Menu/${id}`;

/**
 * An item as menuUpdate takes it back: only the fields its type uses, and an HTTP item's URL on
 * the online store as the path it was written as.
 */
function toInput(item: MenuItem, storefrontOrigin: string): Record<string, unknown> {
  const url = item.url?.startsWith(`${storefrontOrigin}/`)
    ? item.url.slice(storefrontOrigin.length)
    : item.url;
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    ...(item.resourceId && { resourceId: item.resourceId }),
    ...(item.type === 'HTTP' && url && { url }),
    ...(item.tags.length > 0 && { tags: item.tags }),
    ...(item.items?.length && {
      items: item.items.map((child) => toInput(child, storefrontOrigin)),
    }),
  };
}

export async function showMenus(editor: EditorRequest): Promise<void> {
  const { menus } = await adminData<{
    menus: { nodes: { id: string; handle: string; title: string; items: unknown[] }[] };
  }>(editor, MENUS);
  sendEditorPage(
    editor,
    200,
    'Menus',
    menus.nodes.length === 0 ? (
      <p>The shop has no menus. The seed content (commerce/seed/content/menus.json) adds them.</p>
    ) : (
      <ul>
        {menus.nodes.map((menu) => (
          <li key={menu.id}>
            <a href={`/admin/menus/${numericId(menu.id)}`}>{menu.title}</a> (
            <code>{menu.handle}</code>, {menu.items.length}{' '}
            {menu.items.length === 1 ? 'item' : 'items'} at the top)
          </li>
        ))}
      </ul>
    ),
  );
}

interface MenuFormValues {
  title: string;
  items: string;
}

async function sendMenuForm(
  editor: EditorRequest,
  status: number,
  id: number,
  values: MenuFormValues | null,
  errors: FormError[] = [],
): Promise<void> {
  const data = await adminData<MenuData>(editor, MENU, { id: menuGid(id) });
  const { menu } = data;
  if (!menu) return sendNotFound(editor, 'Menu');
  const shown = values ?? {
    title: menu.title,
    items: JSON.stringify(
      menu.items.map((item) => toInput(item, editor.storefrontOrigin)),
      null,
      2,
    ),
  };
  const targets = [
    ...data.pages.nodes.map((page) => ['Page', page.title, page.id]),
    ...data.shop.shopPolicies.map((policy) => ['Policy', policy.title, policy.id]),
  ];
  sendEditorPage(
    editor,
    status,
    `Edit menu: ${menu.title}`,
    <>
      <p>
        <a href="/admin/menus">All menus</a> · Handle <code>{menu.handle}</code>
      </p>
      <ErrorSummary errors={errors} />
      <EditorForm editor={editor} action={`/admin/menus/${id}`} label="Save menu">
        <FormField id="title" label="Title" value={shown.title} errors={errors} required />
        <FormField
          id="items"
          label="Items (JSON)"
          hint={`A list of items, each { "title", "type", and "resourceId" for PAGE, PRODUCT and SHOP_POLICY, or "url" for HTTP; "items" nests (3 levels at most) }. Types: ${MENU_ITEM_TYPES.join(', ')}. Keep an item's "id" to keep its id.`}
          value={shown.items}
          errors={errors}
          rows={24}
          code
          required
        />
      </EditorForm>
      <h2>What items can link to</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Title</th>
            <th scope="col">resourceId</th>
          </tr>
        </thead>
        <tbody>
          {targets.map(([kind, title, resourceId]) => (
            <tr key={resourceId}>
              <td>{kind}</td>
              <td>{title}</td>
              <td>
                <code>{resourceId}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>A PRODUCT item takes a product&apos;s id: gid://shopify/Product/&#123;n&#125;.</p>
    </>,
  );
}

export const showMenu = (editor: EditorRequest, id: number) => sendMenuForm(editor, 200, id, null);

const menuForm = z.object({
  title: formText(10_000),
  items: formText(1024 * 1024),
});

/** The items' JSON as a list, or why it is not one. */
function parseItems(text: string): unknown[] | string {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch (error) {
    return `Items must be valid JSON: ${(error as Error).message}`;
  }
  return Array.isArray(items)
    ? items
    : 'Items must be a JSON list: [ { "title": …, "type": … }, … ]';
}

/** Saves the menu through menuUpdate; the Admin API's errors show at the title or the items. */
export async function saveMenu(
  editor: EditorRequest,
  id: number,
  form: URLSearchParams,
): Promise<void> {
  const values = readFields(editor, 'Menu', menuForm, form);
  if (!values) return;
  const items = parseItems(values.items);
  if (typeof items === 'string')
    return sendMenuForm(editor, 422, id, values, [{ field: 'items', message: items }]);
  const result = await editor.admin(MENU_UPDATE, { id: menuGid(id), title: values.title, items });
  // Items that do not fit MenuItemUpdateInput (a missing title, an unknown type) are refused
  // before the mutation runs, with GraphQL's message naming the place.
  if (result.errors?.length) {
    const errors = result.errors.map((error) => ({ field: 'items', message: error.message }));
    return sendMenuForm(editor, 422, id, values, errors);
  }
  const { menuUpdate } = result.data as {
    menuUpdate: {
      menu: { id: string } | null;
      userErrors: { field: string[] | null; message: string }[];
    };
  };
  if (menuUpdate.userErrors.length === 0) return sendSaved(editor, `/admin/menus/${id}`);
  const errors = menuUpdate.userErrors.map(({ field, message }): FormError =>
    field?.[0] === 'items'
      ? { field: 'items', message: `${field.slice(1).join('.')}: ${message}` }
      : { field: field?.[0], message },
  );
  return sendMenuForm(editor, 422, id, values, errors);
}
