/**
 * The single sign-on texts in a module of their own: sign-in needs them only when a single
 * sign-on came back refused (and its section, loaded later), so its first load carries none.
 */
export { SSO_MESSAGES } from '@datadeck/contracts';
