import type { z } from 'zod';

/**
 * The one way /api endpoints read a JSON body: content type checked (415), size capped before
 * it is all read (413), JSON parsed (400) and validated with zod (400 with the first problem).
 * Errors are `{error}` JSON with Cache-Control: no-store and never echo the body back.
 */

export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A JSON error answer in the /api shape: `{error: message}`. */
export function apiError(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...headers } });
}

export const methodNotAllowed = (allow: string) =>
  apiError(405, 'Method not allowed', { Allow: allow });

/**
 * The body as text, or null as soon as it passes `limit` bytes (declared or streamed). The rest
 * is left unread, not cancelled: cancelling destroys the request, and with it the connection the
 * 413 has to go out on (server/unread-body.ts closes it once the answer is sent).
 */
export async function readCappedText(request: Request, limit: number): Promise<string | null> {
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

export type JsonBodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes }: { maxBytes: number },
): Promise<JsonBodyResult<z.output<Schema>>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    return { ok: false, response: apiError(415, 'Send the request body as application/json') };
  }
  const text = await readCappedText(request, maxBytes);
  if (text === null) {
    return {
      ok: false,
      response: apiError(413, `The request body must be at most ${maxBytes} bytes`),
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(400, 'The request body is not valid JSON') };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      response: apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request body'),
    };
  }
  return { ok: true, data: parsed.data };
}
