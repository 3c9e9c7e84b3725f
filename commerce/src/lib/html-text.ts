import { decodeHTML } from 'entities';

/**
 * Product.description: the HTML description as one line of plain text. Block boundaries become
 * spaces so "…water.</p><p>For a bath…" does not run words together.
 */
export function htmlToPlainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeHTML(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Truncates to at most `length` characters, ending in "..." when cut (as Rails' truncate). */
export function truncateText(text: string, length: number | null | undefined): string {
  if (length === null || length === undefined || text.length <= length) return text;
  if (length <= 3) return text.slice(0, Math.max(0, length));
  return `${text.slice(0, length - 3).trimEnd()}...`;
}

/** Text made safe to put inside HTML: the characters HTML gives meaning to, as entities. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
