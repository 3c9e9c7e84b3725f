import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Page, renderPage } from '../http/page';
import { sendHtml, sendJson, sendJsonError } from '../http/responses';
import type { Outbox, OutboxMessage } from './outbox';

/** How many messages one page of the outbox shows. */
const PAGE_SIZE = 100;

const OUTBOX_CSS = readFileSync(new URL('./outbox.css', import.meta.url), 'utf8');

function renderOutbox(messages: OutboxMessage[], to: string | null): string {
  const heading = to ? `Outbox: ${to}` : 'Outbox';
  return renderPage(
    <Page title={`${heading} · local commerce server`} css={OUTBOX_CSS}>
      <main>
        <h1>{heading}</h1>
        <p>
          Emails the local platform would have sent, newest first. A real store sends these itself.
        </p>
        {messages.length ? (
          <ol>
            {messages.map((message) => (
              <li key={message.id}>
                <h2>{message.subject}</h2>
                <p className="meta">
                  To {message.to} · {message.kind} ·{' '}
                  <time dateTime={message.createdAt}>{message.createdAt}</time>
                </p>
                {message.code && (
                  <p>
                    Code: <strong className="code">{message.code}</strong>
                  </p>
                )}
                <p className="text">{message.text}</p>
                {message.link && (
                  <p>
                    <a href={message.link}>{message.link}</a>
                  </p>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <p>No messages yet.</p>
        )}
      </main>
    </Page>,
  );
}

/**
 * GET /__outbox?to={email}: the development outbox (local platform only). JSON
 * {"messages": [...]} newest first, or an HTML list for a browser.
 */
export function createOutboxHandler(outbox: Outbox) {
  return async function handleOutbox(
    request: IncomingMessage,
    response: ServerResponse,
    searchParams: URLSearchParams,
  ): Promise<void> {
    request.resume();
    const headers = { 'cache-control': 'no-store' };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJsonError(response, 405, 'The outbox accepts GET requests only.', {
        ...headers,
        allow: 'GET',
      });
    }
    const to = searchParams.get('to')?.trim() || null;
    if (to !== null && to.length > 254) {
      return sendJsonError(response, 400, 'The "to" parameter is not an email address.', headers);
    }
    const messages = outbox.list({ to: to ?? undefined, limit: PAGE_SIZE });
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html'))
      return sendHtml(response, 200, renderOutbox(messages, to), headers);
    sendJson(response, 200, { messages }, headers);
  };
}
