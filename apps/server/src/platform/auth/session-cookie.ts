import type { Config } from '../config.ts';

/**
 * The session cookie's options, for every place that starts or ends a session (password sign-in,
 * SAML, the SSO services, an accepted invitation): a browser-session cookie, gone when the browser
 * closes; the server expires it on inactivity.
 */
export const sessionCookieOptions = (config: Pick<Config, 'secureCookies'>) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;
