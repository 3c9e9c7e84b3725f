import { z } from 'zod';
import { OTHER_REGIONS, type ConsentRegionRule } from '../db/consent-repository';
import { readFields, sendSaved } from './editor-actions';
import {
  EditorForm,
  ErrorSummary,
  FormField,
  sendEditorPage,
  type EditorRequest,
  type FormError,
} from './editor-page';

/**
 * The owner's customer privacy settings, as in Shopify's admin: where visitors must be asked
 * before analytics and marketing cookies are set (the storefront then shows its consent banner
 * there). A rule for the other regions, and countries that differ from it.
 */

export const PRIVACY_PATH = '/admin/privacy';

const COUNTRY_LIST_HINT = 'Two-letter country codes, separated by commas or spaces: DE, FR, GB.';

/** The form's values: the other regions' rule and the two country lists as typed. */
interface PrivacyForm {
  otherRegions: 'ask' | 'dont-ask';
  askIn: string;
  dontAskIn: string;
}

const PrivacyFields = z.object({
  otherRegions: z.enum(['ask', 'dont-ask']),
  askIn: z.string().max(2000).default(''),
  dontAskIn: z.string().max(2000).default(''),
});

const countries = (rules: ConsentRegionRule[], required: boolean) =>
  rules
    .filter((rule) => rule.region !== OTHER_REGIONS && rule.consentRequired === required)
    .map((rule) => rule.region)
    .join(', ');

function formOf(rules: ConsentRegionRule[]): PrivacyForm {
  const other = rules.find((rule) => rule.region === OTHER_REGIONS);
  return {
    otherRegions: other?.consentRequired ? 'ask' : 'dont-ask',
    askIn: countries(rules, true),
    dontAskIn: countries(rules, false),
  };
}

/** A typed list's codes (upper case, each once), or the error for its field. */
function readCountries(text: string, field: string): string[] | FormError {
  const codes = [
    ...new Set(
      text
        .toUpperCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ];
  const bad = codes.find((code) => !/^[A-Z]{2}$/.test(code));
  return bad === undefined
    ? codes
    : { field, message: `“${bad.slice(0, 20)}” is not a two-letter country code.` };
}

function sendPrivacyPage(
  editor: EditorRequest,
  status: number,
  form: PrivacyForm,
  errors: FormError[] = [],
) {
  sendEditorPage(
    editor,
    status,
    'Customer privacy',
    <>
      <p>
        Where the storefront asks visitors before it sets analytics and marketing cookies and sends
        analytics events. Until a visitor there chooses, nothing is tracked. The visitor&apos;s
        region is the country the storefront names for them. The banner&apos;s title and message
        are edited in <a href="/admin/metaobjects">Metaobjects</a>, under Cookie banner.
      </p>
      <ErrorSummary errors={errors} />
      <EditorForm editor={editor} action={PRIVACY_PATH} label="Save privacy settings">
        <fieldset>
          <legend>Visitors from countries not listed below</legend>
          {(
            [
              ['ask', 'Must be asked for consent'],
              ['dont-ask', 'Are not asked: analytics runs'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="otherRegions"
                value={value}
                defaultChecked={form.otherRegions === value}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <FormField
          id="askIn"
          label="Always ask visitors from"
          hint={COUNTRY_LIST_HINT}
          value={form.askIn}
          errors={errors}
        />
        <FormField
          id="dontAskIn"
          label="Never ask visitors from"
          hint={COUNTRY_LIST_HINT}
          value={form.dontAskIn}
          errors={errors}
        />
      </EditorForm>
    </>,
  );
}

export function showPrivacy(editor: EditorRequest): void {
  sendPrivacyPage(editor, 200, formOf(editor.consent.rules()));
}

export async function savePrivacy(editor: EditorRequest, form: URLSearchParams): Promise<void> {
  const fields = readFields(editor, 'Privacy settings', PrivacyFields, form);
  if (!fields) return;
  const ask = readCountries(fields.askIn, 'askIn');
  const dontAsk = readCountries(fields.dontAskIn, 'dontAskIn');
  const errors = [ask, dontAsk].filter((list): list is FormError => !Array.isArray(list));
  if (Array.isArray(ask) && Array.isArray(dontAsk)) {
    const both = ask.find((code) => dontAsk.includes(code));
    if (both) errors.push({ field: 'dontAskIn', message: `${both} is in both lists.` });
  }
  if (errors.length > 0 || !Array.isArray(ask) || !Array.isArray(dontAsk)) {
    return sendPrivacyPage(editor, 400, fields, errors);
  }
  editor.consent.replaceRules([
    { region: OTHER_REGIONS, consentRequired: fields.otherRegions === 'ask' },
    ...ask.map((region) => ({ region, consentRequired: true })),
    ...dontAsk.map((region) => ({ region, consentRequired: false })),
  ]);
  sendSaved(editor, PRIVACY_PATH);
}
