/**
 * How a contact-form message reaches the shop through Shopify's Admin API: the product's server
 * writes it into the customer's note (spec section 7: 'Contact form submission: ' followed by the
 * message), creating the customer, or appending a paragraph to a returning customer's note.
 * A note is one text the merchant may edit or trim, so this local server also keeps every
 * message it sees arrive that way in full, with its time (contact_messages), for the owner's page.
 */

export const CONTACT_NOTE_MARKER = 'Contact form submission:';

/**
 * The message a note change adds, or null when it adds none: the new note must be the old one
 * plus text holding the marker (a rewritten note is the merchant's edit, not a message). The
 * message is everything after the first marker in the added text.
 */
export function contactMessageAdded(
  oldNote: string | null,
  newNote: string | null | undefined,
): string | null {
  if (newNote == null) return null;
  const before = oldNote ?? '';
  if (!newNote.startsWith(before)) return null;
  const added = newNote.slice(before.length);
  const at = added.indexOf(CONTACT_NOTE_MARKER);
  if (at === -1) return null;
  return added.slice(at + CONTACT_NOTE_MARKER.length).replace(/^ /, '');
}
