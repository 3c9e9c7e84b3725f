import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sendPrivatePage } from './responses';

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

/** What the hosted pages show of the shop: its logo (or name), linking home to its storefront. */
export interface PageChrome {
  shopName: string;
  storefrontUrl: string;
  /** The brand's logo at the header's size; without one the header shows the shop's name. */
  logo?: { url: string; width: number; height: number } | null | undefined;
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
  logo,
  title,
  secure,
  ...page
}: HostedPageProps) {
  return (
    <Page {...page} title={`${title} · ${shopName}`} css={HOSTED_PAGES_CSS}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="brand" href={`${storefrontUrl.replace(/\/+$/, '')}/`}>
            {logo ? (
              <img
                className="brand__logo"
                src={logo.url}
                alt={shopName}
                width={logo.width}
                height={logo.height}
              />
            ) : (
              shopName
            )}
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
      {page.children}
    </Page>
  );
}

/** A hosted page's one card: its title, what it holds, and a line of small print below it. */
export interface Card {
  title: string;
  legal?: string;
  children: ReactNode;
}

/**
 * Answers with a hosted page of one card under the shop's header, rendered with a fresh nonce
 * under the hosted pages' security headers. The URL names a sign-in or checkout in progress or
 * holds an emailed link's token; a form's last post redirects to the storefront, which
 * form-action covers.
 */
export function sendCardPage(
  response: ServerResponse,
  status: number,
  chrome: PageChrome & Pick<HostedPageProps, 'secure'>,
  card: Card,
  headers: Record<string, string> = {},
): void {
  const policy = { formTargets: [new URL(chrome.storefrontUrl).origin] };
  const render = (nonce: string) =>
    renderPage(
      <HostedPage {...chrome} nonce={nonce} title={card.title}>
        <main id="main" className="auth">
          <div className="auth__card">
            <h1>{card.title}</h1>
            {card.children}
          </div>
          {card.legal && <p className="auth__legal">{card.legal}</p>}
        </main>
      </HostedPage>,
    );
  sendPrivatePage(response, status, policy, render, headers);
}

/**
 * Answers with one message and the way on (a missing checkout, an expired sign-in, a provider
 * error, a link that no longer works).
 */
export function sendMessagePage(
  response: ServerResponse,
  status: number,
  chrome: Parameters<typeof sendCardPage>[2],
  view: {
    heading: string;
    message: string;
    /** Where the page's one button leads, under the storefront: '/' (the default) or '/login'. */
    next?: { path: string; label: string };
  },
  headers: Record<string, string> = {},
): void {
  const next = view.next ?? { path: '/', label: 'Back to the store' };
  const card = {
    title: view.heading,
    children: (
      <>
        <p className="lede">{view.message}</p>
        <a className="button" href={chrome.storefrontUrl.replace(/\/+$/, '') + next.path}>
          {next.label}
        </a>
      </>
    ),
  };
  sendCardPage(response, status, chrome, card, headers);
}

interface FieldProps {
  /** The control's id and name. */
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  /** The id of the field's wrapper, which `hidden` hides with its label. */
  wrapperId?: string;
  hidden?: boolean;
}

/**
 * A labelled input, or a select when given its options, required unless optional, with its error
 * message under it and tied to it for assistive technology.
 */
export function Field({
  id,
  label,
  error,
  optional,
  wrapperId,
  hidden,
  children,
  ...control
}: FieldProps & ComponentProps<'input'> & ComponentProps<'select'>) {
  const props = {
    id,
    name: id,
    required: !optional,
    ...control,
    ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
  };
  return (
    <div className="field" id={wrapperId} hidden={hidden}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> (optional)</span>}
      </label>
      {children ? <select {...props}>{children}</select> : <input {...props} />}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
