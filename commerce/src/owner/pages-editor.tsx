import { z } from 'zod';
import {
  adminData,
  formText,
  mutationPayload,
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

/** The owner's pages of pages: the list, and one page's title, handle, body and SEO. */

const PAGES = `{ pages(first: 250, sortKey: TITLE) { nodes { id title handle updatedAt } } }`;
const PAGE = `query Page($id: ID!) {
  page(id: $id) {
    id title handle body
    seoTitle: metafield(namespace: "global", key: "title_tag") { value }
    seoDescription: metafield(namespace: "global", key: "description_tag") { value }
  }
}`;
const PAGE_UPDATE = `mutation PageUpdate($id: ID!, $page: PageUpdateInput!) {
  pageUpdate(id: $id, page: $page) { page { id } userErrors { field message } }
}`;
const METAFIELDS_DELETE = `mutation SeoDelete($metafields: [MetafieldIdentifierInput!]!) {
  metafieldsDelete(metafields: $metafields) { userErrors { field message } }
}`;

interface PageValues {
  title: string;
  handle: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}

interface AdminPage {
  id: string;
  title: string;
  handle: string;
  body: string;
  seoTitle: { value: string } | null;
  seoDescription: { value: string } | null;
}

/** The SEO fields and the metafields that hold them, in the order pageUpdate is given them. */
const SEO_FIELDS = [
  ['seoTitle', 'title_tag', 'single_line_text_field'],
  ['seoDescription', 'description_tag', 'multi_line_text_field'],
] as const;

/** The form's fields; the Admin API checks what they may hold. */
const pageForm = z.object({
  title: formText(10_000),
  handle: formText(10_000),
  body: formText(1024 * 1024),
  seoTitle: formText(10_000),
  seoDescription: formText(10_000),
});

const pageGid = (id: number) => `gid://shopify/Page/${id}`;

export async function showPages(editor: EditorRequest): Promise<void> {
  const { pages } = await adminData<{
    pages: { nodes: { id: string; title: string; handle: string; updatedAt: string }[] };
  }>(editor, PAGES);
  sendEditorPage(
    editor,
    200,
    'Pages',
    pages.nodes.length === 0 ? (
      <p>The shop has no pages. The seed content (commerce/seed/content/pages.json) adds them.</p>
    ) : (
      <table>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Address</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {pages.nodes.map((page) => (
            <tr key={page.id}>
              <td>
                <a href={`/admin/pages/${numericId(page.id)}`}>{page.title}</a>
              </td>
              <td>
                <code>/pages/{page.handle}</code>
              </td>
              <td>
                <time dateTime={page.updatedAt}>{page.updatedAt.slice(0, 10)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  );
}

function sendPageForm(
  editor: EditorRequest,
  status: number,
  id: number,
  values: PageValues,
  errors: FormError[] = [],
): void {
  sendEditorPage(
    editor,
    status,
    `Edit page: ${values.title || 'untitled'}`,
    <>
      <p>
        <a href="/admin/pages">All pages</a> · On the storefront at{' '}
        <a href={`${editor.storefrontOrigin}/pages/${values.handle}`}>/pages/{values.handle}</a>
      </p>
      <ErrorSummary errors={errors} />
      <EditorForm editor={editor} action={`/admin/pages/${id}`} label="Save page">
        <FormField id="title" label="Title" value={values.title} errors={errors} required />
        <FormField
          id="handle"
          label="Handle"
          hint="The page's address: /pages/{handle}. Lower-case letters, digits and hyphens."
          value={values.handle}
          errors={errors}
          required
        />
        <FormField
          id="body"
          label="Body (HTML)"
          hint="Simple HTML: h2, h3, p, ul/ol/li, a, strong, em."
          value={values.body}
          errors={errors}
          rows={18}
          code
        />
        <fieldset>
          <legend>Search engine listing</legend>
          <FormField
            id="seoTitle"
            label="Page title"
            hint="Shown in search results and the browser tab. Empty: the page's own title."
            value={values.seoTitle}
            errors={errors}
          />
          <FormField
            id="seoDescription"
            label="Meta description"
            hint="One or two sentences for search results. Empty: none."
            value={values.seoDescription}
            errors={errors}
            rows={3}
          />
        </fieldset>
      </EditorForm>
    </>,
  );
}

/** The page's form, or a 404 for a page that does not exist. */
export async function showPage(editor: EditorRequest, id: number): Promise<void> {
  const { page } = await adminData<{ page: AdminPage | null }>(editor, PAGE, { id: pageGid(id) });
  if (!page) return sendNotFound(editor, 'Page');
  sendPageForm(editor, 200, id, {
    title: page.title,
    handle: page.handle,
    body: page.body,
    seoTitle: page.seoTitle?.value ?? '',
    seoDescription: page.seoDescription?.value ?? '',
  });
}

/**
 * Saves the form through pageUpdate (its SEO fields as the global.title_tag and
 * global.description_tag metafields), then deletes the SEO metafields left empty; shows the
 * Admin API's userErrors next to their fields.
 */
export async function savePage(
  editor: EditorRequest,
  id: number,
  form: URLSearchParams,
): Promise<void> {
  const values = readFields(editor, 'Page', pageForm, form);
  if (!values) return;
  const seo = SEO_FIELDS.filter(([field]) => values[field].trim() !== '');
  const pageUpdate = await mutationPayload<{
    page: { id: string } | null;
    userErrors: { field: string[] | null; message: string }[];
  }>(editor, PAGE_UPDATE, {
    id: pageGid(id),
    page: {
      title: values.title,
      handle: values.handle,
      body: values.body,
      metafields: seo.map(([field, key, type]) => ({
        namespace: 'global',
        key,
        type,
        value: values[field].trim(),
      })),
    },
  });
  if (!pageUpdate.page && pageUpdate.userErrors.some((error) => error.field?.[0] === 'id')) {
    return sendNotFound(editor, 'Page');
  }
  if (pageUpdate.userErrors.length > 0) {
    const errors = pageUpdate.userErrors.map(({ field, message }): FormError => {
      // ["page", "title"], or ["page", "metafields", "0", "value"] for the first SEO field given.
      const name = field?.[1] === 'metafields' ? seo[Number(field[2])]?.[0] : field?.[1];
      return { field: name, message };
    });
    return sendPageForm(editor, 422, id, values, errors);
  }
  const cleared = SEO_FIELDS.filter(([field]) => values[field].trim() === '');
  if (cleared.length > 0) {
    await adminData(editor, METAFIELDS_DELETE, {
      metafields: cleared.map(([, key]) => ({ ownerId: pageGid(id), namespace: 'global', key })),
    });
  }
  sendSaved(editor, `/admin/pages/${id}`);
}
