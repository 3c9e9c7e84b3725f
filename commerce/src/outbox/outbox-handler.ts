import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, sendHtml, sendJson, sendJsonError } from '../http/responses';
import type { Outbox, OutboxMessage } from './outbox';

/** How many messages one page of the outbox shows. */
const PAGE_SIZE = 100;

function renderOutbox(messages: OutboxMessage[], to: string | null): string {
  const heading = to ? `Outbox: ${escapeHtml(to)}` : 'Outbox';
  const items = messages
    .map(
      (message) => `<li>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.kind)} · <time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time></p>
  ${message.code ? `<p>Code: <strong class="code">${escapeHtml(message.code)}</strong></p>` : ''}
  <p class="text">${escapeHtml(message.text)}</p>
  ${message.link ? `<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>` : ''}
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${heading} · local commerce server</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 720px; margin: 0 auto; padding: 2rem 1.25rem; }
ol { list-style: none; padding: 0; display: grid; gap: 1rem; }
li { border: 1px solid #8c958f; border-radius: 10px; padding: 1rem 1.25rem; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
.meta { color: #66706e; font-size: .875rem; margin: 0 0 .5rem; }
.code { font-size: 1.4rem; letter-spacing: .2em; font-variant-numeric: tabular-nums; }
.text { white-space: pre-line; }
a { overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>Emails the local platform would have sent, newest first. A real store sends these itself.</p>
${messages.length ? `<ol>\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>
`;
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
