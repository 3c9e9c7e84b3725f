/** The contact form's call to the product's own server, POST /api/contact. Browser-safe. */

export interface ContactRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** True when the shop has the message; false for any failure (the form keeps the text). */
export async function requestContactMessage(
  contact: ContactRequest,
  honeypot = '',
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...contact, website: honeypot }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
