import { readFileSync } from 'node:fs';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** An HTML page of this server as a whole document. React escapes every text and attribute. */
export const renderPage = (page: ReactElement): string =>
  `<!doctype html>\n${renderToStaticMarkup(page)}\n`;

interface PageProps {
  title: string;
  /** The page's stylesheet, inlined: the pages load nothing else. */
  css?: string;
  /** Inline style and script carry it when the page's policy asks for one (see PagePolicy). */
  nonce?: string;
  /** Runs at the end of the body. */
  script?: string;
  children: ReactNode;
}

/** The one shell of every page: no indexing, both colour schemes, no favicon request. */
export function Page({ title, css, nonce, script, children }: PageProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content="light dark" />
        <title>{title}</title>
        <link rel="icon" href="data:," />
        {css && <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />}
      </head>
      <body>
        {children}
        {script && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />}
      </body>
    </html>
  );
}

/** What the hosted pages show of the shop: its name, linking home to its storefront. */
export interface PageChrome {
  shopName: string;
  storefrontUrl: string;
}

const HOSTED_PAGES_CSS = readFileSync(new URL('./hosted-pages.css', import.meta.url), 'utf8');

interface HostedPageProps extends PageChrome, Omit<PageProps, 'css' | 'nonce'> {
  nonce: string;
  /** Says "Secure checkout" in the header. */
  secure?: boolean;
}

/**
 * The pages the platform hosts for the shop (checkout, sign-in, emailed links): its header and
 * one stylesheet, so they look like one family. The shop's name follows the page's title.
 */
export function HostedPage({
  shopName,
  storefrontUrl,
  nonce,
  title,
  secure,
  script,
  children,
}: HostedPageProps) {
  return (
    <Page title={`${title} · ${shopName}`} css={HOSTED_PAGES_CSS} nonce={nonce} script={script}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="brand" href={`${storefrontUrl.replace(/\/+$/, '')}/`}>
            {shopName}
          </a>
          {secure && (
            <span className="secure">
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
                />
              </svg>
              Secure checkout
            </span>
          )}
        </div>
      </header>
      {children}
    </Page>
  );
}

interface FieldProps {
  /** The control's id and name. */
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
}

/** The attributes that tie a control to its error message, for assistive technology. */
const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** A labelled form control with its error message under it. */
function Field({
  id,
  label,
  error,
  optional,
  wrapperId,
  hidden,
  children,
}: FieldProps & { wrapperId?: string; hidden?: boolean; children: ReactElement }) {
  return (
    <div className="field" id={wrapperId} hidden={hidden}>
      <label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className="optional">(optional)</span>
          </>
        )}
      </label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input, required unless optional. */
export function InputField({
  id,
  label,
  error,
  optional,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error} optional={optional}>
      <input id={id} name={id} required={!optional} {...input} {...describedBy(id, error)} />
    </Field>
  );
}

/** A labelled select, always required. */
export function SelectField({
  id,
  label,
  error,
  wrapperId,
  hidden,
  ...select
}: FieldProps & { wrapperId?: string; hidden?: boolean } & ComponentProps<'select'>) {
  return (
    <Field id={id} label={label} error={error} wrapperId={wrapperId} hidden={hidden}>
      <select id={id} name={id} required {...select} {...describedBy(id, error)} />
    </Field>
  );
}
