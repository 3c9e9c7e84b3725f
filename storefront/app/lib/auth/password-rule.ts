/**
 * The platform's rule for a new password (Shopify's for customer accounts: 5 to 40 characters,
 * no space at either end), shown under the field before the first try and checked before sending.
 */
export const PASSWORD_RULE = 'Use 5 to 40 characters, with no space at the start or end.';

/** Which part of the rule `password` breaks, in words; undefined when it keeps it. */
export function passwordRuleProblem(password: string): string | undefined {
  if (password.length < 5) return 'Use at least 5 characters.';
  if (password.length > 40) return 'Use at most 40 characters.';
  if (password.trim() !== password) return 'Remove the space at the start or end.';
  return undefined;
}
