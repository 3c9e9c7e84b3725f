import { z } from 'zod';
import { DEFAULT_POLICY_TITLES, policyHandle, policyTypeOfHandle } from '../content/shop-policies';
import { SHOP_POLICY_TYPES, type ShopPolicyType } from '../db/shop-policy-repository';
import {
  adminData,
  formText,
  mutationPayload,
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
import {
  isFormEditable,
  MetafieldField,
  readMetafieldForm,
  storedValueOf,
} from './metafield-fields';

/**
 * The owner's page of shop details: the shop's text metafields (support email, phone, business
 * hours, the sentences pages share, …) in one form, and each policy's body in a form of its own.
 */

const SHOP = `{ shop {
  metafields(first: 250) { nodes { namespace key type value } }
  shopPolicies { type title body }
} }`;
const METAFIELDS_SET = `mutation ShopDetails($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { id } userErrors { elementIndex field message } }
}`;
const POLICY_UPDATE = `mutation Policy($shopPolicy: ShopPolicyInput!) {
  shopPolicyUpdate(shopPolicy: $shopPolicy) { userErrors { field message } }
}`;

interface Metafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

interface ShopData {
  shop: {
    metafields: { nodes: Metafield[] };
    shopPolicies: { type: ShopPolicyType; title: string; body: string }[];
  };
}

/** A metafield's control id: the namespace and key, which the form posts back. */
const fieldId = (metafield: Pick<Metafield, 'namespace' | 'key'>) =>
  `metafield-${metafield.namespace}-${metafield.key}`;

/** The shop's metafields this page edits, and its policies by type. */
async function shopDetails(editor: EditorRequest) {
  const { shop } = await adminData<ShopData>(editor, SHOP);
  return {
    editable: shop.metafields.nodes.filter((metafield) => isFormEditable(metafield.type)),
    policies: new Map(shop.shopPolicies.map((policy) => [policy.type, policy])),
  };
}

/** What the page shows besides the shop's own values: what was posted, and why it failed. */
interface ShopPageState {
  metafieldValues?: Map<string, string>;
  policyValues?: Map<ShopPolicyType, string>;
  errors?: FormError[];
}

async function sendShopPage(editor: EditorRequest, status: number, state: ShopPageState = {}) {
  const { editable, policies } = await shopDetails(editor);
  const errors = state.errors ?? [];
  sendEditorPage(
    editor,
    status,
    'Shop details and policies',
    <>
      <ErrorSummary errors={errors} />
      <section aria-labelledby="details-title">
        <h2 id="details-title">Contact details and shop texts</h2>
        {editable.length === 0 ? (
          <p>The shop has no text metafields yet. The seed content (shop.json) adds them.</p>
        ) : (
          <EditorForm editor={editor} action="/admin/shop" label="Save shop details">
            {editable.map((metafield) => (
              <MetafieldField
                key={fieldId(metafield)}
                id={fieldId(metafield)}
                field={metafield}
                hint={`${metafield.namespace}.${metafield.key}`}
                typed={state.metafieldValues?.get(fieldId(metafield))}
                errors={errors}
                required
              />
            ))}
          </EditorForm>
        )}
      </section>
      <section aria-labelledby="policies-title">
        <h2 id="policies-title">Policies</h2>
        <p>
          Each policy is HTML, shown on the storefront at /policies/&#123;handle&#125;. Leave one
          empty to take it off the storefront.
        </p>
        {SHOP_POLICY_TYPES.map((type) => {
          const title = policies.get(type)?.title ?? DEFAULT_POLICY_TITLES[type];
          const id = `policy-${policyHandle(type)}`;
          return (
            <section key={type} className="policy" aria-labelledby={`${id}-title`}>
              <h3 id={`${id}-title`}>{title}</h3>
              <EditorForm
                editor={editor}
                action={`/admin/shop/policies/${policyHandle(type)}`}
                label={`Save ${title.toLowerCase()}`}
              >
                <FormField
                  id={id}
                  label={`${title} (HTML)`}
                  value={state.policyValues?.get(type) ?? policies.get(type)?.body ?? ''}
                  errors={errors}
                  rows={8}
                  code
                />
              </EditorForm>
            </section>
          );
        })}
      </section>
    </>,
  );
}

export const showShop = (editor: EditorRequest) => sendShopPage(editor, 200);

/** A policy's body is up to 512 KB of HTML, as a page's. */
const MAX_POLICY_TEXT = 1024 * 1024;

/**
 * Saves the contact details and texts through metafieldsSet, each keeping its type; a field the
 * form does not carry is left as it is.
 */
export async function saveShopDetails(editor: EditorRequest, form: URLSearchParams): Promise<void> {
  const { editable } = await shopDetails(editor);
  const posted = readMetafieldForm(
    editor,
    'Shop details',
    { fields: editable, idOf: fieldId },
    form,
  );
  if (!posted) return;
  const { userErrors } = await mutationPayload<{
    userErrors: { elementIndex: number | null; message: string }[];
  }>(editor, METAFIELDS_SET, {
    metafields: posted.map(({ field: metafield, typed }) => ({
      ownerId: 'gid://shopify/Shop/1',
      namespace: metafield.namespace,
      key: metafield.key,
      value: storedValueOf(metafield.type, typed),
    })),
  });
  if (userErrors.length === 0) return sendSaved(editor, '/admin/shop');
  const field = (index: number | null) => {
    const metafield = index === null ? undefined : posted[index]?.field;
    return metafield && fieldId(metafield);
  };
  await sendShopPage(editor, 422, {
    metafieldValues: new Map(posted.map(({ field, typed }) => [fieldId(field), typed])),
    errors: userErrors.map((error) => ({
      field: field(error.elementIndex),
      message: error.message,
    })),
  });
}

/** Saves one policy's body through shopPolicyUpdate (empty: unset); 404 for another handle. */
export async function savePolicy(
  editor: EditorRequest,
  handle: string,
  form: URLSearchParams,
): Promise<void> {
  const type = policyTypeOfHandle(handle);
  if (!type) return sendNotFound(editor, 'Policy');
  const id = `policy-${handle}`;
  const values = readFields(editor, 'Policy', z.object({ [id]: formText(MAX_POLICY_TEXT) }), form);
  if (!values) return;
  const body = values[id] ?? '';
  const { userErrors } = await mutationPayload<{ userErrors: { message: string }[] }>(
    editor,
    POLICY_UPDATE,
    { shopPolicy: { type, body } },
  );
  if (userErrors.length === 0) return sendSaved(editor, '/admin/shop');
  await sendShopPage(editor, 422, {
    policyValues: new Map([[type, body]]),
    errors: userErrors.map((error) => ({ field: id, message: error.message })),
  });
}
