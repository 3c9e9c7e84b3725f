/** Where the consent forms post: the platform records the choice and its cookies are set. */
export const CONSENT_ACTION = '/api/consent';
/** The footer's way back to the choice, which asks it on the page itself. */
export const COOKIE_PREFERENCES_PATH = '/cookie-preferences';
