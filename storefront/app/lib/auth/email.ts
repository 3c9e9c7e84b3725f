/** One spelling per mailbox for limits and comparisons: trimmed, lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
