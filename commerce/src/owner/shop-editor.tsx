import { z } from 'zod';
import { DEFAULT_POLICY_TITLES, policyHandle, policyTypeOfHandle } from '../content/shop-policies';
import { SHOP_POLICY_TYPES, type ShopPolicyType } from '../db/shop-policy-repository';
import { sendRedirect } from '../http/responses';
import {
  adminData,
  EditorForm,
  ErrorSummary,
  FormField,
  sendEditorPage,
  type EditorRequest,
  type FormError,
} from './editor-page';

/**
 * The owner's page of shop details: the shop's text metafields (support email, phone, business
 * hours, …) in one form, and each policy's body in a form of its own.
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

/** The metafield types this page edits as plain text; the Admin API takes the others. */
const TEXT_TYPES = new Set([
  'single_line_text_field',
  'multi_line_text_field',
  'url',
  'number_integer',
  'number_decimal',
]);

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
/** "support_email": "Support email". */
const labelOf = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What the page shows besides the shop's own values: what was posted, and why it failed. */
interface ShopPageState {
  metafieldValues?: Map<string, string>;
  policyValues?: Map<ShopPolicyType, string>;
  errors?: FormError[];
}

async function sendShopPage(editor: EditorRequest, status: number, state: ShopPageState = {}) {
  const { shop } = await adminData<ShopData>(editor, SHOP);
  const editable = shop.metafields.nodes.filter((metafield) => TEXT_TYPES.has(metafield.type));
  const errors = state.errors ?? [];
  const policies = new Map(shop.shopPolicies.map((policy) => [policy.type, policy]));
  sendEditorPage(
    editor,
    status,
    'Shop details and policies',
    <>
      <ErrorSummary errors={errors} />
      <section aria-labelledby="details-title">
        <h2 id="details-title">Contact details</h2>
        {editable.length === 0 ? (
          <p>The shop has no text metafields yet. The seed content (shop.json) adds them.</p>
        ) : (
          <EditorForm editor={editor} action="/admin/shop" label="Save contact details">
            {editable.map((metafield) => (
              <FormField
                key={fieldId(metafield)}
                id={fieldId(metafield)}
                label={labelOf(metafield.key)}
                hint={`${metafield.namespace}.${metafield.key}`}
                value={state.metafieldValues?.get(fieldId(metafield)) ?? metafield.value}
                errors={errors}
                rows={metafield.type === 'multi_line_text_field' ? 4 : undefined}
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

const formText = z
  .string()
  .max(1024 * 1024)
  .transform((text) => text.replace(/\r\n?/g, '\n'));

/** Saves the contact details through metafieldsSet; each keeps its type. */
export async function saveShopDetails(editor: EditorRequest, form: URLSearchParams): Promise<void> {
  const { shop } = await adminData<ShopData>(editor, SHOP);
  const editable = shop.metafields.nodes.filter((metafield) => TEXT_TYPES.has(metafield.type));
  const posted = editable.flatMap((metafield) => {
    const value = formText.safeParse(form.get(fieldId(metafield)));
    return value.success ? [{ metafield, value: value.data.trim() }] : [];
  });
  const { metafieldsSet } = await adminData<{
    metafieldsSet: { userErrors: { elementIndex: number | null; message: string }[] };
  }>(editor, METAFIELDS_SET, {
    metafields: posted.map(({ metafield, value }) => ({
      ownerId: 'gid://shopify/Shop/1',
      namespace: metafield.namespace,
      key: metafield.key,
      value,
    })),
  });
  if (metafieldsSet.userErrors.length === 0)
    return sendRedirect(editor.response, '/admin/shop?saved=1');
  const field = (index: number | null) => {
    const metafield = index === null ? undefined : posted[index]?.metafield;
    return metafield && fieldId(metafield);
  };
  await sendShopPage(editor, 422, {
    metafieldValues: new Map(posted.map(({ metafield, value }) => [fieldId(metafield), value])),
    errors: metafieldsSet.userErrors.map((error) => ({
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
  if (!type)
    return sendEditorPage(editor, 404, 'Policy not found', <p>There is no such policy.</p>);
  const id = `policy-${handle}`;
  const body = formText.safeParse(form.get(id) ?? '');
  if (!body.success)
    return sendEditorPage(editor, 400, 'Policy not saved', <p>The form could not be read.</p>);
  const { shopPolicyUpdate } = await adminData<{
    shopPolicyUpdate: { userErrors: { message: string }[] };
  }>(editor, POLICY_UPDATE, { shopPolicy: { type, body: body.data } });
  if (shopPolicyUpdate.userErrors.length === 0)
    return sendRedirect(editor.response, '/admin/shop?saved=1');
  await sendShopPage(editor, 422, {
    policyValues: new Map([[type, body.data]]),
    errors: shopPolicyUpdate.userErrors.map((error) => ({ field: id, message: error.message })),
  });
}
