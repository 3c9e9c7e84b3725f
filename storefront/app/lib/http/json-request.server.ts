import type { z } from 'zod';

/**
 * The one way /api endpoints and route actions read a request body: content type checked (415),
 * size capped before it is all read (413), parsed (400) and validated with zod (400 with the
 * first problem). Errors are `{ error, code? }` JSON with Cache-Control: no-store and never echo
 * the body back.
 */

export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A JSON error answer in the /api shape: `{ error, code? }`; a bare message is `{ error }`. */
export function apiError(
  status: number,
  /** `field`: the request field the error is about, for a form to show it next to that field. */
  body: string | { error: string; code?: string; field?: string },
  headers: Record<string, string> = {},
) {
  return Response.json(typeof body === 'string' ? { error: body } : body, {
    status,
    headers: { ...NO_STORE, ...headers },
  });
}

export const methodNotAllowed = (allow: string) =>
  apiError(405, 'Method not allowed', { Allow: allow });

/**
 * The body as text, or null as soon as it passes `limit` bytes (declared or streamed). The rest
 * is left unread, not cancelled: cancelling destroys the request, and with it the connection the
 * 413 has to go out on (server/unread-body.ts reads and drops the rest once the answer starts).
 */
async function readCappedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

export type BodyResult<T> =
  | { ok: true; data: T }
  /** `field`: the body field that failed validation, when one did. */
  | { ok: false; status: number; error: string; field?: string };

/**
 * Reads a JSON body, or with `form` a URL-encoded one (what HTML forms and React Router post),
 * and validates it with `schema`. A failure carries the status and message to answer with.
 */
export async function readBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes, form = false }: { maxBytes: number; form?: boolean },
): Promise<BodyResult<z.output<Schema>>> {
  const type = request.headers.get('content-type') ?? '';
  const expected = form ? /^application\/x-www-form-urlencoded\b/i : /^application\/json\b/i;
  if (!expected.test(type)) {
    const encoding = form ? 'a URL-encoded form' : 'application/json';
    return { ok: false, status: 415, error: `Send the request body as ${encoding}` };
  }
  const text = await readCappedText(request, maxBytes);
  if (text === null) {
    return { ok: false, status: 413, error: `The request body must be at most ${maxBytes} bytes` };
  }
  let body: unknown;
  try {
    body = form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid JSON' };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    return {
      ok: false,
      status: 400,
      error: issue?.message ?? 'Invalid request body',
      ...(typeof field === 'string' ? { field } : {}),
    };
  }
  return { ok: true, data: parsed.data };
}
