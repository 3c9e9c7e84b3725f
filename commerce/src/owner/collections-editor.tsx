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

/** The owner's pages of collections: the list, and one collection's title, handle and description. */

const COLLECTIONS = `{ collections(first: 250, sortKey: TITLE) { nodes { id title handle updatedAt } } }`;
const COLLECTION = `query Collection($id: ID!) {
  collection(id: $id) { id title handle descriptionHtml }
}`;
const COLLECTION_UPDATE = `mutation CollectionUpdate($input: CollectionInput!) {
  collectionUpdate(input: $input) { collection { id } userErrors { field message } }
}`;

/**
 * Where the storefront shows a collection, by handle: its catalogue page shows the "all"
 * collection's description under the heading. It has no page for the others.
 */
const STOREFRONT_PATHS: Readonly<Record<string, string>> = { all: '/products' };

interface CollectionValues {
  title: string;
  handle: string;
  descriptionHtml: string;
}

/** The form's fields; the Admin API checks what they may hold. */
const collectionForm = z.object({
  title: formText(10_000),
  handle: formText(10_000),
  descriptionHtml: formText(1024 * 1024),
});

const collectionGid = (id: number) => `gid://shopify/Collection/${id}`;

/** Where the storefront shows the collection, as a link, or that it does not. */
function StorefrontPlace({ editor, handle }: { editor: EditorRequest; handle: string }) {
  const path = Object.hasOwn(STOREFRONT_PATHS, handle) ? STOREFRONT_PATHS[handle] : undefined;
  return path ? <a href={`${editor.storefrontOrigin}${path}`}>{path}</a> : <>not shown</>;
}

export async function showCollections(editor: EditorRequest): Promise<void> {
  const { collections } = await adminData<{
    collections: { nodes: { id: string; title: string; handle: string; updatedAt: string }[] };
  }>(editor, COLLECTIONS);
  sendEditorPage(
    editor,
    200,
    'Collections',
    collections.nodes.length === 0 ? (
      <p>The shop has no collections. The seed (commerce/seed/collections.json) adds them.</p>
    ) : (
      <table>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Handle</th>
            <th scope="col">On the storefront</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {collections.nodes.map((collection) => (
            <tr key={collection.id}>
              <td>
                <a href={`/admin/collections/${numericId(collection.id)}`}>{collection.title}</a>
              </td>
              <td>
                <code>{collection.handle}</code>
              </td>
              <td>
                <StorefrontPlace editor={editor} handle={collection.handle} />
              </td>
              <td>
                <time dateTime={collection.updatedAt}>{collection.updatedAt.slice(0, 10)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  );
}

function sendCollectionForm(
  editor: EditorRequest,
  status: number,
  id: number,
  values: CollectionValues,
  errors: FormError[] = [],
): void {
  sendEditorPage(
    editor,
    status,
    `Edit collection: ${values.title.trim() || 'untitled'}`,
    <>
      <p>
        <a href="/admin/collections">All collections</a> · On the storefront:{' '}
        <StorefrontPlace editor={editor} handle={values.handle} />
      </p>
      <ErrorSummary errors={errors} />
      <EditorForm editor={editor} action={`/admin/collections/${id}`} label="Save collection">
        <FormField id="title" label="Title" value={values.title} errors={errors} required />
        <FormField
          id="handle"
          label="Handle"
          hint="Lower-case letters, digits and hyphens. The storefront's /products page shows the description of the collection whose handle is all."
          value={values.handle}
          errors={errors}
          required
        />
        <FormField
          id="descriptionHtml"
          label="Description (HTML)"
          hint="Simple HTML: p, a, strong, em. The catalogue page shows its text."
          value={values.descriptionHtml}
          errors={errors}
          rows={8}
          code
        />
      </EditorForm>
    </>,
  );
}

/** The collection's form, or a 404 for a collection that does not exist. */
export async function showCollection(editor: EditorRequest, id: number): Promise<void> {
  const { collection } = await adminData<{ collection: CollectionValues | null }>(
    editor,
    COLLECTION,
    { id: collectionGid(id) },
  );
  if (!collection) return sendNotFound(editor, 'Collection');
  sendCollectionForm(editor, 200, id, {
    title: collection.title,
    handle: collection.handle,
    descriptionHtml: collection.descriptionHtml,
  });
}

/** Saves the form through collectionUpdate; shows the Admin API's userErrors next to their fields. */
export async function saveCollection(
  editor: EditorRequest,
  id: number,
  form: URLSearchParams,
): Promise<void> {
  const values = readFields(editor, 'Collection', collectionForm, form);
  if (!values) return;
  const { userErrors } = await mutationPayload<{
    collection: { id: string } | null;
    userErrors: { field: string[] | null; message: string }[];
  }>(editor, COLLECTION_UPDATE, { input: { id: collectionGid(id), ...values } });
  // ["input", "title"]: the form's controls are named after the input's fields.
  const errors = userErrors.map(({ field, message }): FormError => ({
    field: field?.[1],
    message,
  }));
  if (errors.some((error) => error.field === 'id')) return sendNotFound(editor, 'Collection');
  if (errors.length > 0) return sendCollectionForm(editor, 422, id, values, errors);
  sendSaved(editor, `/admin/collections/${id}`);
}
