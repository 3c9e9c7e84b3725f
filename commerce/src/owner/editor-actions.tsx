import { z } from 'zod';
import { sendRedirect } from '../http/responses';
import { sendEditorPage, type EditorRequest } from './editor-page';

/**
 * What every editor of the owner's pages does to save a form: read its fields, run the Admin
 * API's operation, then answer with the saved page, the form again with its errors, or a 404.
 */

/** A form's text of up to `limit` characters (absent: empty), line breaks as the storefront keeps them. */
export const formText = (limit: number) =>
  z
    .string()
    .max(limit)
    .default('')
    .transform((text) => text.replace(/\r\n?/g, '\n'));

/**
 * The form's fields as `schema` reads them, or null once the form has been answered with a 400
 * because it cannot be read (`what` names the thing not saved: "Page").
 */
export function readFields<T>(
  editor: EditorRequest,
  what: string,
  schema: z.ZodType<T>,
  form: URLSearchParams,
): T | null {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (parsed.success) return parsed.data;
  sendEditorPage(editor, 400, `${what} not saved`, <p>The form could not be read.</p>);
  return null;
}

/**
 * Runs one of the editor's own Admin API operations; a GraphQL error there is a fault of this
 * server, not of the owner's input, and fails the request.
 */
export async function adminData<T>(
  editor: EditorRequest,
  document: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await editor.admin(document, variables);
  if (result.errors?.length) {
    throw new Error(`Admin API: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  return result.data as T;
}

/** A mutation's payload (its one root field), with the userErrors that say what was refused. */
export async function mutationPayload<Payload extends { userErrors: unknown[] }>(
  editor: EditorRequest,
  document: string,
  variables: Record<string, unknown>,
): Promise<Payload> {
  const data = await adminData<Record<string, Payload>>(editor, document, variables);
  const [payload] = Object.values(data);
  if (!payload) throw new Error('Admin API: the mutation answered nothing');
  return payload;
}

/** After a save: back to `path` with the saved notice (a GET, so a reload sends nothing again). */
export function sendSaved(editor: EditorRequest, path: string, anchor = ''): void {
  sendRedirect(editor.response, `${path}?saved=1${anchor}`);
}

/** The answer for something the shop does not have; `what` names it: "Page". */
export function sendNotFound(editor: EditorRequest, what: string): void {
  sendEditorPage(editor, 404, `${what} not found`, <p>There is no such {what.toLowerCase()}.</p>);
}

/** The number at the end of a global id, which the editor's addresses use (/admin/pages/3). */
export const numericId = (globalId: string) => globalId.split('/').pop() ?? '';
