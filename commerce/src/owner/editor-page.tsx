import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import type { AdminOperations } from '../admin-api/admin-api-handler';
import type { AnalyticsRepository } from '../db/analytics-repository';
import type { ConsentRepository } from '../db/consent-repository';
import { Page, renderPage } from '../http/page';
import { sendHtml } from '../http/responses';
import { FORM_TOKEN_FIELD } from './owner-forms';

/** The pieces of the owner's content editor: layout, fields and errors, all server-rendered. */

const EDITOR_CSS = readFileSync(new URL('./content-editor.css', import.meta.url), 'utf8');

/** What answering one request to the editor needs. */
export interface EditorRequest {
  response: ServerResponse;
  /** The Admin API, run in this process. */
  admin: AdminOperations;
  /** The storefront's analytics events and checkout starts (the analytics page). */
  analytics: AnalyticsRepository;
  /** The customer privacy settings (region rules) and visitors' choices. */
  consent: ConsentRepository;
  shopName: string;
  /** The online store's origin, which menu links and pages live under. */
  storefrontOrigin: string;
  /** The token every form carries. */
  formToken: string;
  /** The form was saved (the redirect after a successful post says so). */
  saved: boolean;
}

/** A form's error at a field (by the control's id), or for the whole form. */
export interface FormError {
  field?: string;
  message: string;
}

const SECTIONS = [
  ['/admin/pages', 'Pages'],
  ['/admin/collections', 'Collections'],
  ['/admin/shop', 'Shop details and policies'],
  ['/admin/menus', 'Menus'],
  ['/admin/metaobjects', 'Metaobjects'],
  ['/admin/subscriptions', 'Subscriptions'],
  ['/admin/customers', 'Customers'],
  ['/admin/analytics', 'Analytics'],
  ['/admin/privacy', 'Customer privacy'],
] as const;

/** An editor page: the sections' navigation, the heading, a saved notice and the content. */
export function sendEditorPage(
  editor: EditorRequest,
  status: number,
  heading: string,
  children: ReactNode,
): void {
  const html = renderPage(
    <Page title={`${heading} · ${editor.shopName} · local commerce server`} css={EDITOR_CSS}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header>
        <nav aria-label="Owner’s pages">
          <a href="/admin/content">{editor.shopName}</a>
          <ul>
            {SECTIONS.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">
        <h1>{heading}</h1>
        {editor.saved && (
          <p className="notice" role="status">
            Saved. The storefront shows the change on its next visit.
          </p>
        )}
        {children}
      </main>
    </Page>,
  );
  sendHtml(editor.response, status, html, { 'cache-control': 'no-store' });
}

/** The problems of a form that was not saved, each linking to its field. */
export function ErrorSummary({ errors }: { errors: FormError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">
        {errors.length === 1 ? 'There is a problem' : `There are ${errors.length} problems`}
      </h2>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>
            {error.field ? <a href={`#${error.field}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FieldProps {
  /** The control's id and name. */
  id: string;
  label: string;
  value: string;
  /** A word on what the field holds, under its label. */
  hint?: string;
  errors?: FormError[];
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
  required?: boolean;
  /** The control is wide and in a fixed-width font (HTML, JSON). */
  code?: boolean;
}

/** A labelled input or textarea with its hint and error message tied to it. */
export function FormField({
  id,
  label,
  value,
  hint,
  errors = [],
  rows,
  required,
  code,
}: FieldProps) {
  const messages = errors.filter((error) => error.field === id).map((error) => error.message);
  const described = [hint && `${id}-hint`, messages.length > 0 && `${id}-error`].filter(Boolean);
  const control = {
    id,
    name: id,
    required,
    className: code ? 'code' : undefined,
    ...(described.length > 0 && { 'aria-describedby': described.join(' ') }),
    ...(messages.length > 0 && { 'aria-invalid': true }),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...control} rows={rows} defaultValue={value} />
      ) : (
        <input {...control} type="text" defaultValue={value} />
      )}
      {messages.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}

/** A form that posts to its own page with the form token. */
export function EditorForm({
  editor,
  action,
  label,
  children,
}: {
  editor: EditorRequest;
  action: string;
  /** The submit button's words. */
  label: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={editor.formToken} />
      {children}
      <button type="submit">{label}</button>
    </form>
  );
}
