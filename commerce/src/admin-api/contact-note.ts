/**
 * How a contact-form message reaches the shop through Shopify's Admin API: the product's server
 * writes it into the customer's note ('Contact form submission: ' followed by the
 * message), creating the customer, or appending a paragraph to a returning customer's note.
 * Shopify caps a note at 5,000 characters, so an append that would pass the cap drops the oldest
 * text, marked with NOTE_TRIMMED_MARK. A note is also one text the merchant may edit, so this
 * local server keeps every message it sees arrive that way in full, with its time
 * (contact_messages), for the owner's page.
 */

const CONTACT_NOTE_MARKER = 'Contact form submission:';
/** Starts a note whose oldest text was dropped to stay within the cap. */
const NOTE_TRIMMED_MARK = '[…]';

/** The message in text the storefront added: everything after its first marker. */
function messageIn(added: string): string | null {
  const at = added.indexOf(CONTACT_NOTE_MARKER);
  if (at === -1) return null;
  return added.slice(at + CONTACT_NOTE_MARKER.length).replace(/^ /, '');
}

/**
 * The message a note change adds, or null when it adds none. The new note must be the old one
 * plus text holding the marker, or NOTE_TRIMMED_MARK + the end of the old one + a new paragraph
 * ("\n\n…") holding it. Any other change is the merchant's edit, not a message.
 */
export function contactMessageAdded(
  oldNote: string | null,
  newNote: string | null | undefined,
): string | null {
  if (newNote == null) return null;
  const before = oldNote ?? '';
  if (newNote.startsWith(before)) return messageIn(newNote.slice(before.length));
  if (!newNote.startsWith(NOTE_TRIMMED_MARK)) return null;
  // The first paragraph break after which the rest is new and what precedes it is old.
  for (let at = newNote.indexOf('\n\n'); at !== -1; at = newNote.indexOf('\n\n', at + 1)) {
    if (before.endsWith(newNote.slice(NOTE_TRIMMED_MARK.length, at))) {
      return messageIn(newNote.slice(at));
    }
  }
  return null;
}
