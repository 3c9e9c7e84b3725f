/**
 * Field limits of the newsletter and contact forms, shared by the inputs (maxLength) and the
 * server's validation, so the browser stops a visitor before the server would refuse them.
 */
export const FORM_LIMITS = {
  /** RFC 5321's longest address. */
  email: 254,
  name: 200,
  phone: 40,
  /**
   * Shopify keeps a customer's note to 5,000 characters; a message must fit in it with the
   * 'Contact form submission: ' prefix, a timestamp and a phone line.
   */
  message: 4000,
} as const;

/**
 * The honeypot: a field people never see or reach (visually hidden, aria-hidden, out of the
 * tab order, no autofill) that form-filling bots do fill. A request with it filled answers like
 * a success and stores nothing, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';
