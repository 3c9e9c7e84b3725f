/** The /login?error= values and their messages; any other value shows nothing. */
const LOGIN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  missing_params: 'Authentication failed: Missing required parameters.',
  invalid_state: 'Authentication failed: Invalid security state.',
  token_exchange_failed: 'Authentication failed: Could not complete login.',
  callback_failed: 'Authentication failed: An error occurred during login.',
};

export function loginErrorMessage(value: string | null): string | null {
  return value && Object.hasOwn(LOGIN_ERROR_MESSAGES, value) ? LOGIN_ERROR_MESSAGES[value]! : null;
}
