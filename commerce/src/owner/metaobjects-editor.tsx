import { parsesAsJson } from '../content/metafield-types';
import { parseGid } from '../lib/ids';
import { adminData, mutationPayload, numericId, sendNotFound, sendSaved } from './editor-actions';
import {
  EditorForm,
  ErrorSummary,
  sendEditorPage,
  type EditorRequest,
  type FormError,
} from './editor-page';
import { ImageChoice, type ShopImage } from './image-choice';
import {
  isFormEditable,
  labelOf,
  MetafieldField,
  readMetafieldForm,
  storedValueOf,
  type MetafieldValue,
} from './metafield-fields';

/**
 * The owner's pages of metaobjects: the entries the storefront reads (the home page's hero, its
 * benefits, steps and customer quotes, the directions, the ingredients and the cookie banner's
 * words), and one entry's text fields and images (chosen among the shop's files), saved through
 * metaobjectUpdate. Its links to other entries are shown, and edited in the seed content.
 */

/**
 * The metaobject types the storefront reads, by what the owner knows them as. Shopify's admin
 * lists the shop's metaobject definitions; this server keeps none, so the editor lists these.
 */
const METAOBJECT_TYPES = [
  ['hero', 'Home page hero'],
  ['feature', 'Benefits'],
  ['step', 'How it works'],
  ['testimonial', 'Customer quotes'],
  ['direction', 'Directions'],
  ['ingredient', 'Ingredients'],
  ['consent_banner', 'Cookie banner'],
] as const;

/** Each type's entries, one aliased field per type. */
const METAOBJECTS = `{
  ${METAOBJECT_TYPES.map(
    ([type]) =>
      `${type}: metaobjects(type: "${type}", first: 250) { nodes { id handle updatedAt } }`,
  ).join('\n  ')}
}`;
/** An entry, and the shop's images its image fields choose from. */
const METAOBJECT = `query Metaobject($id: ID!) {
  metaobject(id: $id) { id type handle fields { key type value } }
  files(first: 250) { nodes { id alt ... on MediaImage { image { url } } } }
}`;
const METAOBJECT_UPDATE = `mutation MetaobjectUpdate($id: ID!, $metaobject: MetaobjectUpdateInput!) {
  metaobjectUpdate(id: $id, metaobject: $metaobject) {
    metaobject { id }
    userErrors { code elementKey message }
  }
}`;

interface Metaobject {
  id: string;
  type: string;
  handle: string;
  fields: MetafieldValue[];
}

/** An entry as its form shows it: its fields, and the images an image field may name. */
interface MetaobjectForm {
  object: Metaobject;
  images: ShopImage[];
}

/** A field whose value is one of the shop's files, chosen from its images. */
const isImageField = (field: MetafieldValue) => field.type === 'file_reference';
/** The fields the form edits: text, and images. */
const isOnForm = (field: MetafieldValue) => isFormEditable(field.type) || isImageField(field);

const metaobjectGid = (id: number) => `gid://shopify/Metaobject/${id}`;
/** A field's control id: its key, which the form posts back. */
const fieldId = (key: string) => `field-${key}`;
/** "hero/home": how the seed content and the storefront name an entry. */
const nameOf = (object: Pick<Metaobject, 'type' | 'handle'>) => `${object.type}/${object.handle}`;

export async function showMetaobjects(editor: EditorRequest): Promise<void> {
  const data = await adminData<Record<string, { nodes: { id: string; handle: string }[] }>>(
    editor,
    METAOBJECTS,
  );
  sendEditorPage(
    editor,
    200,
    'Metaobjects',
    <>
      <p>
        Entries the storefront shows: the home page&apos;s hero, its benefits, how it works and its
        customer quotes, the directions and ingredients of the products and the science page, and
        the title and message of the cookie banner.
      </p>
      {METAOBJECT_TYPES.map(([type, title]) => (
        <section key={type} aria-labelledby={`type-${type}`}>
          <h2 id={`type-${type}`}>{title}</h2>
          {data[type]?.nodes.length ? (
            <ul>
              {data[type].nodes.map((object) => (
                <li key={object.id}>
                  <a href={`/admin/metaobjects/${numericId(object.id)}`}>
                    {nameOf({ type, handle: object.handle })}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>None yet. The seed content (commerce/seed/content/metaobjects.json) adds them.</p>
          )}
        </section>
      ))}
    </>,
  );
}

/** The entries a reference field points to (none for a field of another type). */
function referencedEntries({ type, value }: MetafieldValue): string[] {
  if (!value || !type.endsWith('metaobject_reference')) return [];
  const values = type.startsWith('list.') ? parsesAsJson(value) : [value];
  return Array.isArray(values)
    ? values.filter(
        (entry): entry is string =>
          typeof entry === 'string' && parseGid(entry)?.resource === 'Metaobject',
      )
    : [];
}

/** A field the form does not edit: a link to each entry it refers to, or its value as stored. */
function FieldValue({ field }: { field: MetafieldValue }) {
  const entries = referencedEntries(field);
  if (entries.length === 0) return <code>{field.value ?? '—'}</code>;
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry}>
          <a href={`/admin/metaobjects/${numericId(entry)}`}>{entry}</a>
        </li>
      ))}
    </ul>
  );
}

function sendMetaobjectForm(
  editor: EditorRequest,
  status: number,
  { object, images }: MetaobjectForm,
  typed: Map<string, string> = new Map(),
  errors: FormError[] = [],
): void {
  const others = object.fields.filter((field) => !isOnForm(field));
  const id = numericId(object.id);
  sendEditorPage(
    editor,
    status,
    `Edit metaobject: ${nameOf(object)}`,
    <>
      <p>
        <a href="/admin/metaobjects">All metaobjects</a> · An empty field is cleared, and the
        storefront leaves out what it would show.
      </p>
      <ErrorSummary errors={errors} />
      <EditorForm editor={editor} action={`/admin/metaobjects/${id}`} label="Save metaobject">
        {object.fields
          .filter(isOnForm)
          .map((field) =>
            isImageField(field) ? (
              <ImageChoice
                key={field.key}
                id={fieldId(field.key)}
                fieldKey={field.key}
                value={typed.has(field.key) ? typed.get(field.key) || null : field.value}
                images={images}
                hint={`${field.key} (${field.type}): one of the shop's images.`}
                errors={errors}
              />
            ) : (
              <MetafieldField
                key={field.key}
                id={fieldId(field.key)}
                field={field}
                hint={`${field.key} (${field.type})`}
                typed={typed.get(field.key)}
                errors={errors}
              />
            ),
          )}
      </EditorForm>
      {others.length > 0 && (
        <section aria-labelledby="linked-title">
          <h2 id="linked-title">Links and other fields</h2>
          <p>Edited in the seed content (commerce/seed/content/metaobjects.json).</p>
          <dl>
            {others.map((field) => (
              <div key={field.key}>
                <dt>{labelOf(field.key)}</dt>
                <dd>
                  <FieldValue field={field} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>,
  );
}

async function findMetaobject(editor: EditorRequest, id: number): Promise<MetaobjectForm | null> {
  const { metaobject, files } = await adminData<{
    metaobject: Metaobject | null;
    files: { nodes: ShopImage[] };
  }>(editor, METAOBJECT, { id: metaobjectGid(id) });
  return metaobject && { object: metaobject, images: files.nodes };
}

/** The metaobject's form, or a 404 for one that does not exist. */
export async function showMetaobject(editor: EditorRequest, id: number): Promise<void> {
  const found = await findMetaobject(editor, id);
  if (!found) return sendNotFound(editor, 'Metaobject');
  sendMetaobjectForm(editor, 200, found);
}

/**
 * Saves the text and image fields the form carries through metaobjectUpdate (an empty one clears
 * the field); the Admin API's userErrors show at their fields.
 */
export async function saveMetaobject(
  editor: EditorRequest,
  id: number,
  form: URLSearchParams,
): Promise<void> {
  const found = await findMetaobject(editor, id);
  if (!found) return sendNotFound(editor, 'Metaobject');
  const { object } = found;
  const posted = readMetafieldForm(
    editor,
    'Metaobject',
    { fields: object.fields.filter(isOnForm), idOf: (field) => fieldId(field.key) },
    form,
  );
  if (!posted) return;
  const { userErrors } = await mutationPayload<{
    userErrors: { code: string | null; elementKey: string | null; message: string }[];
  }>(editor, METAOBJECT_UPDATE, {
    id: object.id,
    metaobject: {
      fields: posted.map(({ field, typed }) => ({
        key: field.key,
        value: storedValueOf(field.type, typed),
      })),
    },
  });
  if (userErrors.some((error) => error.code === 'RECORD_NOT_FOUND')) {
    return sendNotFound(editor, 'Metaobject');
  }
  if (userErrors.length === 0) return sendSaved(editor, `/admin/metaobjects/${id}`);
  const errors = userErrors.map(({ elementKey, message }) => ({
    field: elementKey ? fieldId(elementKey) : undefined,
    message,
  }));
  const typed = new Map(posted.map(({ field, typed }) => [field.key, typed]));
  sendMetaobjectForm(editor, 422, found, typed, errors);
}
